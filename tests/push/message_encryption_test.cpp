// RFC 8291's message encryption, checked against the example of its section 5 (keys in its appendix A).
#include <gtest/gtest.h>

#include "server/push/base64url.h"
#include "server/push/message_encryption.h"

namespace littletable::server::push {
namespace {

// RFC 8291 section 5 and appendix A.
constexpr char PLAINTEXT[] = "When I grow up, I want to be a watermelon";
constexpr char AS_PRIVATE[] = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw";
constexpr char AS_PUBLIC[] = "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8";
constexpr char UA_PUBLIC[] = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
constexpr char AUTH_SECRET[] = "BTBZMqHH6r4Tts7J_aSIgg";
constexpr char SALT[] = "DGv6ra1nlYgDCS1FRnbzlw";
constexpr char BODY[] =
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8w"
    "EqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN";

std::string decoded(std::string_view text) {
    std::optional<std::string> bytes = from_base64url(text);
    EXPECT_TRUE(bytes) << text;
    return bytes.value_or("");
}

Subscriber rfc_subscriber() { return {decoded(UA_PUBLIC), decoded(AUTH_SECRET)}; }

TEST(MessageEncryption, TheRfcExampleEncryptsToItsBody) {
    Result<P256Key> server = P256Key::from_private(decoded(AS_PRIVATE));
    ASSERT_TRUE(server) << server.error().message;
    EXPECT_EQ(base64url(server.value().public_point()), AS_PUBLIC);
    Result<std::string> body = encrypt_message(PLAINTEXT, rfc_subscriber(), server.value(), decoded(SALT));
    ASSERT_TRUE(body) << body.error().message;
    EXPECT_EQ(base64url(body.value()), BODY);
}

TEST(MessageEncryption, EachMessageHasItsOwnKeyAndSalt) {
    Result<std::string> a = encrypt_message(PLAINTEXT, rfc_subscriber());
    Result<std::string> b = encrypt_message(PLAINTEXT, rfc_subscriber());
    ASSERT_TRUE(a && b);
    // RFC 8188 header: 16 bytes of salt, record size 4096, key id of 65 bytes (the one-time public key).
    ASSERT_EQ(a.value().size(), 16 + 4 + 1 + 65 + sizeof PLAINTEXT - 1 + 1 + 16);
    EXPECT_EQ(a.value().substr(16, 5), std::string("\x00\x00\x10\x00\x41", 5));
    EXPECT_TRUE(P256Key::from_public(a.value().substr(21, 65)));
    EXPECT_NE(a.value().substr(0, 16), b.value().substr(0, 16));
    EXPECT_NE(a.value().substr(21, 65), b.value().substr(21, 65));
}

TEST(MessageEncryption, RefusesBadKeysAndLongPayloads) {
    Subscriber shortAuth = rfc_subscriber();
    shortAuth.authSecret.pop_back();
    EXPECT_EQ(encrypt_message(PLAINTEXT, shortAuth).error().code, "ERR_PUSH_KEY");

    Subscriber offCurve = rfc_subscriber();
    offCurve.publicKey[40] ^= 1;
    EXPECT_EQ(encrypt_message(PLAINTEXT, offCurve).error().code, "ERR_PUSH_KEY");

    Subscriber compressed = rfc_subscriber();
    compressed.publicKey = compressed.publicKey.substr(0, 33);
    EXPECT_EQ(encrypt_message(PLAINTEXT, compressed).error().code, "ERR_PUSH_KEY");

    // RFC 8291 section 4: 4096 bytes of body, of which 86 are the header, 16 the tag and 1 the delimiter.
    EXPECT_TRUE(encrypt_message(std::string(3993, 'x'), rfc_subscriber()));
    EXPECT_EQ(encrypt_message(std::string(3994, 'x'), rfc_subscriber()).error().code, "ERR_PUSH_PAYLOAD");
}

TEST(P256Key, RefusesScalarsOutsideTheCurveOrder) {
    EXPECT_EQ(P256Key::from_private(std::string(32, '\0')).error().code, "ERR_PUSH_KEY");
    EXPECT_EQ(P256Key::from_private(std::string(32, '\xff')).error().code, "ERR_PUSH_KEY");
    EXPECT_EQ(P256Key::from_private(std::string(31, '\x01')).error().code, "ERR_PUSH_KEY");
}

TEST(P256Key, BothSidesOfEcdhShareOneSecret) {
    Result<P256Key> a = P256Key::generate(), b = P256Key::generate();
    ASSERT_TRUE(a && b);
    Result<P256Key> bPublic = P256Key::from_public(b.value().public_point());
    Result<P256Key> aPublic = P256Key::from_public(a.value().public_point());
    ASSERT_TRUE(aPublic && bPublic);
    Result<std::string> ab = a.value().shared_secret(bPublic.value());
    Result<std::string> ba = b.value().shared_secret(aPublic.value());
    ASSERT_TRUE(ab && ba);
    EXPECT_EQ(ab.value().size(), 32u);
    EXPECT_EQ(ab.value(), ba.value());
    Result<P256Key> again = P256Key::from_private(a.value().private_scalar());
    ASSERT_TRUE(again);
    EXPECT_EQ(again.value().public_point(), a.value().public_point());
}

TEST(Base64url, HasNoPaddingAndRefusesOtherAlphabets) {
    EXPECT_EQ(base64url("\xfb\xff"), "-_8");
    EXPECT_EQ(from_base64url("-_8"), std::optional<std::string>("\xfb\xff"));
    EXPECT_FALSE(from_base64url("+/8"));
    EXPECT_FALSE(from_base64url("-_8="));
    EXPECT_FALSE(from_base64url("a b"));
}

} // namespace
} // namespace littletable::server::push
