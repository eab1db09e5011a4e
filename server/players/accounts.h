// Players' accounts: taking a name (a player on this device, with an optional password for others), signing
// in with the password, sessions, sign out, and deleting a player. A session is a secret the browser keeps in
// an HttpOnly cookie (session_cookie.h); storage keeps only its SHA-256. Wrong passwords count per player: after
// `maxFailedSignIns` in a row the name is locked for `lockoutMs`. Thread-safe.
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "server/storage/player_storage.h"

namespace littletable::server {

struct AccountPolicy {
    int maxFailedSignIns = 5;
    int64_t lockoutMs = 15 * 60 * 1000;
    int64_t sessionLifetimeMs = int64_t(365) * 24 * 3600 * 1000;
};

/// A session just opened: its player and the secret for the cookie (never stored, never logged).
struct OpenedSession {
    PlayerRecord player;
    std::string secret;
    int64_t expiresAtMs = 0;
};

class Accounts {
public:
    using Now = std::function<int64_t()>; ///< Unix milliseconds
    static int64_t unix_now_ms();

    explicit Accounts(PlayerStorage& storage, AccountPolicy policy = {}, Now now = unix_now_ms);

    /// A new player named `name`, with `password` unless it is empty, signed in. Errors: ERR_NAME_INVALID,
    /// ERR_NAME_TAKEN, ERR_PASSWORD_INVALID, ERR_STORAGE.
    Result<OpenedSession> sign_up(std::string_view name, std::string_view password);
    /// A new session for the player with that name and password. Errors: ERR_SIGN_IN (no such player, no
    /// password set, or a wrong one: the same answer for each), ERR_LOCKED_OUT, ERR_STORAGE.
    Result<OpenedSession> sign_in(std::string_view name, std::string_view password);
    /// The player a session secret belongs to. Errors: ERR_NOT_SIGNED_IN (no such session: forged, signed out,
    /// deleted player), ERR_SESSION_EXPIRED, ERR_STORAGE.
    Result<PlayerRecord> player_of(std::string_view secret);
    /// The signed-in player of a request's Cookie header, or nullopt (no session cookie, or one that opens no
    /// session).
    std::optional<PlayerRecord> signed_in(std::string_view cookieHeader);
    /// Ends the session (nothing to do when it is unknown).
    Result<Ok> sign_out(std::string_view secret);
    /// Sets the password of the session's player; `current` must match the password it has, if any.
    /// Errors: those of player_of, ERR_PASSWORD_INVALID, ERR_SIGN_IN (current password wrong).
    Result<Ok> set_password(std::string_view secret, std::string_view current, std::string_view password);
    /// Deletes the session's player when `confirmName` is its name. Errors: those of player_of, ERR_CONFIRM.
    Result<Ok> delete_player(std::string_view secret, std::string_view confirmName);

private:
    Result<OpenedSession> open_session(const PlayerRecord& player);
    Result<Ok> count_failure(int64_t player);

    PlayerStorage& storage;
    const AccountPolicy policy;
    const Now now;
    std::mutex failures; ///< one wrong-password count update at a time
};

} // namespace littletable::server
