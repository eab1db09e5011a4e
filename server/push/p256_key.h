// An elliptic-curve key on NIST P-256 (OpenSSL): the server's VAPID key (RFC 8292) and the one-time key of each
// encrypted push message (RFC 8291). Public keys travel as the 65-byte uncompressed point (0x04 || X || Y),
// private keys as the 32-byte scalar.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "engine/core/result.h"

typedef struct evp_pkey_st EVP_PKEY;

namespace littletable::server::push {

constexpr size_t P256_PUBLIC_BYTES = 65;
constexpr size_t P256_PRIVATE_BYTES = 32;
/// An ES256 signature: r || s, 32 bytes each (RFC 7518 section 3.4).
constexpr size_t ES256_SIGNATURE_BYTES = 64;

class P256Key {
public:
    /// A fresh key pair from OpenSSL's random generator. Errors: ERR_PUSH_KEY (no randomness).
    static Result<P256Key> generate();
    /// The key pair of a private scalar. Errors: ERR_PUSH_KEY (not 32 bytes, or not a valid scalar).
    static Result<P256Key> from_private(std::string_view scalar);
    /// A public key alone. Errors: ERR_PUSH_KEY (not 65 bytes, or not a point of the curve).
    static Result<P256Key> from_public(std::string_view point);

    /// The uncompressed public point (65 bytes).
    std::string public_point() const;
    /// The private scalar (32 bytes); empty for a public key alone.
    std::string private_scalar() const;
    /// The ECDH shared secret with `peer` (its X coordinate, 32 bytes). Errors: ERR_PUSH_KEY.
    Result<std::string> shared_secret(const P256Key& peer) const;
    /// An ES256 signature of `data` (SHA-256, then ECDSA), as r || s. Errors: ERR_PUSH_KEY.
    Result<std::string> sign_es256(std::string_view data) const;
    /// Whether `signature` (r || s) signs `data` with this key.
    bool verify_es256(std::string_view data, std::string_view signature) const;

private:
    struct Free {
        void operator()(EVP_PKEY* key) const;
    };
    explicit P256Key(EVP_PKEY* k) : key(k, Free{}) {}
    std::shared_ptr<EVP_PKEY> key;
};

} // namespace littletable::server::push
