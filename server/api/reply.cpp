#include "server/api/reply.h"

#include <string_view>
#include <utility>

namespace littletable::server {

using nlohmann::json;

ApiReply reply(const json& j, unsigned status) {
    return {status, j.dump(-1, ' ', false, json::error_handler_t::replace), {}};
}

ApiReply error_reply(unsigned status, const Error& e) {
    return reply({{"error", {{"code", e.code}, {"message", e.message}}}}, status);
}

ApiReply error_reply(const Error& e) { return error_reply(status_of(e), e); }

unsigned status_of(const Error& e) {
    static constexpr std::pair<std::string_view, unsigned> STATUSES[] = {
        {"ERR_STORAGE", 503},         {"ERR_INTERNAL", 503},   {"ERR_NOT_SIGNED_IN", 401},
        {"ERR_SESSION_EXPIRED", 401}, {"ERR_SIGN_IN", 401},    {"ERR_SIGN_IN_REQUIRED", 401},
        {"ERR_BAD_TICKET", 403},      {"ERR_ORIGIN", 403},     {"ERR_NO_SEEK", 404},
        {"ERR_NO_ROOM", 404},         {"ERR_NO_GAME", 404},    {"ERR_NOT_FOUND", 404},
        {"ERR_METHOD", 405},          {"ERR_NAME_TAKEN", 409}, {"ERR_OWN_SEEK", 409},
        {"ERR_LOBBY_FULL", 409},      {"ERR_LOCKED_OUT", 429}, {"ERR_RATE_LIMITED", 429},
    };
    for (const auto& [code, status] : STATUSES)
        if (e.code == code)
            return status;
    return 400;
}

} // namespace littletable::server
