#include "server/common/secrets.h"

#include <openssl/evp.h>
#include <openssl/rand.h>
#include <unistd.h>

#include <array>
#include <stdexcept>

namespace littletable::server {

namespace {

constexpr std::string_view BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
constexpr std::string_view HEX = "0123456789abcdef";

void random_bytes(unsigned char* out, size_t n) {
    if (RAND_bytes(out, int(n)) != 1)
        throw std::runtime_error("RAND_bytes failed: no system randomness");
}

std::string to_hex(const unsigned char* bytes, size_t n) {
    std::string out;
    out.reserve(2 * n);
    for (size_t i = 0; i < n; ++i) {
        out += HEX[bytes[i] >> 4];
        out += HEX[bytes[i] & 15];
    }
    return out;
}

} // namespace

std::string new_room_id() {
    std::string id;
    while (id.size() < ROOM_ID_LENGTH) {
        std::array<unsigned char, 16> bytes;
        random_bytes(bytes.data(), bytes.size());
        // Rejection sampling: 248 = 4 * 62, so accepted bytes map uniformly onto the alphabet.
        for (unsigned char b : bytes)
            if (b < 248 && id.size() < ROOM_ID_LENGTH)
                id += BASE62[b % 62];
    }
    return id;
}

std::string new_secret() {
    std::array<unsigned char, 16> bytes;
    random_bytes(bytes.data(), bytes.size());
    return to_hex(bytes.data(), bytes.size());
}

std::string sha256_hex(std::string_view text) {
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest;
    unsigned int length = 0;
    if (EVP_Digest(text.data(), text.size(), digest.data(), &length, EVP_sha256(), nullptr) != 1)
        throw std::runtime_error("EVP_Digest(SHA-256) failed");
    return to_hex(digest.data(), length);
}

bool valid_room_id(std::string_view id) {
    if (id.size() != ROOM_ID_LENGTH)
        return false;
    for (char c : id)
        if (BASE62.find(c) == std::string_view::npos)
            return false;
    return true;
}

std::string new_process_name() {
    char host[256] = {};
    ::gethostname(host, sizeof host - 1);
    return std::string(host) + "-" + std::to_string(::getpid()) + "-" + new_secret().substr(0, 6);
}

} // namespace littletable::server
