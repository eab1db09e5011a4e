// A room: seats, settings and the current Game, as a pure state machine. It does no I/O and reads no clock but
// the wall clock it is given (WallClock, for days-per-move deadlines, which outlast the process): the caller
// (room_host.h) passes the time, hands in client messages, timer ticks and CPU results, and carries out the
// returned Effects — frames to send, searches to start or cancel. Storage is the one collaborator it calls
// directly, because a move must be stored before it is broadcast and refused when it cannot be.
//
// Seats and game seats are the same numbers: seat s plays the game's seat s (seat 0 moves first in the standard
// start). "Rotating the start" therefore moves the players: at each new game every seat's player, secret and
// configuration move one seat back, so the player of the next seat clockwise moves first, and each socket is told
// its new seat with `seated`.
//
// Takeover: a human seat whose player has been away for settings.graceSeconds is played by the CPU at
// TAKEOVER_LEVEL (`cpuPlaying`) until a socket of that seat says hello again (with its secret, or as its
// signed-in player) or plays a move itself. A seat is present while any of its sockets is there: a signed-in
// player's devices all sit in the player's seat. A player who is there but runs out of per-move time gets one CPU
// move (`cpuOneMove`), then the seat back; if they are gone by then, the takeover goes on as for an away player. A game clock (base plus increment)
// instead ends the game when it runs out (or eliminates the seat, four-player chess). Clocks run only once every seat
// is taken (a room waiting for a player times nobody out). Days per move (correspondence, settings.daysPerMove)
// give each turn of a human seat that many days on the wall clock, whether anyone is in the room or not; the
// deadline is stored (Storage::save_deadline), so a restart or a room that left memory keeps it, and a deadline
// that passed meanwhile makes the flag fall at start (RoomManager::flag_due finds those not in memory). The flag
// falls as with a game clock; nobody is taken over in such a room (players come and go for days). A takeover is for the players who wait: the grace
// period counts only while another human player is here (a player who never came, or left while nobody else was
// there, gets the full grace period from the moment someone arrives), and spectators alone start none. CPU moves
// wait while no socket of the room has said hello: an abandoned room costs nothing.
#pragma once

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ai/cpu_player.h"
#include "engine/core/game.h"
#include "engine/core/off_board.h"
#include "server/common/wall_clock.h"
#include "server/players/rating_recorder.h"
#include "server/room/connection.h"
#include "server/room/turn_notice.h"
#include "protocol/client_frames.h"
#include "protocol/room_settings.h"
#include "protocol/server_frames.h"
#include "server/storage/storage.h"

namespace littletable::server {

/// Milliseconds on the caller's monotonic clock.
using Millis = int64_t;
/// Milliseconds since the Unix epoch, and where a room reads them (tests inject their own).
using UnixMillis = int64_t;
using WallClock = std::function<UnixMillis()>;

/// The CPU level that plays for an away or timed-out human: a mid-ladder player (level 4 of 8) that keeps the
/// game honest without crushing a casual opponent or throwing the absent player's position away.
constexpr int TAKEOVER_LEVEL = 4;
/// A takeover move is quick: at most this long (milliseconds), so the returning player finds the game moving.
constexpr int64_t TAKEOVER_MAX_MS = 1500;
/// A CPU search under a game clock leaves this much (milliseconds) of its clock for the server's own delays: the
/// worker queue, storing the move.
constexpr int64_t CPU_MOVE_OVERHEAD_MS = 200;
/// A CPU under a game clock spreads its time left over this many moves (a sudden-death share, as engines do).
constexpr int64_t CPU_CLOCK_MOVES = 30;
/// Recent events kept for reconnecting clients; older gaps get a snapshot.
constexpr size_t EVENT_RING_SIZE = 64;
/// Event versions are reserved in storage this many at a time (Room::emit).
constexpr uint64_t VERSION_BLOCK = 1024;
/// Ack ids remembered per seat for idempotent moves.
constexpr size_t ACKS_KEPT = 256;

/// One frame for one socket. Broadcast frames share their text.
struct Outgoing {
    ConnId to = 0;
    std::shared_ptr<const std::string> frame;
};

/// A search the caller must run (on a worker, never on an I/O thread) and report with Room::cpu_moved(id, ...).
struct CpuRequest {
    uint64_t id = 0;
    Seat seat = NO_SEAT;
    std::shared_ptr<const Game> game; ///< a private copy of the position
    ai::CpuLimits limits;
};

/// What the caller must do after a call into the room, in order.
struct Effects {
    std::vector<Outgoing> frames;
    std::vector<CpuRequest> searches;
    std::vector<uint64_t> cancelled; ///< ids of searches whose results will be ignored: stop them
    std::optional<FinishedGame> finished; ///< a ranked game ended: rate it, then call Room::ratings_known
    std::vector<TurnNotice> turns; ///< players whose turn came while they are not in the room: tell them
};

/// A seat's live state.
struct SeatState {
    protocol::SeatKind kind = protocol::SeatKind::HUMAN;
    int level = 0;
    std::string secretHash; ///< SHA-256 hex of the secret; empty while free
    int connections = 0; ///< sockets said hello with this seat's secret
    bool cpuPlaying = false; ///< a human seat played by the CPU (away or out of time)
    bool cpuOneMove = false; ///< with cpuPlaying: only until the CPU's next move for the seat (timeout)
    std::optional<Millis> awaySince; ///< a taken human seat with no socket since then
    std::deque<int64_t> acks; ///< recent ack ids of moves applied for this seat
    protocol::SeatPlayer player; ///< the signed-in player who holds the seat, if any

