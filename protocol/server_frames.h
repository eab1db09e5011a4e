// Server → client WebSocket frames (docs/protocol.md), one struct per `t` with its fields' table (wire_fields.h):
// a room makes these values and `frame_text` writes them. Room events carry their version `v`, set when the room
// emits them. A game's own JSON (`state`, `geometry`) comes from game_json.h.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <variant>
#include <vector>

#include "engine/core/game.h"
#include "protocol/client_frames.h"
#include "protocol/game_json.h"
#include "protocol/room_settings.h"
#include "protocol/wire_fields.h"

namespace littletable::protocol {

template<>
struct WireOf<MoveView> {
    static nlohmann::json json(const MoveView& m) { return move_json(m); }
};
template<>
struct WireOf<RoomSettings> {
    static nlohmann::json json(const RoomSettings& s) { return to_json(s); }
};

/// Server → client messages (ClientIn in lila-ws terms), and the values they are made of.
namespace out {

/// A seat as clients see it: who holds it, whether they are here, whether the CPU plays for them.
struct SeatView {
    Seat seat = NO_SEAT;
    std::string kind; ///< "human" or "cpu"
    std::optional<int> level; ///< a CPU seat's level
    std::string name;
    bool taken = false;
    bool connected = false;
    bool cpuPlaying = false; ///< a CPU takeover of a human seat
    bool mayOfferDraw = false; ///< the seat's draw offer passes the other seats' check
    bool abandoned = false; ///< ranked: away past the grace time, so the others may claim the game
    static auto fields() {
        return std::tuple{field("seat", &SeatView::seat),
                          field("kind", &SeatView::kind),
                          field("level", &SeatView::level),
                          field("name", &SeatView::name),
                          field("taken", &SeatView::taken),
                          field("connected", &SeatView::connected),
                          field("cpuPlaying", &SeatView::cpuPlaying),
                          field("mayOfferDraw", &SeatView::mayOfferDraw),
                          field("abandoned", &SeatView::abandoned)};
    }
};

/// How a ranked game changed one seat's rating (rounded). `result`: 1 first alone, 0 first shared, -1 not first.
struct RatingChange {
    Seat seat = NO_SEAT;
    std::string name;
    int64_t before = 0;
    int64_t after = 0;
    bool provisional = false;
    int result = 0;
    static auto fields() {
        return std::tuple{field("seat", &RatingChange::seat),
                          field("name", &RatingChange::name),
                          field("before", &RatingChange::before),
                          field("after", &RatingChange::after),
                          field("provisional", &RatingChange::provisional),
                          field("result", &RatingChange::result)};
    }
};

/// The time per move of the seat to move.
struct MoveClock {
    Seat seat = NO_SEAT;
    int64_t remainingMs = 0;
    static auto fields() {
        return std::tuple{field("seat", &MoveClock::seat), field("remainingMs", &MoveClock::remainingMs)};
    }
};

/// Every seat's game clock: the time left by seat as of the frame, the seat whose clock runs, the increment.
struct GameClocks {
    std::vector<int64_t> remainingMs;
    std::optional<Seat> running;
    int64_t incrementMs = 0;
    static auto fields() {
        return std::tuple{field("remainingMs", &GameClocks::remainingMs), field("running", &GameClocks::running),
                          field("incrementMs", &GameClocks::incrementMs)};
    }
};

/// The seat a socket plays; none for a spectator.
struct You {
    std::optional<Seat> seat;
    static auto fields() { return std::tuple{field("seat", &You::seat)}; }
};

struct Snapshot {
    static constexpr std::string_view TYPE = "snapshot";
    uint64_t v = 0;
    std::string room;
    std::string game;
    nlohmann::json geometry;
    std::vector<SeatView> seats;
    RoomSettings settings;
    You you;
    nlohmann::json state;
    std::optional<std::vector<RatingChange>> ratings; ///< the current game's, once rated
    std::optional<std::string> unrated; ///< why the current ranked game was not rated (Ratings::unrated)
    static auto fields() {
        return std::tuple{field("v", &Snapshot::v),
                          field("room", &Snapshot::room),
                          field("game", &Snapshot::game),
                          field("geometry", &Snapshot::geometry),
                          field("seats", &Snapshot::seats),
                          field("settings", &Snapshot::settings),
                          field("you", &Snapshot::you),
                          field("state", &Snapshot::state),
                          field("ratings", &Snapshot::ratings),
                          field("unrated", &Snapshot::unrated)};
    }
};
struct Seated {
    static constexpr std::string_view TYPE = "seated";
    Seat seat = NO_SEAT;
    std::optional<std::string> secret; ///< absent for a socket seated as its signed-in player
    static auto fields() { return std::tuple{field("seat", &Seated::seat), field("secret", &Seated::secret)}; }
};
struct Ack {
    static constexpr std::string_view TYPE = "ack";
    int64_t a = 0;
    static auto fields() { return std::tuple{field("a", &Ack::a)}; }
};
/// A refusal: nothing changed. `a`: the refused move's ack id.
struct Error {
    static constexpr std::string_view TYPE = "error";
    std::string code;
    std::string message;
    Omittable<int64_t> a;
    static auto fields() {
        return std::tuple{field("code", &Error::code), field("message", &Error::message), field("a", &Error::a)};
    }
};
struct Pong {
    static constexpr std::string_view TYPE = "pong";
};

// Room events: versioned, kept for reconnecting clients.

/// A move played. `state` has no history: clients append the move to theirs.
struct Move {
    static constexpr std::string_view TYPE = "move";
    uint64_t v = 0;
    Seat seat = NO_SEAT;
    MoveView move;
    bool cpu = false;
    nlohmann::json state;
    static auto fields() {
        return std::tuple{field("v", &Move::v), field("seat", &Move::seat), field("move", &Move::move),
                          field("cpu", &Move::cpu), field("state", &Move::state)};
    }
};
struct Seats {
    static constexpr std::string_view TYPE = "seats";
    uint64_t v = 0;
    std::vector<SeatView> seats;
    static auto fields() { return std::tuple{field("v", &Seats::v), field("seats", &Seats::seats)}; }
};
struct Draw {
    static constexpr std::string_view TYPE = "draw";
    uint64_t v = 0;
    std::optional<Seat> offeredBy; ///< none: no offer stands
    static auto fields() { return std::tuple{field("v", &Draw::v), field("offeredBy", &Draw::offeredBy)}; }
};
/// The game ended off the board (resignation, agreement, claim, time).
struct End {
    static constexpr std::string_view TYPE = "end";
    uint64_t v = 0;
    nlohmann::json state;
    static auto fields() { return std::tuple{field("v", &End::v), field("state", &End::state)}; }
};
struct NewGame {
    static constexpr std::string_view TYPE = "newGame";
    uint64_t v = 0;
    nlohmann::json state;
    std::vector<SeatView> seats;
    static auto fields() {
        return std::tuple{field("v", &NewGame::v), field("state", &NewGame::state), field("seats", &NewGame::seats)};
    }
};
/// A clock started, moved to another seat or stopped outside a move.
struct Clock {
    static constexpr std::string_view TYPE = "clock";
    uint64_t v = 0;
    std::optional<MoveClock> clock;
    std::optional<GameClocks> clocks;
    static auto fields() {
        return std::tuple{field("v", &Clock::v), field("clock", &Clock::clock), field("clocks", &Clock::clocks)};
    }
};
/// A ranked game's rating changes; none with `unrated`, the reason the game was not rated ("shared-address",
/// "shared-device").
struct Ratings {
    static constexpr std::string_view TYPE = "ratings";
    uint64_t v = 0;
    std::vector<RatingChange> ratings;
    std::optional<std::string> unrated;
    static auto fields() {
        return std::tuple{field("v", &Ratings::v), field("ratings", &Ratings::ratings),
                          field("unrated", &Ratings::unrated)};
    }
};
/// The rematch offer after a game: who offered it and who agreed so far; none: no offer stands.
struct Rematch {
    static constexpr std::string_view TYPE = "rematch";
    uint64_t v = 0;
    std::optional<Seat> offeredBy;
    std::vector<Seat> agreed;
    static auto fields() {
        return std::tuple{field("v", &Rematch::v), field("offeredBy", &Rematch::offeredBy),
                          field("agreed", &Rematch::agreed)};
    }
};

} // namespace out

/// The room events, each with its version.
using Event =
    std::variant<out::Move, out::Seats, out::Draw, out::End, out::NewGame, out::Clock, out::Ratings, out::Rematch>;
/// Every server → client frame.
using ServerFrame = std::variant<out::Snapshot, out::Seated, out::Ack, out::Error, out::Pong, out::Move, out::Seats,
                                 out::Draw, out::End, out::NewGame, out::Clock, out::Ratings, out::Rematch>;

/// The `error` frame of `e`, with the refused move's ack id if any.
inline out::Error error_frame(const Error& e, std::optional<int64_t> ack = std::nullopt) {
    return out::Error{e.code, e.message, {ack}};
}
/// The `error` frame of `e` for a client frame refused before a room saw it, with its ack id if it has one.
inline out::Error refusal_of(const Error& e, std::string_view clientFrame) {
    return error_frame(e, ack_id_of(clientFrame));
}

} // namespace littletable::protocol
