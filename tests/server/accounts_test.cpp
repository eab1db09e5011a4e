// Players' accounts over every storage backend: names (Unicode, through ICU), passwords through libsodium,
// sessions, the lockout after wrong passwords per name and address, sign out and deletion. The clock is the
// test's, and so is the password check (it counts its calls).
#include "server/players/accounts.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "server/players/passwords.h"
#include "server/players/player_name.h"
#include "server/common/secrets.h"
#include "tests/server/test_database.h"

namespace littletable::server {
namespace {

class AccountsTest : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override {
        db = database.open();
        ASSERT_TRUE(db);
        accounts = std::make_unique<Accounts>(
            *db, policy, [this] { return now.load(); },
            [this](std::string_view hash, std::string_view password) {
                ++checks;
                if (hash == dummy_password_hash())
                    ++dummyChecks;
                return verify_password(hash, password);
            });
    }
    testing::TestDatabase database{GetParam()};
    std::unique_ptr<Database> db;
    AccountPolicy policy{3, 60'000, 3'600'000};
    std::atomic<int64_t> now = 1'000'000;
    std::atomic<int> checks = 0, dummyChecks = 0; ///< password checks, and those against the dummy hash
    std::unique_ptr<Accounts> accounts;
};

constexpr std::string_view HOME = "192.0.2.10", ATTACKER = "198.51.100.7"; // RFC 5737 documentation addresses

TEST(PlayerName, TheRulesOfANameHold) {
    for (const char* good : {"Anna", "bob_99", "K-2", "abc", "Zz12345678901234567_", "é-anna"})
        EXPECT_TRUE(check_player_name(good).ok()) << good;
    for (const char* bad :
         {"", "ab", "A23456789012345678901", "9lives", "_anna", "an na", "anna!", "an__na", "an-_na", "Computer",
          "myCPU", "StockfishFan", "admin1", "Player", "deleted", "Anonymous", "anna\n", "Littletable"}) {
        auto r = check_player_name(bad);
        ASSERT_FALSE(r.ok()) << bad;
        EXPECT_EQ(r.error().code, "ERR_NAME_INVALID") << bad;
    }
}

TEST(PlayerName, LettersOfAnyScriptCountedInCharacters) {
    // German, French and Turkish names; Greek, Cyrillic, Japanese and Devanagari (a vowel sign is a mark).
    for (const char* good : {"Müller", "François", "Ünal", "Ελένη", "Наташа", "さくら", "राम", "Zoë_2"})
        EXPECT_TRUE(check_player_name(good).ok()) << good << ": " << check_player_name(good).error().message;
    // 20 characters of two bytes each are 20 characters, not 40 bytes; 21 are too many.
    std::string twenty;
    for (int i = 0; i < 20; ++i)
        twenty += "ü";
    EXPECT_TRUE(check_player_name(twenty).ok());
    EXPECT_EQ(name_problem(twenty + "ü")->rule, "length");
    // Decomposed "Müller" (u + combining diaeresis) is stored composed (NFC).
    auto decomposed = player_name("Mu\u0308ller");
    ASSERT_TRUE(decomposed.ok());
    EXPECT_EQ(decomposed.value().text, "Müller");
    EXPECT_EQ(decomposed.value().text, "M\u00fcller");
    EXPECT_EQ(player_name("MÜLLER").value().key, decomposed.value().key) << "the same name in any case";
}

TEST(PlayerName, EachRefusalNamesTheRuleBroken) {
    struct Case {
        const char* name;
        const char* rule;
        const char* detail;
        const char* inMessage;
    };
    for (const Case& c : std::initializer_list<Case>{
             {"admin_joe", "reserved-part", "admin", "may not contain 'admin'"},
             {"adrnin_joe", "reserved-part", "admin", "may not contain 'admin'"}, // "rn" looks like "m"
             {"\u0430dmin", "reserved-part", "admin", "may not contain 'admin'"}, // Cyrillic "а"
             {"M\u0430ria", "scripts", "Cyrillic and Latin", "one script"}, // Latin with a Cyrillic "а"
             {"Guest", "reserved-name", "guest", "'guest'"},
             {"anna!", "character", "!", "not '!'"},
             {"an__na", "joiners", "", "no two of '_' and '-' in a row"},
             {"9lives", "start", "", "starts with a letter"},
             {"ab", "length", "", "3 to 20 characters"},
             {"an\xffna", "utf8", "", "UTF-8"},
         }) {
        auto p = name_problem(c.name);
        ASSERT_TRUE(p.has_value()) << c.name;
        EXPECT_EQ(p->rule, c.rule) << c.name << ": " << p->error.message;
        EXPECT_EQ(p->detail, c.detail) << c.name;
        EXPECT_EQ(p->error.code, "ERR_NAME_INVALID");
        EXPECT_NE(p->error.message.find(c.inMessage), std::string::npos) << p->error.message;
    }
}

TEST(Passwords, HashedByLibsodiumAndVerified) {
    auto hash = hash_password("correct horse");
    ASSERT_TRUE(hash.ok());
    EXPECT_TRUE(hash.value().starts_with("$argon2id$")) << "crypto_pwhash_str's format";
    EXPECT_EQ(hash.value().find("correct horse"), std::string::npos);
    EXPECT_TRUE(verify_password(hash.value(), "correct horse"));
    EXPECT_FALSE(verify_password(hash.value(), "correct horsE"));
    EXPECT_FALSE(verify_password("", "correct horse"));
    EXPECT_FALSE(verify_password("$argon2id$garbage", "correct horse"));
    EXPECT_EQ(hash_password("short").error().code, "ERR_PASSWORD_INVALID");
    EXPECT_EQ(hash_password(std::string(129, 'x')).error().code, "ERR_PASSWORD_INVALID");
    const std::string a = new_session_secret(), b = new_session_secret();
    EXPECT_EQ(a.size(), 64u);
    EXPECT_NE(a, b);
}

TEST_P(AccountsTest, SignUpSignInAndSessions) {
    auto anna = accounts->sign_up("Anna", "");
    ASSERT_TRUE(anna.ok()) << anna.error().message;
    EXPECT_EQ(anna.value().player.name, "Anna");
    EXPECT_EQ(accounts->player_of(anna.value().secret).value().id, anna.value().player.id);
    // Storage keeps the secret's hash only.
    EXPECT_TRUE(db->find_session(sha256_hex(anna.value().secret)).value().has_value());
    EXPECT_FALSE(db->find_session(anna.value().secret).value().has_value());

    EXPECT_EQ(accounts->sign_up("anna", "").error().code, "ERR_NAME_TAKEN");
    EXPECT_EQ(accounts->sign_up("Computer", "").error().code, "ERR_NAME_INVALID");
    EXPECT_EQ(accounts->sign_up("Bob", "short").error().code, "ERR_PASSWORD_INVALID");
    EXPECT_FALSE(db->find_player("Bob").value().has_value()) << "a refused sign-up stores nothing";

    // Without a password the name cannot be signed into elsewhere; with one it can, in any case.
    EXPECT_EQ(accounts->sign_in("Anna", "anything1", HOME).error().code, "ERR_SIGN_IN");
    ASSERT_TRUE(accounts->set_password(anna.value().secret, "", "anna's secret").ok());
    auto elsewhere = accounts->sign_in("ANNA", "anna's secret", HOME);
    ASSERT_TRUE(elsewhere.ok());
    EXPECT_NE(elsewhere.value().secret, anna.value().secret);
    EXPECT_EQ(accounts->set_password(anna.value().secret, "wrong one", "new password").error().code, "ERR_SIGN_IN");

    // Signing out ends that session only.
    ASSERT_TRUE(accounts->sign_out(elsewhere.value().secret).ok());
    EXPECT_EQ(accounts->player_of(elsewhere.value().secret).error().code, "ERR_NOT_SIGNED_IN");
    EXPECT_TRUE(accounts->player_of(anna.value().secret).ok());
}

TEST_P(AccountsTest, ForgedAndExpiredSessionsAreRefused) {
    auto anna = accounts->sign_up("Anna", "");
    ASSERT_TRUE(anna.ok());
    EXPECT_EQ(accounts->player_of("").error().code, "ERR_NOT_SIGNED_IN");
    EXPECT_EQ(accounts->player_of(new_session_secret()).error().code, "ERR_NOT_SIGNED_IN");
    EXPECT_EQ(accounts->player_of(sha256_hex(anna.value().secret)).error().code, "ERR_NOT_SIGNED_IN")
        << "the stored hash is no session secret";
    now += policy.sessionLifetimeMs;
    EXPECT_EQ(accounts->player_of(anna.value().secret).error().code, "ERR_SESSION_EXPIRED");
    EXPECT_EQ(accounts->player_of(anna.value().secret).error().code, "ERR_NOT_SIGNED_IN") << "expired sessions go";
}

TEST_P(AccountsTest, WrongPasswordsLockTheNameForTheirAddressOnly) {
    auto bob = accounts->sign_up("Bob", "bob's password");
    ASSERT_TRUE(bob.ok());
    EXPECT_EQ(accounts->sign_in("Bob", "guess one", ATTACKER).error().code, "ERR_SIGN_IN");
    EXPECT_EQ(accounts->sign_in("bob", "guess two", ATTACKER).error().code, "ERR_SIGN_IN") << "any case counts";
    auto third = accounts->sign_in("Bob", "guess three", ATTACKER);
    ASSERT_FALSE(third.ok());
    EXPECT_EQ(third.error().code, "ERR_LOCKED_OUT");
    EXPECT_NE(third.error().message.find("1 more minutes"), std::string::npos) << third.error().message;
    // Locked for that address: even the right password waits, and nothing is checked.
    const int checked = checks;
    EXPECT_EQ(accounts->sign_in("Bob", "bob's password", ATTACKER).error().code, "ERR_LOCKED_OUT");
    EXPECT_EQ(checks, checked);
    // The owner from another address is not kept out.
    ASSERT_TRUE(accounts->sign_in("Bob", "bob's password", HOME).ok());
    now += policy.lockoutMs;
    ASSERT_TRUE(accounts->sign_in("Bob", "bob's password", ATTACKER).ok()) << "the lock ends";
    // Unknown names get the same answer as wrong passwords.
    EXPECT_EQ(accounts->sign_in("Nobody", "whatever1", HOME).error().code, "ERR_SIGN_IN");
}

TEST_P(AccountsTest, ARightPasswordResetsOnlyItsAddressCount) {
    ASSERT_TRUE(accounts->sign_up("Bob", "bob's password").ok());
    for (std::string_view from : {HOME, ATTACKER})
        for (const char* guess : {"guess one", "guess two"})
            EXPECT_EQ(accounts->sign_in("Bob", guess, from).error().code, "ERR_SIGN_IN");
    ASSERT_TRUE(accounts->sign_in("Bob", "bob's password", HOME).ok());
    EXPECT_EQ(accounts->sign_in("Bob", "guess three", ATTACKER).error().code, "ERR_LOCKED_OUT")
        << "the other address keeps its count";
    EXPECT_EQ(accounts->sign_in("Bob", "guess three", HOME).error().code, "ERR_SIGN_IN");
    EXPECT_EQ(accounts->sign_in("Bob", "guess four", HOME).error().code, "ERR_SIGN_IN");
    ASSERT_TRUE(accounts->sign_in("Bob", "bob's password", HOME).ok());
}

TEST_P(AccountsTest, GuessesAtOnceAllCountAndTheLockHolds) {
    ASSERT_TRUE(accounts->sign_up("Bob", "bob's password").ok());
    constexpr int GUESSES = 8;
    std::atomic<int> wrong = 0, locked = 0, other = 0;
    std::vector<std::thread> threads;
    for (int i = 0; i < GUESSES; ++i)
        threads.emplace_back([&, i] {
            auto r = accounts->sign_in("Bob", "guess number " + std::to_string(i), ATTACKER);
            if (!r.ok())
                ++(r.error().code == "ERR_SIGN_IN" ? wrong : r.error().code == "ERR_LOCKED_OUT" ? locked : other);
            else
                ++other;
        });
    for (std::thread& t : threads)
        t.join();
    // Exactly maxFailedSignIns passwords were checked: the first two answered "wrong", the third locked the name,
    // and the guesses past it were refused unchecked.
    EXPECT_EQ(checks, policy.maxFailedSignIns);
    EXPECT_EQ(wrong, policy.maxFailedSignIns - 1);
    EXPECT_EQ(locked, GUESSES - policy.maxFailedSignIns + 1);
    EXPECT_EQ(other, 0);
    EXPECT_EQ(accounts->sign_in("Bob", "bob's password", ATTACKER).error().code, "ERR_LOCKED_OUT");
    ASSERT_TRUE(accounts->sign_in("Bob", "bob's password", HOME).ok());
}

TEST_P(AccountsTest, FewerGuessesAtOnceThanTheLimitLockNothing) {
    ASSERT_TRUE(accounts->sign_up("Bob", "bob's password").ok());
    std::vector<std::thread> threads;
    for (int i = 0; i < policy.maxFailedSignIns - 1; ++i)
        threads.emplace_back([&, i] { (void)accounts->sign_in("Bob", "guess " + std::to_string(i), ATTACKER); });
    for (std::thread& t : threads)
        t.join();
    ASSERT_TRUE(accounts->sign_in("Bob", "bob's password", ATTACKER).ok());
}

TEST_P(AccountsTest, UnknownNamesCostTheSamePasswordCheck) {
    ASSERT_TRUE(accounts->sign_up("Anna", "").ok());
    ASSERT_TRUE(accounts->sign_up("Bob", "bob's password").ok());
    EXPECT_EQ(accounts->sign_in("Nobody", "whatever1", HOME).error().code, "ERR_SIGN_IN");
    EXPECT_EQ(accounts->sign_in("Anna", "whatever1", HOME).error().code, "ERR_SIGN_IN");
    EXPECT_EQ(accounts->sign_in("Bob", "whatever1", HOME).error().code, "ERR_SIGN_IN");
    EXPECT_EQ(checks, 3) << "one password check each";
    EXPECT_EQ(dummyChecks, 2) << "the unknown name and the name without password, against the dummy hash";
    EXPECT_TRUE(dummy_password_hash().starts_with("$argon2id$")) << "made by crypto_pwhash_str";
    EXPECT_FALSE(verify_password(dummy_password_hash(), "whatever1"));
}

TEST_P(AccountsTest, APasswordChangeEndsEveryOtherSession) {
    auto anna = accounts->sign_up("Anna", "anna's first");
    ASSERT_TRUE(anna.ok());
    auto phone = accounts->sign_in("Anna", "anna's first", HOME);
    auto tablet = accounts->sign_in("Anna", "anna's first", HOME);
    ASSERT_TRUE(phone.ok() && tablet.ok());
    ASSERT_TRUE(accounts->set_password(phone.value().secret, "anna's first", "anna's second").ok());
    EXPECT_TRUE(accounts->player_of(phone.value().secret).ok()) << "the session that changed it stays";
    EXPECT_EQ(accounts->player_of(anna.value().secret).error().code, "ERR_NOT_SIGNED_IN");
    EXPECT_EQ(accounts->player_of(tablet.value().secret).error().code, "ERR_NOT_SIGNED_IN");
    EXPECT_EQ(accounts->sign_in("Anna", "anna's first", HOME).error().code, "ERR_SIGN_IN");
    EXPECT_TRUE(accounts->sign_in("Anna", "anna's second", HOME).ok());
}

TEST_P(AccountsTest, UnicodeNamesAreStoredInNfcAndUniqueByCaseAndLook) {
    for (const char* name : {"François", "Ünal"}) {
        auto made = accounts->sign_up(name, "");
        ASSERT_TRUE(made.ok()) << name << ": " << made.error().message;
        EXPECT_EQ(db->find_player(name).value()->name, name);
    }
    auto mueller = accounts->sign_up("Mu\u0308ller", "müllers password"); // decomposed
    ASSERT_TRUE(mueller.ok()) << mueller.error().message;
    EXPECT_EQ(mueller.value().player.name, "M\u00fcller");
    EXPECT_EQ(db->player_by_id(mueller.value().player.id).value()->name, "M\u00fcller") << "stored composed";
    EXPECT_EQ(accounts->sign_up("MÜLLER", "").error().code, "ERR_NAME_TAKEN");
    EXPECT_EQ(accounts->sign_up("müller", "").error().code, "ERR_NAME_TAKEN");
    // Found by the same key however it is typed: in capitals, decomposed.
    EXPECT_TRUE(accounts->sign_in("MÜLLER", "müllers password", HOME).ok());
    EXPECT_TRUE(accounts->sign_in("mu\u0308ller", "müllers password", HOME).ok());
    // A Latin name with a Cyrillic "а" is refused; a Cyrillic name that looks like a Latin one is taken.
    ASSERT_TRUE(accounts->sign_up("coco", "").ok());
    EXPECT_EQ(accounts->sign_up("c\u043eco", "").error().code, "ERR_NAME_INVALID");
    auto lookalike = accounts->sign_up("\u0441\u043e\u0441\u043e", ""); // "сосо", all Cyrillic
    ASSERT_FALSE(lookalike.ok());
    EXPECT_EQ(lookalike.error().code, "ERR_NAME_TAKEN");
    EXPECT_NE(lookalike.error().message.find("looks like 'coco'"), std::string::npos) << lookalike.error().message;
    auto admin = accounts->sign_up("admin_joe", "");
    ASSERT_FALSE(admin.ok());
    EXPECT_NE(admin.error().message.find("'admin'"), std::string::npos) << admin.error().message;
}

TEST_P(AccountsTest, BadInputGetsAClearErrorAndChangesNothing) {
    ASSERT_TRUE(accounts->sign_up("Bob", "bob's password").ok());
    EXPECT_EQ(accounts->sign_up("Bo\xff\xfeb", "").error().code, "ERR_NAME_INVALID");
    EXPECT_EQ(accounts->sign_up("Bo\xc3", "").error().code, "ERR_NAME_INVALID") << "a cut multi-byte character";
    EXPECT_EQ(accounts->sign_up("", "").error().code, "ERR_NAME_INVALID");
    EXPECT_EQ(accounts->sign_in("Bo\xffb", "bob's password", HOME).error().code, "ERR_NAME_INVALID");
    EXPECT_EQ(accounts->sign_in("", "bob's password", HOME).error().code, "ERR_BAD_FIELD");
    EXPECT_EQ(accounts->sign_in("Bob", "", HOME).error().code, "ERR_PASSWORD_INVALID");
    EXPECT_EQ(accounts->sign_in("Bob", std::string(10'000, 'x'), HOME).error().code, "ERR_PASSWORD_INVALID");
    EXPECT_EQ(checks, 0) << "nothing checked";
    // None of it counted as a wrong password: the limit is still whole.
    for (int i = 1; i < policy.maxFailedSignIns; ++i)
        EXPECT_EQ(accounts->sign_in("Bob", "wrong guess " + std::to_string(i), HOME).error().code, "ERR_SIGN_IN");
    EXPECT_TRUE(accounts->sign_in("Bob", "bob's password", HOME).ok());
}

TEST_P(AccountsTest, DeletingAPlayerFreesNothingButRemovesNameAndSessions) {
    auto carl = accounts->sign_up("Carl", "carl's password");
    ASSERT_TRUE(carl.ok());
    const int64_t id = carl.value().player.id;
    EXPECT_EQ(accounts->delete_player(carl.value().secret, "Karl").error().code, "ERR_CONFIRM");
    ASSERT_TRUE(accounts->delete_player(carl.value().secret, "carl").ok());
    EXPECT_EQ(accounts->player_of(carl.value().secret).error().code, "ERR_NOT_SIGNED_IN");
    EXPECT_EQ(accounts->sign_in("Carl", "carl's password", HOME).error().code, "ERR_SIGN_IN");
    auto row = db->player_by_id(id).value();
    ASSERT_TRUE(row.has_value());
    EXPECT_TRUE(row->deleted);
    EXPECT_TRUE(row->name.empty());
    EXPECT_TRUE(row->passwordHash.empty());
    // The name may be taken again, by a new player.
    auto again = accounts->sign_up("Carl", "");
    ASSERT_TRUE(again.ok());
    EXPECT_NE(again.value().player.id, id);
}

INSTANTIATE_TEST_SUITE_P(Backends, AccountsTest, ::testing::ValuesIn(testing::storage_backends()),
                         testing::backend_name);

} // namespace
} // namespace littletable::server