    bool taken() const { return kind == protocol::SeatKind::CPU || !secretHash.empty(); }
    bool cpu_controlled() const { return kind == protocol::SeatKind::CPU || cpuPlaying; }
};

class Room {
public:
    struct Created;

    /// A new room from a validated spec: stores it and seats the creator. Errors: the game's, ERR_STORAGE.
    static Result<Created> create(const protocol::RoomSpec& spec, std::string id, Storage& storage, Millis now,
                                  WallClock wall = unix_ms);
    /// A room rebuilt from storage by replaying its current game; every taken human seat starts away (its
    /// grace period runs from `now`). The seat to move keeps its stored days-per-move deadline (start() makes its
    /// flag fall if it passed). Errors: the game's creation errors. A stored move the game refuses ends the replay
    /// there (logged).
    static Result<std::unique_ptr<Room>> restore(const RoomRecord& record, Storage& storage, Millis now,
                                                 WallClock wall = unix_ms);

    Room(const Room&) = delete;
    Room& operator=(const Room&) = delete;

    /// Starts what the state calls for (a CPU to move, a clock, a flag whose deadline passed while the room was
    /// not running): call once after create or restore.
    Effects start(Millis now);
    /// A socket opened, of the signed-in `player` (id 0: nobody signed in; a socket already known keeps its
    /// player). It receives nothing until it says hello; its hello seats it in its player's seat even without the
    /// secret. The first signed-in socket to hold a human seat gives the seat its player's name.
    void connect(ConnId c, protocol::SeatPlayer player = {});
    /// A socket closed: its seat may become away.
    Effects disconnect(ConnId c, Millis now);
    /// A parsed client message from socket `c` (docs/protocol.md). Refusals are `error` frames to `c` that
    /// change nothing.
    Effects receive(ConnId c, const protocol::ClientMessage& m, Millis now);
    /// The result of CpuRequest `id`. Stale results (the position moved on, the player came back) are dropped;
    /// a failed search (no CPU player for the game, ...) falls back to a random legal move so the game never stalls.
    Effects cpu_moved(uint64_t id, const Result<std::string>& move, Millis now);
    /// The rating changes of the ranked game that ended (Effects::finished): announced with a `ratings` event and
    /// kept for snapshots until the next game. Changes of an earlier game are dropped.
    /// `unrated`: why a ranked game was not rated (no changes then), told with the same event.
    Effects ratings_known(int gameNo, const std::vector<RatingChange>& changes,
                          std::optional<std::string> unrated = std::nullopt);

    /// Where the room reads a player's rating when they sit in a room with a rating range (null: nobody sits in
    /// such a room, as no range can be checked).
    void read_ratings_from(RatingRecorder* r) { ratingSource = r; }

    /// Fires expired deadlines (move clock, grace periods). Call at next_deadline() or later.
    Effects on_timer(Millis now);
    /// When on_timer next has something to do; nullopt = nothing pending.
    std::optional<Millis> next_deadline() const;
    /// The room has days per move: its deadline is kept in storage, where RoomManager::flag_due finds it, so it
    /// needs no timer and no memory while nobody is in the room.
    bool days_clock() const { return settings_.daysPerMove > 0; }

