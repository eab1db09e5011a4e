#include "server/push/vapid.h"

#include <nlohmann/json.hpp>

#include "server/push/base64url.h"

namespace littletable::server::push {

Result<std::string> endpoint_origin(std::string_view endpoint) {
    const size_t scheme = endpoint.find("://");
    const std::string_view name = endpoint.substr(0, scheme == std::string_view::npos ? 0 : scheme);
    if (name != "https" && name != "http")
        return make_error("ERR_PUSH_ENDPOINT", "a push endpoint is an https:// (or http://) URL");
    const size_t hostStart = scheme + 3;
    const size_t hostEnd = endpoint.find_first_of("/?#", hostStart);
    const std::string_view host = endpoint.substr(hostStart, hostEnd - hostStart);
    if (host.empty() || host.find_first_of("@ \t\r\n") != std::string_view::npos)
        return make_error("ERR_PUSH_ENDPOINT", "a push endpoint names its host (and no user)");
    return std::string(endpoint.substr(0, hostStart)) + std::string(host);
}

Result<std::string> vapid_authorization(std::string_view endpoint, std::string_view subject, const P256Key& key,
                                        int64_t nowS) {
    Result<std::string> audience = endpoint_origin(endpoint);
    if (!audience)
        return audience.error();
    const nlohmann::json header = {{"typ", "JWT"}, {"alg", "ES256"}};
    nlohmann::json claims = {{"aud", audience.value()}, {"exp", nowS + VAPID_LIFETIME_S}};
    if (!subject.empty())
        claims["sub"] = subject;
    const std::string signingInput = base64url(header.dump()) + "." + base64url(claims.dump());
    Result<std::string> signature = key.sign_es256(signingInput);
    if (!signature)
        return signature.error();
    return "vapid t=" + signingInput + "." + base64url(signature.value()) + ", k=" + base64url(key.public_point());
}

} // namespace littletable::server::push
