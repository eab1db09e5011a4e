#include "server/players/player_traces.h"

#include <boost/asio/ip/address.hpp>
#include <spdlog/spdlog.h>

#include "server/common/secrets.h"

namespace littletable::server {

std::string device_cookie(std::string_view id, bool secure) {
    return std::string(DEVICE_COOKIE) + "=" + std::string(id) + "; Max-Age=" + std::to_string(DEVICE_COOKIE_SECONDS) +
           "; Path=/; HttpOnly; SameSite=Lax" + (secure ? "; Secure" : "");
}

bool address_counts(std::string_view address) {
    boost::system::error_code ec;
    const auto parsed = boost::asio::ip::make_address(std::string(address), ec);
    if (ec)
        return !address.empty();
    if (parsed.is_v6() && parsed.to_v6().is_v4_mapped())
        return !boost::asio::ip::make_address_v4(boost::asio::ip::v4_mapped, parsed.to_v6()).is_loopback();
    return !parsed.is_loopback();
}

void note_traces(TraceStorage& storage, int64_t player, std::string_view address, std::string_view deviceId,
                 int64_t nowMs) {
    // The kind is part of what is hashed: an address and a device id never hash alike.
    if (address_counts(address))
        if (auto r =
                storage.record_trace(player, trace_kind::ADDRESS, sha256_hex("address:" + std::string(address)), nowMs);
            !r)
            spdlog::warn("player {}: address trace not stored: {}", player, r.error().message);
    if (!deviceId.empty())
        if (auto r =
                storage.record_trace(player, trace_kind::DEVICE, sha256_hex("device:" + std::string(deviceId)), nowMs);
            !r)
            spdlog::warn("player {}: device trace not stored: {}", player, r.error().message);
}

} // namespace littletable::server