    const std::string& id() const { return id_; }
    const std::string& variant() const { return variant_; }
    uint64_t version() const { return version_; }
    int game_no() const { return gameNo; }
    const Game& game() const { return *game_; }
    const protocol::RoomSettings& settings() const { return settings_; }
    const SeatState& seat(Seat s) const { return seats.at(size_t(s)); }
    int seat_count() const { return int(seats.size()); }
    /// The seat socket `c` plays, NO_SEAT for a spectator or an unknown socket.
    Seat seat_of(ConnId c) const;
    /// The game is over, by the rules or by the platform (resignation, agreement, claim, move limit).
    bool over() const;
    /// The search in flight, if any (tests).
    std::optional<uint64_t> pending_search() const { return pending ? std::optional(pending->id) : std::nullopt; }

    /// `GET /api/rooms/ID`: `{room, game, seats, settings, status}` with no secrets.
    nlohmann::json info_json() const;
    /// The `snapshot` for socket `c`.
    protocol::out::Snapshot snapshot(ConnId c, Millis now) const;
    nlohmann::json snapshot_json(ConnId c, Millis now) const { return protocol::wire_json(snapshot(c, now)); }
    /// The `state` object of docs/protocol.md. `withHistory` false leaves out `history` (the `move` event: the
    /// client appends the event's move to the history it has, so a move costs the same at ply 1 and ply 300).
    nlohmann::json state_json(Millis now, bool withHistory = true) const;
    std::vector<protocol::out::SeatView> seat_views() const;
    nlohmann::json seats_json() const { return protocol::wire_json(seat_views()); }
    /// Whether seat `s` may offer a draw as far as the other seats go: every other seat still in the game is a
    /// taken human seat the CPU does not play for, so someone can answer it (else ERR_DRAW_CPU).
    bool draw_answerable(Seat s) const;

private:
    struct Conn {
        Seat seat = NO_SEAT;
        /// Kept in memory only, to tell the socket its seat again after a rotation; empty for a socket seated as
        /// its signed-in player.
        std::string secret;
        bool greeted = false;
        protocol::SeatPlayer player; ///< the signed-in player of the socket's session cookie, if any
    };
    struct Pending {
        uint64_t id;
        Seat seat;
        int gameNo;
        size_t ply;
    };

    Room(std::string id, std::string variant, std::string fen, protocol::RoomSettings settings, Storage& storage,
         WallClock wall);

    // room.cpp: sockets, seats, events.
    void hello(Effects& fx, ConnId c, const protocol::in::Hello& h, Millis now);
    void sit(Effects& fx, ConnId c, const protocol::in::Sit& s, Millis now);
    /// ERR_RATING_RANGE when the player's rating in the game is outside the room's range (a seek's), else none.
    std::optional<Error> rating_range_error(const protocol::SeatPlayer& player);
    bool bind(Effects& fx, ConnId c, Seat s, const std::string& secret, Millis now);
    bool unbind(ConnId c, Millis now);
    /// Whether a human player other than seat `s`'s is here (a socket of their seat said hello): the CPU takes
    /// over an away seat only for someone who waits for it, never for spectators alone.
    bool another_player_present(Seat s) const;
    /// Whether seat `s` is a human seat away for its grace period while another player is here.
    bool takeover_due(Seat s, Millis now) const;
    /// When seat `s`'s takeover falls due, if it is away; nullopt otherwise.
    std::optional<Millis> takeover_at(Seat s) const;
    bool reclaim(Effects& fx, Seat s, Millis now);
    /// After move `mv`: a notice for the signed-in player of the seat to move when no socket of theirs is here.
    void tell_turn(Effects& fx, const MoveView& mv) const;
    void catch_up(Effects& fx, ConnId c, std::optional<int64_t> v, Millis now);
    Seat seat_by_secret(const std::string& secret) const;
    /// The human seat signed-in `player` holds (the first, should it hold several), NO_SEAT for none or id 0.
    Seat seat_of_player(int64_t player) const;
    /// The `seated` frame for a socket's seat: with the secret only when the socket proved it (hello, sit).
    static protocol::out::Seated seated_frame(const Conn& conn);
    std::vector<SeatRecord> seat_records() const;
    static SeatRecord record_of(const SeatState& s);
    /// The ranked game that just ended, for the caller to rate: players and standings by seat (rating/pairwise.h:
    /// with two seats the winner has 1 point; with more, the game's points, and a seat that resigned lost).
    FinishedGame finished_game() const;
    /// Sets Effects::finished when the room is ranked and its game is over.
    void note_finished(Effects& fx) const;
    /// Gives human seat `s` the signed-in player of socket `c` if it has none yet, stored first.
    bool claim_for_player(ConnId c, Seat s);
    void send(Effects& fx, ConnId c, const protocol::ServerFrame& frame) const;
    void refuse(Effects& fx, ConnId c, const Error& e, std::optional<int64_t> ack = std::nullopt) const;
    /// Numbers the event (the version reserved in storage), keeps it for reconnecting clients and sends it to every
    /// greeted socket.
    void emit(Effects& fx, protocol::Event event);
    void emit_seats(Effects& fx);
    uint64_t next_version();

