#include "server/push/message_encryption.h"

#include <array>
#include <memory>

#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/rand.h>

namespace littletable::server::push {

namespace {

constexpr size_t TAG_BYTES = 16;
constexpr char PADDING_DELIMITER = '\x02'; ///< the last (and only) record of a message

/// HKDF-SHA-256 (RFC 5869) of `length` bytes.
Result<std::string> hkdf(std::string_view salt, std::string_view ikm, std::string_view info, size_t length) {
    std::unique_ptr<EVP_KDF, decltype(&EVP_KDF_free)> kdf(EVP_KDF_fetch(nullptr, "HKDF", nullptr), EVP_KDF_free);
    std::unique_ptr<EVP_KDF_CTX, decltype(&EVP_KDF_CTX_free)> ctx(kdf ? EVP_KDF_CTX_new(kdf.get()) : nullptr,
                                                                  EVP_KDF_CTX_free);
    std::array<OSSL_PARAM, 5> params = {
        OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST, const_cast<char*>("SHA256"), 0),
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT, const_cast<char*>(salt.data()), salt.size()),
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY, const_cast<char*>(ikm.data()), ikm.size()),
        OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_INFO, const_cast<char*>(info.data()), info.size()),
        OSSL_PARAM_construct_end()};
    std::string out(length, '\0');
    if (!ctx || EVP_KDF_derive(ctx.get(), reinterpret_cast<unsigned char*>(out.data()), length, params.data()) != 1)
        return make_error("ERR_PUSH_KEY", "HKDF failed");
    return out;
}

/// AES-128-GCM of `plain` with `key` and `nonce`: ciphertext then tag.
Result<std::string> seal(std::string_view key, std::string_view nonce, std::string_view plain) {
    std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)> ctx(EVP_CIPHER_CTX_new(), EVP_CIPHER_CTX_free);
    auto u = [](std::string_view s) { return reinterpret_cast<const unsigned char*>(s.data()); };
    std::string out(plain.size() + TAG_BYTES, '\0');
    auto* o = reinterpret_cast<unsigned char*>(out.data());
    int n = 0, tail = 0;
    if (!ctx || EVP_EncryptInit_ex(ctx.get(), EVP_aes_128_gcm(), nullptr, nullptr, nullptr) != 1 ||
        EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_IVLEN, int(nonce.size()), nullptr) != 1 ||
        EVP_EncryptInit_ex(ctx.get(), nullptr, nullptr, u(key), u(nonce)) != 1 ||
        EVP_EncryptUpdate(ctx.get(), o, &n, u(plain), int(plain.size())) != 1 ||
        EVP_EncryptFinal_ex(ctx.get(), o + n, &tail) != 1 ||
        EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_GET_TAG, int(TAG_BYTES), o + n + tail) != 1)
        return make_error("ERR_PUSH_KEY", "AES-128-GCM failed");
    return out;
}

std::string with_zero(std::string_view label) { return std::string(label) + '\0'; }

} // namespace

Result<std::string> encrypt_message(std::string_view payload, const Subscriber& to, const P256Key& ephemeral,
                                    std::string_view salt) {
    if (payload.size() > MAX_PAYLOAD_BYTES)
        return make_error("ERR_PUSH_PAYLOAD", "a push message has at most " + std::to_string(MAX_PAYLOAD_BYTES) +
                                                  " bytes, not " + std::to_string(payload.size()));
    if (to.authSecret.size() != AUTH_SECRET_BYTES)
        return make_error("ERR_PUSH_KEY",
                          "a subscription's auth secret has 16 bytes, not " + std::to_string(to.authSecret.size()));
    if (salt.size() != SALT_BYTES)
        return make_error("ERR_PUSH_KEY", "the salt has 16 bytes, not " + std::to_string(salt.size()));
    Result<P256Key> receiver = P256Key::from_public(to.publicKey);
    if (!receiver)
        return receiver.error();
    Result<std::string> ecdh = ephemeral.shared_secret(receiver.value());
    if (!ecdh)
        return ecdh.error();
    const std::string senderPublic = ephemeral.public_point();

    // RFC 8291 section 3.4: the input keying material binds both public keys and the auth secret.
    Result<std::string> ikm =
        hkdf(to.authSecret, ecdh.value(), with_zero("WebPush: info") + to.publicKey + senderPublic, 32);
    if (!ikm)
        return ikm.error();
    // RFC 8188 section 2.2 and 2.3: the content-encryption key and the nonce of the first record.
    Result<std::string> cek = hkdf(salt, ikm.value(), with_zero("Content-Encoding: aes128gcm"), 16);
    Result<std::string> nonce = hkdf(salt, ikm.value(), with_zero("Content-Encoding: nonce"), 12);
    if (!cek || !nonce)
        return make_error("ERR_PUSH_KEY", "HKDF failed");
    Result<std::string> record = seal(cek.value(), nonce.value(), std::string(payload) + PADDING_DELIMITER);
    if (!record)
        return record.error();

    // RFC 8188 section 2.1 header: salt, record size (big-endian), key id length, key id (the sender's key).
    std::string body(salt);
    for (int shift = 24; shift >= 0; shift -= 8)
        body += char((RECORD_SIZE >> shift) & 0xff);
    body += char(senderPublic.size());
    body += senderPublic;
    body += record.value();
    return body;
}

Result<std::string> encrypt_message(std::string_view payload, const Subscriber& to) {
    Result<P256Key> ephemeral = P256Key::generate();
    if (!ephemeral)
        return ephemeral.error();
    std::string salt(SALT_BYTES, '\0');
    if (RAND_bytes(reinterpret_cast<unsigned char*>(salt.data()), int(salt.size())) != 1)
        return make_error("ERR_PUSH_KEY", "no randomness for the salt");
    return encrypt_message(payload, to, ephemeral.value(), salt);
}

} // namespace littletable::server::push
