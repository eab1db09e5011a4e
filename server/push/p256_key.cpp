#include "server/push/p256_key.h"

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>

namespace littletable::server::push {

namespace {

constexpr char CURVE[] = "prime256v1";

Error key_error(std::string what) { return make_error("ERR_PUSH_KEY", std::move(what)); }

const unsigned char* bytes(std::string_view s) { return reinterpret_cast<const unsigned char*>(s.data()); }

template<typename T, void (*F)(T*)>
struct Deleter {
    void operator()(T* p) const { F(p); }
};
using Ctx = std::unique_ptr<EVP_PKEY_CTX, Deleter<EVP_PKEY_CTX, EVP_PKEY_CTX_free>>;
using Md = std::unique_ptr<EVP_MD_CTX, Deleter<EVP_MD_CTX, EVP_MD_CTX_free>>;
using Bn = std::unique_ptr<BIGNUM, Deleter<BIGNUM, BN_free>>;
using Sig = std::unique_ptr<ECDSA_SIG, Deleter<ECDSA_SIG, ECDSA_SIG_free>>;
using Params = std::unique_ptr<OSSL_PARAM, Deleter<OSSL_PARAM, OSSL_PARAM_free>>;
using Builder = std::unique_ptr<OSSL_PARAM_BLD, Deleter<OSSL_PARAM_BLD, OSSL_PARAM_BLD_free>>;
using Group = std::unique_ptr<EC_GROUP, Deleter<EC_GROUP, EC_GROUP_free>>;
using Point = std::unique_ptr<EC_POINT, Deleter<EC_POINT, EC_POINT_free>>;

/// A key from OpenSSL parameters: `selection` says whether it has a private part.
EVP_PKEY* key_from(const OSSL_PARAM* params, int selection) {
    Ctx ctx(EVP_PKEY_CTX_new_from_name(nullptr, "EC", nullptr));
    EVP_PKEY* key = nullptr;
    if (!ctx || EVP_PKEY_fromdata_init(ctx.get()) <= 0 ||
        EVP_PKEY_fromdata(ctx.get(), &key, selection, const_cast<OSSL_PARAM*>(params)) <= 0)
        return nullptr;
    return key;
}

/// Whether `key` passes OpenSSL's check of its public point (on the curve, not the identity).
bool public_valid(EVP_PKEY* key) {
    Ctx ctx(EVP_PKEY_CTX_new_from_pkey(nullptr, key, nullptr));
    return ctx && EVP_PKEY_public_check(ctx.get()) == 1;
}

} // namespace

void P256Key::Free::operator()(EVP_PKEY* key) const { EVP_PKEY_free(key); }

Result<P256Key> P256Key::generate() {
    EVP_PKEY* key = EVP_EC_gen(CURVE);
    if (!key)
        return key_error("no P-256 key could be generated");
    return P256Key(key);
}

Result<P256Key> P256Key::from_private(std::string_view scalar) {
    if (scalar.size() != P256_PRIVATE_BYTES)
        return key_error("a P-256 private key has 32 bytes, not " + std::to_string(scalar.size()));
    Group group(EC_GROUP_new_by_curve_name(NID_X9_62_prime256v1));
    Bn d(BN_bin2bn(bytes(scalar), int(scalar.size()), nullptr));
    if (!group || !d || BN_is_zero(d.get()) || BN_cmp(d.get(), EC_GROUP_get0_order(group.get())) >= 0)
        return key_error("the private key is not a scalar of P-256");
    Point q(EC_POINT_new(group.get()));
    unsigned char pub[P256_PUBLIC_BYTES];
    if (!q || EC_POINT_mul(group.get(), q.get(), d.get(), nullptr, nullptr, nullptr) != 1 ||
        EC_POINT_point2oct(group.get(), q.get(), POINT_CONVERSION_UNCOMPRESSED, pub, sizeof pub, nullptr) != sizeof pub)
        return key_error("the public key of the private key could not be computed");
    Builder bld(OSSL_PARAM_BLD_new());
    if (!bld || !OSSL_PARAM_BLD_push_utf8_string(bld.get(), OSSL_PKEY_PARAM_GROUP_NAME, CURVE, 0) ||
        !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_PRIV_KEY, d.get()) ||
        !OSSL_PARAM_BLD_push_octet_string(bld.get(), OSSL_PKEY_PARAM_PUB_KEY, pub, sizeof pub))
        return key_error("out of memory");
    Params params(OSSL_PARAM_BLD_to_param(bld.get()));
    EVP_PKEY* key = params ? key_from(params.get(), EVP_PKEY_KEYPAIR) : nullptr;
    if (!key)
        return key_error("the private key is not a scalar of P-256");
    return P256Key(key);
}

