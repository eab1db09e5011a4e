// Delivery of one Web Push message (RFC 8030 section 5): an HTTP POST of the encrypted body to the
// subscription's endpoint with the VAPID Authorization header, over TLS with the peer's certificate checked.
// The endpoint comes from a browser, so it is a URL a user chose: only https (http only where the operator
// allows it, for a local test service), and no address of this machine or its private networks unless allowed.
// Blocking: call it off the I/O threads.
#pragma once

#include <chrono>
#include <string>

#include "engine/core/result.h"

namespace littletable::server::push {

struct DeliveryPolicy {
    bool allowHttp = false; ///< plain http endpoints (a local test service)
    bool allowPrivateAddresses = false; ///< endpoints on loopback, private or link-local addresses
    std::chrono::milliseconds timeout{10'000};
};

struct PushRequest {
    std::string endpoint;
    std::string authorization; ///< vapid.h's header value
    std::string body; ///< message_encryption.h's body
    int ttlSeconds = 0; ///< how long the push service may keep it for an offline browser
    std::string urgency = "normal"; ///< RFC 8030 section 5.3
    std::string topic; ///< RFC 8030 section 5.4: a newer message of one topic replaces the older; empty: none
};

/// What the push service answered.
enum class Delivery {
    ACCEPTED, ///< 201: it will deliver it
    GONE, ///< 404 or 410: the subscription ended; forget it
    REFUSED, ///< any other answer (too large, too many, unauthorised, ...)
};

struct DeliveryResult {
    Delivery delivery = Delivery::REFUSED;
    int status = 0;
};

/// POSTs `r`. Errors: ERR_PUSH_ENDPOINT (a URL or an address the policy does not allow, or one that does not
/// resolve), ERR_PUSH_NETWORK (no connection, TLS failure, timeout).
Result<DeliveryResult> deliver(const PushRequest& r, const DeliveryPolicy& policy);

} // namespace littletable::server::push
