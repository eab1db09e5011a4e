// Voluntary Application Server Identification (RFC 8292): each push request carries a JWT signed with the
// server's P-256 key (ES256) for the push service's origin, and the public key the browser subscribed with.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/core/result.h"
#include "server/push/p256_key.h"

namespace littletable::server::push {

/// A JWT's lifetime: RFC 8292 section 2 lets a push service refuse one that expires more than 24 hours ahead.
constexpr int64_t VAPID_LIFETIME_S = 12 * 3600;

/// The origin (scheme://host[:port]) of an http or https endpoint URL, the JWT's `aud`. Errors:
/// ERR_PUSH_ENDPOINT (not an http(s) URL with a host).
Result<std::string> endpoint_origin(std::string_view endpoint);

/// The `Authorization` header value for a push to `endpoint`: `vapid t=JWT, k=PUBLIC_KEY` with the JWT's `aud`
/// the endpoint's origin, `exp` `nowS + VAPID_LIFETIME_S` (Unix seconds) and `sub` `subject` (a mailto: or https:
/// contact of the operator; left out when empty). Errors: those of endpoint_origin, ERR_PUSH_KEY.
Result<std::string> vapid_authorization(std::string_view endpoint, std::string_view subject, const P256Key& key,
                                        int64_t nowS);

} // namespace littletable::server::push
