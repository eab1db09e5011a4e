#include "server/cluster/bus_seal.h"

#include <sodium.h>

#include <cstdlib>

namespace littletable::server {

BusSeal::BusSeal(std::string_view secret) {
    if (sodium_init() < 0)
        std::abort(); // libsodium cannot work on this machine: nothing secure can
    static_assert(sizeof key == crypto_auth_KEYBYTES);
    crypto_generichash(key, sizeof key, reinterpret_cast<const unsigned char*>(secret.data()), secret.size(), nullptr,
                       0);
}

std::string BusSeal::seal(const nlohmann::json& message) const {
    const std::string body = message.dump();
    unsigned char mac[crypto_auth_BYTES];
    crypto_auth(mac, reinterpret_cast<const unsigned char*>(body.data()), body.size(), key);
    char hex[2 * crypto_auth_BYTES + 1];
    sodium_bin2hex(hex, sizeof hex, mac, sizeof mac);
    return std::string(hex) + " " + body;
}

std::optional<nlohmann::json> BusSeal::open(std::string_view text, int64_t nowMs, int64_t maxAgeMs) const {
    const size_t space = text.find(' ');
    if (space != 2 * crypto_auth_BYTES)
        return std::nullopt;
    unsigned char mac[crypto_auth_BYTES];
    size_t length = 0;
    if (sodium_hex2bin(mac, sizeof mac, text.data(), space, nullptr, &length, nullptr) != 0 || length != sizeof mac)
        return std::nullopt;
    const std::string_view body = text.substr(space + 1);
    if (crypto_auth_verify(mac, reinterpret_cast<const unsigned char*>(body.data()), body.size(), key) != 0)
        return std::nullopt;
    nlohmann::json message = nlohmann::json::parse(body, nullptr, false);
    if (!message.is_object())
        return std::nullopt;
    auto at = message.find("at");
    if (at == message.end() || !at->is_number_integer() || std::llabs(nowMs - at->get<int64_t>()) > maxAgeMs)
        return std::nullopt;
    return message;
}

} // namespace littletable::server
