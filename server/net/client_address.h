// The client address that per-address limits count against (rooms, sign-ups, sign-ins, reported games): the
// peer's, or, when the peer is a trusted proxy (the load balancer, `littletable serve --trusted-proxy`), the last
// address of X-Forwarded-For, the one that proxy appended. Addresses before it are the client's own word, and from
// any other peer the header is ignored: a client cannot choose the address it is counted as.
#pragma once

#include <boost/asio/ip/address.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.h"

namespace littletable::server {

class TrustedProxies {
public:
    /// None: every peer is a client.
    TrustedProxies() = default;
    /// IPv4 or IPv6 addresses. Error ERR_OPTIONS naming one that is not an address.
    static Result<TrustedProxies> parse(const std::vector<std::string>& addresses);

    /// The client address of a request from `peer` whose last X-Forwarded-For header is `forwardedFor` ("" when
    /// it has none). A last entry that is no address gives the peer's.
    std::string client_address(const boost::asio::ip::address& peer, std::string_view forwardedFor) const;

private:
    std::vector<boost::asio::ip::address> proxies;
};

} // namespace littletable::server
