#include "protocol/client_frames.h"

namespace littletable::protocol {

using nlohmann::json;

namespace in {

std::optional<Error> Hello::check(const FieldReader& d) const {
    if (v && *v < 0)
        return d.bad("v", "must be >= 0");
    return std::nullopt;
}

std::optional<Error> Sit::check(const FieldReader& d) const {
    if (seat && (*seat < 0 || *seat > 15))
        return d.bad("seat", "must be a seat number");
    return std::nullopt;
}

std::optional<Error> Move::check(const FieldReader& d) const {
    if (u.empty())
        return d.bad("u", "must be a move text");
    return std::nullopt;
}

} // namespace in

Result<ClientMessage> parse_client_message(std::string_view frame) {
    if (frame.size() > MAX_FRAME_BYTES)
        return make_error("ERR_FRAME_TOO_LARGE", "frame of " + std::to_string(frame.size()) + " bytes, limit " +
                                                     std::to_string(MAX_FRAME_BYTES));
    json j = json::parse(frame, nullptr, false);
    if (j.is_discarded())
        return make_error("ERR_BAD_JSON", "the frame is not JSON");
    if (!j.is_object() || !j.contains("t") || !j["t"].is_string())
        return make_error("ERR_BAD_FRAME", "a frame is {\"t\": type, \"d\": data}");
    static const json EMPTY = json::object();
    const json& d = j.contains("d") && !j["d"].is_null() ? j["d"] : EMPTY;
    if (!d.is_object())
        return make_error("ERR_BAD_FRAME", "\"d\" must be an object");

    const std::string t = j["t"].get<std::string>();
    if (auto message = read_message<ClientMessage>(t, FieldReader(d, "d.")))
        return *std::move(message);
    // Only a short, printable prefix of the unknown type goes back into the message.
    std::string shown;
    for (char c : t.substr(0, 32))
        shown += (c >= 0x20 && c < 0x7f) ? c : '?';
    return make_error("ERR_UNKNOWN_TYPE", "unknown message type '" + shown + "'");
}

std::optional<int64_t> ack_id_of(std::string_view frame) {
    if (frame.size() > MAX_FRAME_BYTES)
        return std::nullopt;
    json j = json::parse(frame, nullptr, false);
    if (!j.is_object() || !j.contains("d") || !j["d"].is_object())
        return std::nullopt;
    auto a = FieldReader(j["d"]).optional_int("a");
    return a ? a.value() : std::nullopt;
}

} // namespace littletable::protocol
