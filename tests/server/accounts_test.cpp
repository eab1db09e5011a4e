// Players' accounts over every storage backend: names, passwords through libsodium, sessions, lockout after wrong
// passwords, sign out and deletion. The clock is the test's.
#include "server/players/accounts.h"

#include <gtest/gtest.h>

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
        accounts = std::make_unique<Accounts>(*db, policy, [this] { return now; });
    }
    testing::TestDatabase database{GetParam()};
    std::unique_ptr<Database> db;
    AccountPolicy policy{3, 60'000, 3'600'000};
    int64_t now = 1'000'000;
    std::unique_ptr<Accounts> accounts;
};

TEST(PlayerName, TheRulesOfANameHold) {
    for (const char* good : {"Anna", "bob_99", "K-2", "abc", "Zz12345678901234567_"})
        EXPECT_TRUE(check_player_name(good).ok()) << good;
    for (const char* bad :
         {"", "ab", "A23456789012345678901", "9lives", "_anna", "an na", "anna!", "an__na", "an-_na", "Computer",
          "myCPU", "StockfishFan", "admin1", "Player", "deleted", "Anonymous", "é-anna", "anna\n", "Littletable"}) {
        auto r = check_player_name(bad);
        ASSERT_FALSE(r.ok()) << bad;
        EXPECT_EQ(r.error().code, "ERR_NAME_INVALID") << bad;
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
    EXPECT_EQ(accounts->sign_in("Anna", "").error().code, "ERR_SIGN_IN");
    ASSERT_TRUE(accounts->set_password(anna.value().secret, "", "anna's secret").ok());
    auto elsewhere = accounts->sign_in("ANNA", "anna's secret");
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

TEST_P(AccountsTest, WrongPasswordsLockTheNameForAWhile) {
    auto bob = accounts->sign_up("Bob", "bob's password");
    ASSERT_TRUE(bob.ok());
    EXPECT_EQ(accounts->sign_in("Bob", "guess one").error().code, "ERR_SIGN_IN");
    EXPECT_EQ(accounts->sign_in("Bob", "guess two").error().code, "ERR_SIGN_IN");
    auto third = accounts->sign_in("Bob", "guess three");
    ASSERT_FALSE(third.ok());
    EXPECT_EQ(third.error().code, "ERR_LOCKED_OUT");
    EXPECT_NE(third.error().message.find("1 minutes"), std::string::npos) << third.error().message;
    // Locked: even the right password waits.
    EXPECT_EQ(accounts->sign_in("Bob", "bob's password").error().code, "ERR_LOCKED_OUT");
    now += policy.lockoutMs;
    ASSERT_TRUE(accounts->sign_in("Bob", "bob's password").ok());
    // A right password starts the count again.
    EXPECT_EQ(accounts->sign_in("Bob", "guess four").error().code, "ERR_SIGN_IN");
    ASSERT_TRUE(accounts->sign_in("Bob", "bob's password").ok());
    EXPECT_EQ(db->find_player("Bob").value()->failedSignIns, 0);
    // Unknown names get the same answer as wrong passwords.
    EXPECT_EQ(accounts->sign_in("Nobody", "whatever1").error().code, "ERR_SIGN_IN");
}

TEST_P(AccountsTest, DeletingAPlayerFreesNothingButRemovesNameAndSessions) {
    auto carl = accounts->sign_up("Carl", "carl's password");
    ASSERT_TRUE(carl.ok());
    const int64_t id = carl.value().player.id;
    EXPECT_EQ(accounts->delete_player(carl.value().secret, "Karl").error().code, "ERR_CONFIRM");
    ASSERT_TRUE(accounts->delete_player(carl.value().secret, "carl").ok());
    EXPECT_EQ(accounts->player_of(carl.value().secret).error().code, "ERR_NOT_SIGNED_IN");
    EXPECT_EQ(accounts->sign_in("Carl", "carl's password").error().code, "ERR_SIGN_IN");
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
