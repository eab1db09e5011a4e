#include "server/players/passwords.h"

#include <sodium.h>

#include <stdexcept>

namespace littletable::server {

namespace {

bool sodium_ready() {
    static const bool ready = sodium_init() >= 0;
    return ready;
}

} // namespace

Result<Ok> check_password(std::string_view password) {
    if (password.size() < MIN_PASSWORD_LENGTH || password.size() > MAX_PASSWORD_LENGTH)
        return make_error("ERR_PASSWORD_INVALID", "a password has " + std::to_string(MIN_PASSWORD_LENGTH) + " to " +
                                                      std::to_string(MAX_PASSWORD_LENGTH) + " characters");
    return Ok{};
}

Result<std::string> hash_password(std::string_view password) {
    if (auto ok = check_password(password); !ok)
        return ok.error();
    if (!sodium_ready())
        return make_error("ERR_INTERNAL", "libsodium did not start");
    char out[crypto_pwhash_STRBYTES];
    if (crypto_pwhash_str(out, password.data(), password.size(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                          crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0)
        return make_error("ERR_INTERNAL", "out of memory while hashing a password");
    return std::string(out);
}

bool verify_password(std::string_view hash, std::string_view password) {
    if (hash.empty() || hash.size() >= crypto_pwhash_STRBYTES || !sodium_ready())
        return false;
    const std::string terminated(hash); // crypto_pwhash_str_verify reads a C string
    return crypto_pwhash_str_verify(terminated.c_str(), password.data(), password.size()) == 0;
}

const std::string& dummy_password_hash() {
    static const std::string hash = [] {
        auto made = hash_password(new_session_secret());
        if (!made)
            throw std::runtime_error(made.error().message);
        return std::move(made).value();
    }();
    return hash;
}

std::string new_session_secret() {
    if (!sodium_ready())
        throw std::runtime_error("libsodium did not start");
    unsigned char bytes[32];
    randombytes_buf(bytes, sizeof bytes);
    char hex[2 * sizeof bytes + 1];
    sodium_bin2hex(hex, sizeof hex, bytes, sizeof bytes);
    return std::string(hex, 2 * sizeof bytes);
}

} // namespace littletable::server