    // room_play.cpp: the game.
    void move(Effects& fx, ConnId c, const protocol::in::Move& m, Millis now);
    void resign(Effects& fx, ConnId c, Millis now);
    void draw_offer(Effects& fx, ConnId c);
    void draw_answer(Effects& fx, ConnId c, bool accept, Millis now);
    void claim_draw(Effects& fx, ConnId c, const protocol::in::ClaimDraw& m, Millis now);
    /// Seat of `c` offers or agrees to a new game; it starts once rematch_agreed().
    void new_game(Effects& fx, ConnId c, Millis now);
    void new_game_decline(Effects& fx, ConnId c);
    /// Whether every player a new game needs agrees: each human seat present; in a ranked room every taken human
    /// seat, which must be present (an absent player is never put into a rated game).
    bool rematch_agreed() const;
    /// Seat `s` has no socket left: its agreement lapses, and the whole offer when it made it.
    void rematch_left(Effects& fx, Seat s);
    void emit_rematch(Effects& fx);
    /// The next game, with the players rotated where the settings say so.
    void start_next_game(Effects& fx, ConnId c, Millis now);
    /// Whether the game may still be aborted: it is not over and some seat has not moved yet.
    bool abortable() const;
    void abort_game(Effects& fx, ConnId c, Millis now);
    /// Whether the others may claim the game against seat `s`: a ranked room's human seat away past its grace time
    /// (taken over by the CPU, or, given `now`, due for it).
    bool abandoned(Seat s, std::optional<Millis> now = std::nullopt) const;
    void claim_win(Effects& fx, ConnId c, const protocol::in::ClaimWin& m, Millis now);
    /// Where the rules let a leaving seat drop out in its own turn (four-player chess): the claimed seat `s`
    /// leaves now. Returns false when the game refuses it (the caller plays on).
    bool forfeit_claimed(Effects& fx, Seat s, Millis now);
    /// Records the move just played on the game and ends the game where the rules or the move limit say so.
    Result<Ok> commit_move(Effects& fx, Seat s, const MoveView& mv, bool cpu,
                           std::optional<std::pair<ConnId, int64_t>> ack, Millis now);
    /// Stores the move just played on the game with its mover's clock (taking it back if that fails), then
    /// acknowledges it to `ack`'s socket and broadcasts the `move` event.
    Result<Ok> record_move(Effects& fx, Seat s, const MoveView& mv, bool cpu,
                           std::optional<std::pair<ConnId, int64_t>> ack, Millis now);
    Result<Ok> finish(Effects& fx, Ending e, Millis now);
    Result<Ok> carry_out(Effects& fx, const off_board::Decision& d, Seat s, Millis now);
    void cpu_move(Effects& fx, uint64_t id, const Result<std::string>& move, Millis now);
    std::string fallback_move();
    /// The seat of a greeted, seated socket, or a refusal sent to it (ERR_HELLO_FIRST, ERR_NOT_SEATED).
    Seat player_of(Effects& fx, ConnId c, std::optional<int64_t> ack = std::nullopt) const;

