// Passwords and session secrets, through libsodium only: crypto_pwhash_str (Argon2id, the library's
// interactive limits) for passwords, randombytes_buf for secrets. Nothing here logs or keeps a password.
#pragma once

#include <string>
#include <string_view>

#include "engine/core/result.h"

namespace littletable::server {

constexpr size_t MIN_PASSWORD_LENGTH = 8;
constexpr size_t MAX_PASSWORD_LENGTH = 128;

/// Ok, or ERR_PASSWORD_INVALID naming the rule (8 to 128 bytes).
Result<Ok> check_password(std::string_view password);

/// The password's crypto_pwhash_str text (salt and limits inside). Errors: ERR_PASSWORD_INVALID, ERR_INTERNAL
/// when libsodium cannot start or runs out of memory.
Result<std::string> hash_password(std::string_view password);

/// Whether `password` matches a hash_password text (false for an empty or malformed hash).
bool verify_password(std::string_view hash, std::string_view password);

/// A hash_password text of a random password nobody knows, made once: checking a password against it costs what
/// checking a real one does (sign-ins with unknown names answer as slowly as wrong passwords).
const std::string& dummy_password_hash();

/// A new session secret: 256 random bits as 64 lower-case hex digits.
std::string new_session_secret();

} // namespace littletable::server
