#include "protocol/client_frames.h"

namespace littletable::protocol {

using nlohmann::json;

namespace {

Error bad_field(std::string_view field, std::string_view what) {
    return make_error("ERR_BAD_FIELD", "d." + std::string(field) + ": " + std::string(what));
}

/// Optional string field: absent or null → nullopt; a string → its value; anything else → error.
Result<std::optional<std::string>> opt_string(const json& d, const char* field) {
    auto it = d.find(field);
    if (it == d.end() || it->is_null())
        return std::optional<std::string>();
    if (!it->is_string())
        return bad_field(field, "must be a string");
    return std::optional<std::string>(it->get<std::string>());
}

Result<std::optional<int64_t>> opt_int(const json& d, const char* field) {
    auto it = d.find(field);
    if (it == d.end() || it->is_null())
        return std::optional<int64_t>();
    if (!it->is_number_integer())
        return bad_field(field, "must be an integer");
    return std::optional<int64_t>(it->get<int64_t>());
}

Result<ClientMessage> parse_hello(const json& d) {
    auto secret = opt_string(d, "secret");
    if (!secret)
        return secret.error();
    auto v = opt_int(d, "v");
    if (!v)
        return v.error();
    if (v.value() && *v.value() < 0)
        return bad_field("v", "must be >= 0");
    return ClientMessage(in::Hello{secret.value(), v.value()});
}

Result<ClientMessage> parse_sit(const json& d) {
    auto seat = opt_int(d, "seat");
    if (!seat)
        return seat.error();
    if (seat.value() && (*seat.value() < 0 || *seat.value() > 15))
        return bad_field("seat", "must be a seat number");
    return ClientMessage(in::Sit{seat.value() ? std::optional<int>(int(*seat.value())) : std::nullopt});
}

Result<ClientMessage> parse_move(const json& d) {
    auto u = opt_string(d, "u");
    if (!u)
        return u.error();
    if (!u.value() || u.value()->empty())
        return bad_field("u", "must be a move text");
    auto a = opt_int(d, "a");
    if (!a)
        return a.error();
    if (!a.value())
        return bad_field("a", "must be an integer ack id");
    return ClientMessage(in::Move{*u.value(), *a.value()});
}

Result<ClientMessage> parse_claim(const json& d) {
    auto u = opt_string(d, "u");
    if (!u)
        return u.error();
    return ClientMessage(in::ClaimDraw{u.value().value_or("")});
}

} // namespace

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
    if (t == "hello")
        return parse_hello(d);
    if (t == "sit")
        return parse_sit(d);
    if (t == "move")
        return parse_move(d);
    if (t == "resign")
        return ClientMessage(in::Resign{});
    if (t == "drawOffer")
        return ClientMessage(in::DrawOffer{});
    if (t == "drawAccept")
        return ClientMessage(in::DrawAccept{});
    if (t == "drawDecline")
        return ClientMessage(in::DrawDecline{});
    if (t == "claimDraw")
        return parse_claim(d);
    if (t == "newGame")
        return ClientMessage(in::NewGame{});
    if (t == "ping")
        return ClientMessage(in::Ping{});
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
    const json& d = j["d"];
    if (auto it = d.find("a"); it != d.end() && it->is_number_integer())
        return it->get<int64_t>();
    return std::nullopt;
}

std::string make_frame(std::string_view t, json d) {
    json j = {{"t", t}, {"d", std::move(d)}};
    // Invalid UTF-8 (say, from a bad move text echoed back) is replaced rather than thrown.
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string make_error_frame(const Error& e, std::optional<int64_t> ack) {
    json d = {{"code", e.code}, {"message", e.message}};
    if (ack)
        d["a"] = *ack;
    return make_frame("error", std::move(d));
}

} // namespace littletable::protocol
