#include "server/players/accounts.h"

#include <cctype>
#include <chrono>

#include "server/players/passwords.h"
#include "server/players/player_name.h"
#include "server/players/session_cookie.h"
#include "server/common/secrets.h"

namespace littletable::server {

namespace {

Error wrong_sign_in() { return make_error("ERR_SIGN_IN", "wrong name or password"); }

bool same_name(std::string_view a, std::string_view b) {
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

} // namespace

int64_t Accounts::unix_now_ms() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

Accounts::Accounts(PlayerStorage& storage_, AccountPolicy policy_, Now now_)
    : storage(storage_), policy(policy_), now(std::move(now_)) {}

Result<OpenedSession> Accounts::open_session(const PlayerRecord& player) {
    OpenedSession opened{player, new_session_secret(), now() + policy.sessionLifetimeMs};
    if (auto r = storage.create_session({sha256_hex(opened.secret), player.id, opened.expiresAtMs}); !r)
        return r.error();
    return opened;
}

Result<OpenedSession> Accounts::sign_up(std::string_view name, std::string_view password) {
    if (auto ok = check_player_name(name); !ok)
        return ok.error();
    std::string hash;
    if (!password.empty()) {
        auto hashed = hash_password(password);
        if (!hashed)
            return hashed.error();
        hash = std::move(hashed).value();
    }
    auto created = storage.create_player(name, hash);
    if (!created)
        return created.error();
    return open_session(created.value());
}

Result<Ok> Accounts::count_failure(int64_t player) {
    std::lock_guard lock(failures);
    auto fresh = storage.player_by_id(player);
    if (!fresh)
        return fresh.error();
    if (!fresh.value())
        return wrong_sign_in();
    int count = fresh.value()->failedSignIns + 1;
    int64_t lockedUntil = 0;
    if (count >= policy.maxFailedSignIns) {
        lockedUntil = now() + policy.lockoutMs;
        count = 0;
    }
    if (auto r = storage.set_sign_in_failures(player, count, lockedUntil); !r)
        return r;
    if (lockedUntil)
        return make_error("ERR_LOCKED_OUT", std::to_string(policy.maxFailedSignIns) +
                                                " wrong passwords in a row: signing in with this name is locked for " +
                                                std::to_string((policy.lockoutMs + 59'999) / 60'000) + " minutes");
    return wrong_sign_in();
}

Result<OpenedSession> Accounts::sign_in(std::string_view name, std::string_view password) {
    auto found = storage.find_player(name);
    if (!found)
        return found.error();
    if (!found.value() || found.value()->passwordHash.empty())
        return wrong_sign_in();
    const PlayerRecord& player = *found.value();
    if (const int64_t t = now(); t < player.lockedUntilMs)
        return make_error("ERR_LOCKED_OUT", "too many wrong passwords: signing in with this name is locked for " +
                                                std::to_string((player.lockedUntilMs - t + 59'999) / 60'000) +
                                                " more minutes");
    if (!verify_password(player.passwordHash, password)) {
        auto counted = count_failure(player.id);
        return counted.error(); // count_failure always answers with the error to give
    }
    if (player.failedSignIns != 0)
        if (auto r = storage.set_sign_in_failures(player.id, 0, 0); !r)
            return r.error();
    return open_session(player);
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
    if (!player.value().passwordHash.empty() && !verify_password(player.value().passwordHash, current))
        return make_error("ERR_SIGN_IN", "the current password is wrong");
    auto hashed = hash_password(password);
    if (!hashed)
        return hashed.error();
    return storage.set_password(player.value().id, hashed.value());
}

Result<Ok> Accounts::delete_player(std::string_view secret, std::string_view confirmName) {
    auto player = player_of(secret);
    if (!player)
        return player.error();
    if (!same_name(confirmName, player.value().name))
        return make_error("ERR_CONFIRM", "type your name to confirm the deletion");
    return storage.delete_player(player.value().id);
}

} // namespace littletable::server
