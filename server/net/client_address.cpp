#include "server/net/client_address.h"

#include <algorithm>

namespace littletable::server {

namespace ip = boost::asio::ip;

namespace {

/// An IPv4 peer seen through an IPv6 socket (::ffff:a.b.c.d) as the IPv4 address it is.
ip::address unmapped(const ip::address& a) {
    if (a.is_v6() && a.to_v6().is_v4_mapped())
        return ip::make_address_v4(ip::v4_mapped, a.to_v6());
    return a;
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

} // namespace

Result<TrustedProxies> TrustedProxies::parse(const std::vector<std::string>& addresses) {
    TrustedProxies out;
    for (const std::string& text : addresses) {
        boost::system::error_code ec;
        const ip::address a = ip::make_address(text, ec);
        if (ec)
            return make_error("ERR_OPTIONS", "trusted proxy '" + text + "' is not an IP address");
        out.proxies.push_back(unmapped(a));
    }
    return out;
}

std::string TrustedProxies::client_address(const ip::address& peer, std::string_view forwardedFor) const {
    const ip::address p = unmapped(peer);
    if (forwardedFor.empty() || std::find(proxies.begin(), proxies.end(), p) == proxies.end())
        return p.to_string();
    const size_t comma = forwardedFor.rfind(',');
    const std::string_view last =
        trimmed(comma == std::string_view::npos ? forwardedFor : forwardedFor.substr(comma + 1));
    boost::system::error_code ec;
    const ip::address client = ip::make_address(last, ec);
    return ec ? p.to_string() : unmapped(client).to_string();
}

} // namespace littletable::server
