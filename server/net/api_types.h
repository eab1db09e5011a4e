// A JSON API request as the handlers see it, and their reply (docs/protocol.md).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace littletable::server {

struct ApiReply {
    unsigned status = 200;
    std::string body; ///< JSON
    std::vector<std::pair<std::string, std::string>> headers; ///< extra headers (Set-Cookie, Retry-After)
};

/// What the API sees of a request.
struct ApiRequest {
    std::string_view method; ///< "GET", "POST", ...
    std::string_view target; ///< path and query
    std::string_view body;
    std::string_view cookies; ///< the Cookie header
    std::string address; ///< the client's IP address
    bool https = false; ///< reached over HTTPS (a proxy's X-Forwarded-Proto): cookies are marked Secure
};

} // namespace littletable::server
