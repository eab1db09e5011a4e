// VAPID (RFC 8292): the Authorization header's token and key, read back as a push service reads them.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "server/push/base64url.h"
#include "server/push/vapid.h"

namespace littletable::server::push {
namespace {

// RFC 8292 section 2.4's example endpoint.
constexpr char ENDPOINT[] = "https://push.example.net/push/JzLQ3raZJfFBR0aqvOMsLrt54w4rJUsV";

struct Header {
    std::string token, key;
};

Header parse(const std::string& value) {
    const std::string t = "vapid t=", k = ", k=";
    EXPECT_EQ(value.rfind(t, 0), 0u) << value;
    const size_t comma = value.find(k);
    EXPECT_NE(comma, std::string::npos) << value;
    return {value.substr(t.size(), comma - t.size()), value.substr(comma + k.size())};
}

nlohmann::json json_part(const std::string& part) { return nlohmann::json::parse(from_base64url(part).value()); }

TEST(Vapid, TheTokenIsAnEs256JwtForTheEndpointsOrigin) {
    Result<P256Key> key = P256Key::generate();
    ASSERT_TRUE(key);
    Result<std::string> value = vapid_authorization(ENDPOINT, "mailto:push@example.com", key.value(), 1'700'000'000);
    ASSERT_TRUE(value) << value.error().message;
    const Header h = parse(value.value());
    EXPECT_EQ(from_base64url(h.key), key.value().public_point());

    const size_t dot1 = h.token.find('.'), dot2 = h.token.rfind('.');
    ASSERT_NE(dot1, dot2);
    const nlohmann::json header = json_part(h.token.substr(0, dot1));
    const nlohmann::json claims = json_part(h.token.substr(dot1 + 1, dot2 - dot1 - 1));
    EXPECT_EQ(header, (nlohmann::json{{"typ", "JWT"}, {"alg", "ES256"}}));
    EXPECT_EQ(claims["aud"], "https://push.example.net");
    EXPECT_EQ(claims["sub"], "mailto:push@example.com");
    // RFC 8292 section 2: no more than 24 hours ahead.
    EXPECT_GT(claims["exp"].get<int64_t>(), 1'700'000'000);
    EXPECT_LE(claims["exp"].get<int64_t>(), 1'700'000'000 + 24 * 3600);

    Result<P256Key> publicOnly = P256Key::from_public(from_base64url(h.key).value());
    ASSERT_TRUE(publicOnly);
    const std::string signature = from_base64url(h.token.substr(dot2 + 1)).value();
    EXPECT_TRUE(publicOnly.value().verify_es256(h.token.substr(0, dot2), signature));
    EXPECT_FALSE(publicOnly.value().verify_es256(h.token.substr(0, dot2) + "x", signature));
}

TEST(Vapid, TheAudienceKeepsAPortAndDropsThePath) {
    EXPECT_EQ(endpoint_origin("http://127.0.0.1:9000/push/abc?x=1").value(), "http://127.0.0.1:9000");
    EXPECT_EQ(endpoint_origin("https://fcm.googleapis.com/fcm/send/x").value(), "https://fcm.googleapis.com");
}

TEST(Vapid, RefusesEndpointsThatAreNotHttpUrls) {
    for (const char* bad :
         {"", "ftp://push.example.net/x", "https://", "https:///x", "https://user@host/x", "javascript:alert(1)"})
        EXPECT_EQ(endpoint_origin(bad).error().code, "ERR_PUSH_ENDPOINT") << bad;
}

} // namespace
} // namespace littletable::server::push
