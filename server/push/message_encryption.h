// Message encryption for Web Push (RFC 8291): the payload is encrypted for one browser subscription with the
// "aes128gcm" content coding (RFC 8188), from a one-time P-256 key of the server and the subscription's public
// key and authentication secret, so that the push service in between reads nothing.
#pragma once

#include <string>
#include <string_view>

#include "engine/core/result.h"
#include "server/push/p256_key.h"

namespace littletable::server::push {

constexpr size_t AUTH_SECRET_BYTES = 16;
constexpr size_t SALT_BYTES = 16;
/// The record size announced in the header: one record holds a whole message.
constexpr uint32_t RECORD_SIZE = 4096;
/// The largest payload one record carries: the record size less the padding delimiter and the AEAD tag (and
/// the header, which RFC 8291 section 4 counts against the push service's 4096-byte limit).
constexpr size_t MAX_PAYLOAD_BYTES = RECORD_SIZE - 86 - 1 - 16;

/// The receiver of a message: the `keys` of a browser's PushSubscription, decoded.
struct Subscriber {
    std::string publicKey; ///< p256dh: 65 bytes
    std::string authSecret; ///< auth: 16 bytes
};

/// The encrypted body (header, then one record) of `payload` for `to`, with the server's one-time key `ephemeral`
/// and `salt` (16 bytes). Errors: ERR_PUSH_KEY (a key of the wrong size or not on the curve), ERR_PUSH_PAYLOAD
/// (too long).
Result<std::string> encrypt_message(std::string_view payload, const Subscriber& to, const P256Key& ephemeral,
                                    std::string_view salt);
/// The same with a fresh one-time key and salt from OpenSSL, as every real message is sent.
Result<std::string> encrypt_message(std::string_view payload, const Subscriber& to);

} // namespace littletable::server::push
