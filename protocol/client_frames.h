// Client → server WebSocket frames (docs/protocol.md), one struct per `t` with its fields' table (wire_fields.h),
// gathered in one closed variant (`ClientMessage`). Every frame is JSON `{"t": type, "d": data}`.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <variant>

#include "engine/core/result.h"
#include "protocol/wire_fields.h"

namespace littletable::protocol {

/// Frames longer than this get ERR_FRAME_TOO_LARGE (the socket stays open).
constexpr size_t MAX_FRAME_BYTES = 16 * 1024;

/// Client → server messages (ClientOut in lila-ws terms).
namespace in {
struct Hello {
    static constexpr std::string_view TYPE = "hello";
    std::optional<std::string> secret; ///< the seat's secret; absent = spectator
    std::optional<int64_t> v; ///< last event version the client saw
    static auto fields() { return std::tuple{field("secret", &Hello::secret), field("v", &Hello::v)}; }
    std::optional<Error> check(const FieldReader& d) const;
};
struct Sit {
    static constexpr std::string_view TYPE = "sit";
    std::optional<int> seat; ///< absent = the first free human seat
    static auto fields() { return std::tuple{field("seat", &Sit::seat)}; }
    std::optional<Error> check(const FieldReader& d) const;
};
struct Move {
    static constexpr std::string_view TYPE = "move";
    std::string u; ///< a legal move text
    int64_t a = 0; ///< ack id chosen by the client
    static auto fields() { return std::tuple{field("u", &Move::u), field("a", &Move::a)}; }
    std::optional<Error> check(const FieldReader& d) const;
};
struct Resign {
    static constexpr std::string_view TYPE = "resign";
};
struct DrawOffer {
    static constexpr std::string_view TYPE = "drawOffer";
};
struct DrawAccept {
    static constexpr std::string_view TYPE = "drawAccept";
};
struct DrawDecline {
    static constexpr std::string_view TYPE = "drawDecline";
};
struct ClaimDraw {
    static constexpr std::string_view TYPE = "claimDraw";
    std::string u; ///< empty = claim now; else claim by announcing this move
    static auto fields() { return std::tuple{optional_field("u", &ClaimDraw::u)}; }
};
/// Offers a new game in the room, or agrees to the one offered (a rematch): it starts when every player needed
/// agrees (docs/protocol.md).
struct NewGame {
    static constexpr std::string_view TYPE = "newGame";
};
/// Declines the rematch offer, or withdraws one's own.
struct NewGameDecline {
    static constexpr std::string_view TYPE = "newGameDecline";
};
/// Ends the game with no result before every seat has moved.
struct Abort {
    static constexpr std::string_view TYPE = "abort";
};
/// Claims the win (or, with `draw`, a draw) against opponents away past the grace time (ranked rooms).
struct ClaimWin {
    static constexpr std::string_view TYPE = "claimWin";
    bool draw = false;
    static auto fields() { return std::tuple{optional_field("draw", &ClaimWin::draw)}; }
};
struct Ping {
    static constexpr std::string_view TYPE = "ping";
};
} // namespace in

using ClientMessage =
    std::variant<in::Hello, in::Sit, in::Move, in::Resign, in::DrawOffer, in::DrawAccept, in::DrawDecline,
                 in::ClaimDraw, in::NewGame, in::NewGameDecline, in::Abort, in::ClaimWin, in::Ping>;

/// Parses one text frame. Errors: ERR_FRAME_TOO_LARGE (> MAX_FRAME_BYTES), ERR_BAD_JSON, ERR_BAD_FRAME (not an
/// object with a string `t` and an object or absent `d`), ERR_UNKNOWN_TYPE, ERR_BAD_FIELD (a field of the
/// wrong type; the message names it). The error's `a` is not known here: see `ack_id_of`.
Result<ClientMessage> parse_client_message(std::string_view frame);
/// The ack id of a frame that failed to parse, when it is a move with an integer `a` (so the error can carry it).
std::optional<int64_t> ack_id_of(std::string_view frame);

} // namespace littletable::protocol