Result<P256Key> P256Key::from_public(std::string_view point) {
    if (point.size() != P256_PUBLIC_BYTES || point[0] != '\x04')
        return key_error("a P-256 public key has 65 bytes starting with 0x04 (an uncompressed point)");
    Builder bld(OSSL_PARAM_BLD_new());
    if (!bld || !OSSL_PARAM_BLD_push_utf8_string(bld.get(), OSSL_PKEY_PARAM_GROUP_NAME, CURVE, 0) ||
        !OSSL_PARAM_BLD_push_octet_string(bld.get(), OSSL_PKEY_PARAM_PUB_KEY, point.data(), point.size()))
        return key_error("out of memory");
    Params params(OSSL_PARAM_BLD_to_param(bld.get()));
    EVP_PKEY* key = params ? key_from(params.get(), EVP_PKEY_PUBLIC_KEY) : nullptr;
    if (!key || !public_valid(key)) {
        EVP_PKEY_free(key);
        return key_error("the public key is not a point of P-256");
    }
    return P256Key(key);
}

std::string P256Key::public_point() const {
    std::string out(P256_PUBLIC_BYTES, '\0');
    size_t length = 0;
    if (EVP_PKEY_get_octet_string_param(key.get(), OSSL_PKEY_PARAM_PUB_KEY,
                                        reinterpret_cast<unsigned char*>(out.data()), out.size(), &length) != 1)
        return {};
    out.resize(length);
    return out;
}

std::string P256Key::private_scalar() const {
    BIGNUM* raw = nullptr;
    if (EVP_PKEY_get_bn_param(key.get(), OSSL_PKEY_PARAM_PRIV_KEY, &raw) != 1)
        return {};
    Bn d(raw);
    std::string out(P256_PRIVATE_BYTES, '\0');
    if (BN_bn2binpad(d.get(), reinterpret_cast<unsigned char*>(out.data()), int(out.size())) != int(out.size()))
        return {};
    return out;
}

Result<std::string> P256Key::shared_secret(const P256Key& peer) const {
    Ctx ctx(EVP_PKEY_CTX_new_from_pkey(nullptr, key.get(), nullptr));
    size_t length = 0;
    if (!ctx || EVP_PKEY_derive_init(ctx.get()) <= 0 || EVP_PKEY_derive_set_peer(ctx.get(), peer.key.get()) <= 0 ||
        EVP_PKEY_derive(ctx.get(), nullptr, &length) <= 0)
        return key_error("no ECDH secret with that key");
    std::string out(length, '\0');
    if (EVP_PKEY_derive(ctx.get(), reinterpret_cast<unsigned char*>(out.data()), &length) <= 0)
        return key_error("no ECDH secret with that key");
    out.resize(length);
    return out;
}

Result<std::string> P256Key::sign_es256(std::string_view data) const {
    Md md(EVP_MD_CTX_new());
    size_t length = 0;
    if (!md || EVP_DigestSignInit(md.get(), nullptr, EVP_sha256(), nullptr, key.get()) != 1 ||
        EVP_DigestSign(md.get(), nullptr, &length, bytes(data), data.size()) != 1)
        return key_error("the key cannot sign");
    std::string der(length, '\0');
    if (EVP_DigestSign(md.get(), reinterpret_cast<unsigned char*>(der.data()), &length, bytes(data), data.size()) != 1)
        return key_error("the key cannot sign");
    const unsigned char* p = bytes(der);
    Sig sig(d2i_ECDSA_SIG(nullptr, &p, long(length)));
    if (!sig)
        return key_error("the signature could not be read");
    std::string out(ES256_SIGNATURE_BYTES, '\0');
    auto* o = reinterpret_cast<unsigned char*>(out.data());
    if (BN_bn2binpad(ECDSA_SIG_get0_r(sig.get()), o, 32) != 32 ||
        BN_bn2binpad(ECDSA_SIG_get0_s(sig.get()), o + 32, 32) != 32)
        return key_error("the signature could not be written");
    return out;
}

bool P256Key::verify_es256(std::string_view data, std::string_view signature) const {
    if (signature.size() != ES256_SIGNATURE_BYTES)
        return false;
    Sig sig(ECDSA_SIG_new());
    BIGNUM* r = BN_bin2bn(bytes(signature), 32, nullptr);
    BIGNUM* s = BN_bin2bn(bytes(signature) + 32, 32, nullptr);
    if (!sig || !r || !s || ECDSA_SIG_set0(sig.get(), r, s) != 1) {
        BN_free(r);
        BN_free(s);
        return false;
    }
    unsigned char* der = nullptr;
    const int length = i2d_ECDSA_SIG(sig.get(), &der);
    if (length <= 0)
        return false;
    Md md(EVP_MD_CTX_new());
    const bool ok = md && EVP_DigestVerifyInit(md.get(), nullptr, EVP_sha256(), nullptr, key.get()) == 1 &&
                    EVP_DigestVerify(md.get(), der, size_t(length), bytes(data), data.size()) == 1;
    OPENSSL_free(der);
    return ok;
}

} // namespace littletable::server::push
