// Messages between the nodes of a cluster (server/cluster/): a client socket of one node in a room another node
// plays, its frames both ways, its end. One struct per `t` with its fields' table (wire_fields.h); on the bus one
// flat JSON object `{t, from, at, ...fields}`, sealed by the sender (server/cluster/bus_seal.h).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <variant>

#include <nlohmann/json.hpp>

#include "engine/core/result.h"
#include "protocol/room_settings.h"
#include "protocol/wire_fields.h"

namespace littletable::protocol::bus {

/// A socket of the sender (`conn`, its id there) joins `room`, played by the receiver.
struct Attach {
    static constexpr std::string_view TYPE = "attach";
    std::string room;
    uint64_t conn = 0;
    SeatPlayer player; ///< the socket's signed-in player
    static auto fields() {
        return std::tuple{field("room", &Attach::room), field("conn", &Attach::conn), field("player", &Attach::player)};
    }
};
/// A client frame of the sender's socket, for the room (the text as the client sent it).
struct In {
    static constexpr std::string_view TYPE = "in";
    uint64_t conn = 0;
    std::string frame;
    static auto fields() { return std::tuple{field("conn", &In::conn), field("frame", &In::frame)}; }
};
/// A frame of the room, for the receiver's socket.
struct Out {
    static constexpr std::string_view TYPE = "out";
    uint64_t conn = 0;
    std::string frame;
    static auto fields() { return std::tuple{field("conn", &Out::conn), field("frame", &Out::frame)}; }
};
/// The room asks the receiver to close its socket (the room left the sender, or the sender stops).
struct Close {
    static constexpr std::string_view TYPE = "close";
    uint64_t conn = 0;
    static auto fields() { return std::tuple{field("conn", &Close::conn)}; }
};
/// The sender's socket closed: it leaves the room.
struct Detach {
    static constexpr std::string_view TYPE = "detach";
    uint64_t conn = 0;
    static auto fields() { return std::tuple{field("conn", &Detach::conn)}; }
};

using Message = std::variant<Attach, In, Out, Close, Detach>;

/// A message with its sender's name and when it was sent (Unix ms).
struct Envelope {
    std::string from;
    int64_t at = 0;
    Message message;
};

/// `{t, from, at, ...fields}`.
nlohmann::json to_json(const Envelope& e);
/// Reads what to_json writes. Errors: ERR_BAD_MESSAGE naming the field, or the unknown type.
Result<Envelope> read_envelope(const nlohmann::json& j);

} // namespace littletable::protocol::bus
