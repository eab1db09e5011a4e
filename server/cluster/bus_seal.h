// Messages between nodes are sealed with the cluster's secret (libsodium crypto_auth, HMAC-SHA-512-256, keyed by
// the secret's BLAKE2b hash) and carry their sender and time: whoever can write to Redis but lacks the secret can
// neither forge a message nor replay an old one. Anything that fails the check is refused, never applied.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace littletable::server {

class BusSeal {
public:
    /// `secret`: the cluster's shared secret (any length; at least 32 random bytes recommended).
    explicit BusSeal(std::string_view secret);

    /// The message as text: the MAC (hex), a space, the JSON.
    std::string seal(const nlohmann::json& message) const;
    /// The message, when its MAC is right and its "at" (Unix ms) within `maxAgeMs` of `nowMs`; nullopt otherwise.
    std::optional<nlohmann::json> open(std::string_view text, int64_t nowMs, int64_t maxAgeMs = 30'000) const;

private:
    unsigned char key[32];
};

} // namespace littletable::server