    // room_clock.cpp: clocks, presence, CPU searches.
    void schedule(Effects& fx, Millis now, bool newTurn);
    void cancel_search(Effects& fx);
    ai::CpuLimits limits_for(Seat s, Millis now) const;
    bool game_clock() const { return settings_.clockBase > 0; }
    /// Every seat's game clock back to the base (a new game, a restored room).
    void reset_clocks();
    /// Starts seat `s`'s clock unless it runs already (`newTurn`: a per-move clock starts afresh).
    void run_clock(Seat s, Millis now, bool newTurn);
    /// Stops the running clock; a game clock keeps what is left.
    void stop_clock(Millis now);
    /// Seat `s` moved: its game clock stops and gains the increment.
    void charge_move(Seat s, Millis now);
    /// With a game clock, the time `s` has left after a move it makes now (what its move stores); nullopt without one.
    std::optional<Millis> clock_after_move(Seat s, Millis now) const;
    /// With days per move: stores the deadline (or that none runs) when storage holds another one.
    void store_deadline();
    /// The running game clock is at zero: the seat loses on time (is eliminated where the rules say so).
    void flag_fall(Effects& fx, Millis now);
    /// Fires a game clock or a days-per-move deadline that ran out before this call (a move that arrives too late
    /// is not played).
    void check_flag(Effects& fx, Millis now);
    /// Sends a `clock` event when the clocks changed since the last event that carried them.
    void announce_clock(Effects& fx, Millis now);
    /// The clock of the seat to move while it runs: a time per move or days per move (never with a game clock).
    std::optional<protocol::out::MoveClock> move_clock(Millis now) const;
    /// The game clocks of a room that has them.
    std::optional<protocol::out::GameClocks> game_clocks(Millis now) const;

    std::string id_;
    std::string variant_;
    std::string fen_; ///< every game of the room starts here (empty = standard)
    protocol::RoomSettings settings_;
    Storage& storage;
    WallClock wall;
    RatingRecorder* ratingSource = nullptr;

    std::vector<SeatState> seats;
    std::unique_ptr<Game> game_;
    std::vector<Seat> moveSeats; ///< who played each move of the current game
    int gameNo = 1;
    std::optional<Ending> ending; ///< set when the platform ended the game (or a claim did)
    /// The current game's rating changes once rated (ranked rooms).
    std::optional<std::vector<protocol::out::RatingChange>> ratings;
    Seat drawOffer = NO_SEAT;
    uint8_t drawAgreed = 0; ///< seats that agreed to the pending offer (bit mask)
    Seat rematchBy = NO_SEAT; ///< the seat that offered a new game after this one
    uint8_t rematchAgreed = 0; ///< seats that agreed to it (bit mask)
    /// Seats a claim put out of a game that goes on without them: each leaves at its next turn.
    uint8_t claimedAgainst = 0;
    std::optional<std::string> unrated; ///< why the current ranked game was not rated

    std::optional<Millis> moveDeadline; ///< when the seat to move runs out of time (either kind of clock)
    Seat clockSeat = NO_SEAT; ///< the seat whose clock runs
    std::vector<Millis> clockLeft; ///< game clock: each seat's time left, as of when its clock last stopped
    /// Days per move: when clockSeat's turn ends on the wall clock (moveDeadline is that moment on the caller's
    /// clock, to wake the room; the flag falls by this one).
    std::optional<UnixMillis> wallDeadline;
    std::optional<UnixMillis> storedDeadline; ///< the deadline storage holds for the current game
    /// The running clock clients last got (clockSeat, moveDeadline): another one needs a `clock` event.
    std::pair<Seat, std::optional<Millis>> announcedClock{NO_SEAT, std::nullopt};
    std::optional<Pending> pending;
    uint64_t nextSearchId = 1;
    uint64_t rng; ///< for fallback moves only

    uint64_t version_ = 0;
    /// Versions up to this one are reserved in storage: a restarted room starts past it, so the version a
    /// client holds is never reused. Stored once per VERSION_BLOCK events, not once per event.
    uint64_t reservedVersion_ = 0;
    std::deque<std::pair<uint64_t, std::shared_ptr<const std::string>>> ring; ///< recent events, oldest first
    std::map<ConnId, Conn> conns;
};

struct Room::Created {
    std::unique_ptr<Room> room;
    std::string secret; ///< the creator's seat secret; empty when there is no human seat
};

} // namespace littletable::server
