// Players' accounts: taking a name (a player on this device, with an optional password for others), signing
// in with the password, sessions, sign out, and deleting a player. A session is a secret the browser keeps in
// an HttpOnly cookie (session_cookie.h); storage keeps only its SHA-256. Changing the password ends every other
// session of the player. Wrong passwords count per name and client address: after `maxFailedSignIns` in a row
// from one address, that name is locked for that address for `lockoutMs` (the owner elsewhere signs in as
// usual); the count is one statement in the database, so concurrent guesses on any node all count. Unknown
// names and names without a password cost the same password check as a wrong password. Thread-safe.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "server/storage/player_storage.h"

namespace littletable::server {

struct AccountPolicy {
    int maxFailedSignIns = 5;
    int64_t lockoutMs = 15 * 60 * 1000; ///< the lock, and how long a wrong password counts
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
    /// Whether a password matches a stored hash (passwords.h's verify_password; tests count the calls).
    using VerifyPassword = std::function<bool(std::string_view hash, std::string_view password)>;
    static int64_t unix_now_ms();

    explicit Accounts(PlayerStorage& storage, AccountPolicy policy = {}, Now now = unix_now_ms,
                      VerifyPassword verify = {});

    /// A new player named `name` (stored in NFC), with `password` unless it is empty, signed in. Errors:
    /// ERR_NAME_INVALID (with the rule broken), ERR_NAME_TAKEN, ERR_PASSWORD_INVALID, ERR_STORAGE.
    Result<OpenedSession> sign_up(std::string_view name, std::string_view password);
    /// A new session for the player with that name (any case or normalisation) and password, asked from client
    /// address `address`. Errors: ERR_BAD_FIELD (no name), ERR_NAME_INVALID (not UTF-8, too long),
    /// ERR_PASSWORD_INVALID (a length no password has), ERR_SIGN_IN (no such player, no password set, or a wrong
    /// one: the same answer for each), ERR_LOCKED_OUT (this name from this address), ERR_STORAGE.
    Result<OpenedSession> sign_in(std::string_view name, std::string_view password, std::string_view address);
    /// The player a session secret belongs to. Errors: ERR_NOT_SIGNED_IN (no such session: forged, signed out,
    /// deleted player, password changed on another session), ERR_SESSION_EXPIRED, ERR_STORAGE.
    Result<PlayerRecord> player_of(std::string_view secret);
    /// The signed-in player of a request's Cookie header, or nullopt (no session cookie, or one that opens no
    /// session).
    std::optional<PlayerRecord> signed_in(std::string_view cookieHeader);
    /// Ends the session (nothing to do when it is unknown).
    Result<Ok> sign_out(std::string_view secret);
    /// Sets the password of the session's player; `current` must match the password it has, if any. Every other
    /// session of the player ends; this one stays. Errors: those of player_of, ERR_PASSWORD_INVALID, ERR_SIGN_IN
    /// (current password wrong).
    Result<Ok> set_password(std::string_view secret, std::string_view current, std::string_view password);
    /// Deletes the session's player when `confirmName` is its name. Errors: those of player_of, ERR_CONFIRM.
    Result<Ok> delete_player(std::string_view secret, std::string_view confirmName);

private:
    Result<OpenedSession> open_session(const PlayerRecord& player);
    Error locked_out(int64_t lastFailureMs) const;

    PlayerStorage& storage;
    const AccountPolicy policy;
    const Now now;
    const VerifyPassword verify;
};

} // namespace littletable::server
