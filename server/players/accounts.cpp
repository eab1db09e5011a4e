#include "server/players/accounts.h"

#include <chrono>

#include "server/players/passwords.h"
#include "server/players/player_name.h"
#include "server/players/session_cookie.h"
#include "server/common/secrets.h"

namespace littletable::server {

namespace {

Error wrong_sign_in() { return make_error("ERR_SIGN_IN", "wrong name or password"); }

/// The SHA-256 a client address is counted under: the address itself is not kept.
std::string address_hash(std::string_view address) {
    return sha256_hex("littletable sign-in address\n" + std::string(address));
}

std::string minutes(int64_t ms) { return std::to_string((ms + 59'999) / 60'000); }

} // namespace

int64_t Accounts::unix_now_ms() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

Accounts::Accounts(PlayerStorage& storage_, AccountPolicy policy_, Now now_, VerifyPassword verify_)
    : storage(storage_), policy(policy_), now(std::move(now_)),
      verify(verify_ ? std::move(verify_) : VerifyPassword(verify_password)) {}

Result<OpenedSession> Accounts::open_session(const PlayerRecord& player) {
    OpenedSession opened{player, new_session_secret(), now() + policy.sessionLifetimeMs};
    if (auto r = storage.create_session({sha256_hex(opened.secret), player.id, opened.expiresAtMs}); !r)
        return r.error();
    return opened;
}

Result<OpenedSession> Accounts::sign_up(std::string_view name, std::string_view password) {
    auto valid = player_name(name);
    if (!valid)
        return valid.error();
    std::string hash;
    if (!password.empty()) {
        auto hashed = hash_password(password);
        if (!hashed)
            return hashed.error();
        hash = std::move(hashed).value();
    }
    auto created = storage.store_player(valid.value(), hash);
    if (!created)
        return created.error();
    return open_session(created.value());
}

Error Accounts::locked_out(int64_t lastFailureMs) const {
    return make_error("ERR_LOCKED_OUT", std::to_string(policy.maxFailedSignIns) +
                                            " wrong passwords in a row from this address: signing in with this name "
                                            "from it is locked for " +
                                            minutes(lastFailureMs + policy.lockoutMs - now()) + " more minutes");
}

Result<OpenedSession> Accounts::sign_in(std::string_view name, std::string_view password, std::string_view address) {
    if (name.empty())
        return make_error("ERR_BAD_FIELD", "name: type the name to sign in with");
    if (auto p = name_problem(name); p && (p->rule == "utf8" || p->rule == "length"))
        return p->error;
    if (auto ok = check_password(password); !ok)
        return ok.error();
    const std::string key = name_forms(name)->key, from = address_hash(address);
    auto failures = storage.sign_in_failures(key, from);
    if (!failures)
        return failures.error();
    if (failures.value().count >= policy.maxFailedSignIns && now() < failures.value().lastAtMs + policy.lockoutMs)
        return locked_out(failures.value().lastAtMs);
    // The attempt counts before its password is checked: of guesses sent at once, those past the limit are
    // refused unchecked. A right password then clears the count.
    const int64_t t = now();
    auto count = storage.count_sign_in_failure(key, from, t, t - policy.lockoutMs);
    if (!count)
        return count.error();
    if (count.value() > policy.maxFailedSignIns)
        return locked_out(t);
    auto found = storage.player_by_key(key);
    if (!found)
        return found.error();
    // An unknown name or one without a password is checked against a hash no password matches, so it takes as
    // long as a wrong password.
    const bool hasPassword = found.value() && !found.value()->passwordHash.empty();
    const bool right = verify(hasPassword ? found.value()->passwordHash : dummy_password_hash(), password);
    if (!right || !hasPassword)
        return count.value() >= policy.maxFailedSignIns ? locked_out(t) : wrong_sign_in();
    if (auto r = storage.clear_sign_in_failures(key, from); !r)
        return r.error();
    return open_session(*found.value());
}

Result<PlayerRecord> Accounts::player_of(std::string_view secret) {
    if (secret.empty())
        return make_error("ERR_NOT_SIGNED_IN", "not signed in");
    const std::string tokenHash = sha256_hex(secret);
    auto session = storage.find_session(tokenHash);
    if (!session)
        return session.error();
    if (!session.value())
        return make_error("ERR_NOT_SIGNED_IN",
                          "this session is not known (signed out, or never opened): sign in again");
    if (session.value()->expiresAtMs <= now()) {
        (void)storage.delete_session(tokenHash);
        return make_error("ERR_SESSION_EXPIRED", "your session has expired: sign in again");
    }
    auto player = storage.player_by_id(session.value()->player);
    if (!player)
        return player.error();
    if (!player.value() || player.value()->deleted)
        return make_error("ERR_NOT_SIGNED_IN", "this player no longer exists");
    return *player.value();
}

std::optional<PlayerRecord> Accounts::signed_in(std::string_view cookieHeader) {
    const std::string_view secret = cookie_value(cookieHeader, SESSION_COOKIE);
    if (secret.empty())
        return std::nullopt;
    auto player = player_of(secret);
    return player ? std::optional<PlayerRecord>(std::move(player).value()) : std::nullopt;
}

Result<Ok> Accounts::sign_out(std::string_view secret) {
    if (secret.empty())
        return Ok{};
    return storage.delete_session(sha256_hex(secret));
}

Result<Ok> Accounts::set_password(std::string_view secret, std::string_view current, std::string_view password) {
    auto player = player_of(secret);
    if (!player)
        return player.error();
    if (!player.value().passwordHash.empty() && !verify(player.value().passwordHash, current))
        return make_error("ERR_SIGN_IN", "the current password is wrong");
    auto hashed = hash_password(password);
    if (!hashed)
        return hashed.error();
    return storage.set_password(player.value().id, hashed.value(), sha256_hex(secret));
}

Result<Ok> Accounts::delete_player(std::string_view secret, std::string_view confirmName) {
    auto player = player_of(secret);
    if (!player)
        return player.error();
    const auto typed = name_forms(confirmName), own = name_forms(player.value().name);
    if (!typed || !own || typed->key != own->key)
        return make_error("ERR_CONFIRM", "type your name to confirm the deletion");
    return storage.delete_player(player.value().id);
}

} // namespace littletable::server
