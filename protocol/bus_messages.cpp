#include "protocol/bus_messages.h"

namespace littletable::protocol::bus {

using nlohmann::json;

json to_json(const Envelope& e) {
    json j = std::visit([](const auto& m) { return wire_json(m); }, e.message);
    j["t"] = type_of(e.message);
    j["from"] = e.from;
    j["at"] = e.at;
    return j;
}

Result<Envelope> read_envelope(const json& j) {
    const FieldReader in(j, "", "ERR_BAD_MESSAGE");
    auto t = in.required_string("t", "a message type");
    if (!t)
        return t.error();
    auto from = in.required_string("from", "a node's name");
    if (!from)
        return from.error();
    auto at = in.required_int("at");
    if (!at)
        return at.error();
    auto message = read_message<Message>(t.value(), in);
    if (!message)
        return in.bad("t", "unknown message type '" + t.value().substr(0, 32) + "'");
    if (!*message)
        return message->error();
    return Envelope{std::move(from).value(), at.value(), std::move(*message).value()};
}

} // namespace littletable::protocol::bus
