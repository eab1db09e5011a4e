// The WebSocket vocabulary of docs/protocol.md. Client → server frames parse into one closed variant
// (`ClientMessage`, one struct per `t`); server → client frames are built here as text. Every frame is JSON
// `{"t": type, "d": data}`.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include <nlohmann/json.hpp>

#include "engine/core/result.h"

namespace littletable::protocol {

/// Frames longer than this get ERR_FRAME_TOO_LARGE (the socket stays open).
constexpr size_t MAX_FRAME_BYTES = 16 * 1024;

/// Client → server messages (ClientOut in lila-ws terms).
namespace in {
struct Hello {
    std::optional<std::string> secret; ///< the seat's secret; absent = spectator
    std::optional<int64_t> v; ///< last event version the client saw
};
struct Sit {
    std::optional<int> seat; ///< absent = the first free human seat
};
struct Move {
    std::string u; ///< a legal move text
    int64_t a = 0; ///< ack id chosen by the client
};
struct Resign {};
struct DrawOffer {};
struct DrawAccept {};
struct DrawDecline {};
struct ClaimDraw {
    std::string u; ///< empty = claim now; else claim by announcing this move
};
struct NewGame {};
struct Ping {};
} // namespace in

using ClientMessage = std::variant<in::Hello, in::Sit, in::Move, in::Resign, in::DrawOffer, in::DrawAccept,
                                   in::DrawDecline, in::ClaimDraw, in::NewGame, in::Ping>;

/// Parses one text frame. Errors: ERR_FRAME_TOO_LARGE (> MAX_FRAME_BYTES), ERR_BAD_JSON, ERR_BAD_FRAME (not an
/// object with a string `t` and an object or absent `d`), ERR_UNKNOWN_TYPE, ERR_BAD_FIELD (a field of the
/// wrong type; the message names it). The error's `a` is not known here: see `ack_id_of`.
Result<ClientMessage> parse_client_message(std::string_view frame);
/// The ack id of a frame that failed to parse, when it is a move with an integer `a` (so the error can carry it).
std::optional<int64_t> ack_id_of(std::string_view frame);

/// `{"t": t, "d": d}` as text.
std::string make_frame(std::string_view t, nlohmann::json d = nlohmann::json::object());
/// `{"t":"error","d":{"code","message"[,"a"]}}`.
std::string make_error_frame(const Error& e, std::optional<int64_t> ack = std::nullopt);

} // namespace littletable::protocol
