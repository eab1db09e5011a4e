// The lobby: open seeks per game (ranked or casual, time per move, a rating range for ranked ones) that others
// join with one click. Seeks live in memory, like lichess's: a seek whose poster stops asking for it (closed
// the page) goes after POSTER_TIMEOUT_MS. When the last seat is joined the lobby opens a room for them: the
// poster gets seat 0 with its secret through its next status call; the others open the room's link and sit.
// Each participant holds a ticket (a secret, only its hash kept) to ask for its seek's status. Thread-safe.
#pragma once

#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "server/storage/rating_storage.h"
#include "protocol/room_settings.h"

namespace littletable::server {

/// A seek as posted (POST /api/seeks): its room's game, rating and clock.
struct SeekSpec {
    std::string game;
    bool ranked = false;
    int moveTime = 0;
    std::optional<int> ratingMin; ///< ranked only: joiners' ratings in this game at least ...
    std::optional<int> ratingMax; ///< ... and at most
    int clockBase = 0; ///< a game clock instead of a time per move: seconds per player ...
    int clockIncrement = 0; ///< ... plus seconds after each move
    int daysPerMove = 0; ///< or days for each move (protocol::DAYS_PER_MOVE_CHOICES)
};

/// Parses and checks a seek request. Errors: ERR_BAD_JSON, ERR_BAD_FIELD (naming it), ERR_UNKNOWN_GAME.
Result<SeekSpec> parse_seek(std::string_view body);

/// A participant's view of its seek: still open, or matched with the room to go to.
struct SeekStatus {
    bool matched = false;
    int joined = 0;
    int seats = 0;
    std::string room; ///< when matched
    Seat seat = NO_SEAT; ///< the poster's seat when matched
    std::string secret; ///< the poster's seat secret when matched (only to the poster's ticket)
};

class Lobby {
public:
    using Now = std::function<int64_t()>; ///< milliseconds, any monotonic clock
    /// Opens a room for a full seek; returns its id and the creator's (seat 0's) secret.
    using OpenRoom = std::function<Result<std::pair<std::string, std::string>>(const protocol::RoomSpec&)>;

    static constexpr int64_t POSTER_TIMEOUT_MS = 30'000;
    static constexpr int64_t MATCHED_KEPT_MS = 60'000;
    static constexpr size_t MAX_SEEKS = 1000;

    Lobby(OpenRoom openRoom, RatingStorage& ratings, Now now);

    struct Ticketed {
        std::string id;
        std::string ticket;
        SeekStatus status;
    };
    /// Posts a seek for `who`. Errors: ERR_SIGN_IN_REQUIRED (a ranked seek without a player), ERR_LOBBY_FULL,
    /// ERR_STORAGE.
    Result<Ticketed> post(const SeekSpec& spec, const protocol::SeatPlayer& who);
    /// Joins seek `id`; the last seat opens the room. Errors: ERR_NO_SEEK, ERR_SIGN_IN_REQUIRED, ERR_OWN_SEEK
    /// (already in it), ERR_RATING_RANGE, the room's errors.
    Result<Ticketed> join(const std::string& id, const protocol::SeatPlayer& who);
    /// The seek's status for a participant's ticket (the poster's call also keeps the seek alive). Errors:
    /// ERR_NO_SEEK, ERR_BAD_TICKET.
    Result<SeekStatus> status(const std::string& id, const std::string& ticket);
    /// Withdraws an open seek (its poster) or leaves it (a joiner). Errors: ERR_NO_SEEK, ERR_BAD_TICKET.
    Result<Ok> cancel(const std::string& id, const std::string& ticket);
    /// The open seeks of `game`, oldest first: `[{id, game, ranked, moveTime, clockBase, clockIncrement, daysPerMove, seats, joined, players: [{name,
    /// rating, provisional}], ratingMin, ratingMax}]` (no tickets).
    nlohmann::json open_seeks(const std::string& game);

private:
    struct Participant {
        std::string ticketHash;
        protocol::SeatPlayer player;
        std::optional<rating::Rating> rating; ///< in the seek's game, for signed-in players
    };
    struct Seek {
        SeekSpec spec;
        int seats = 2;
        std::vector<Participant> joined; ///< the poster first
        int64_t postedMs = 0;
        int64_t posterSeenMs = 0;
        std::optional<SeekStatus> match; ///< set when the room is open
        int64_t matchedMs = 0;
    };
    void expire(int64_t now);
    Result<std::optional<rating::Rating>> rating_of(const protocol::SeatPlayer& who, const std::string& game);
    Seek* find(const std::string& id);
    static const Participant* holder(const Seek& s, const std::string& ticket);

    OpenRoom openRoom;
    RatingStorage& ratings;
    Now now;
    std::mutex mutex;
    std::map<std::string, Seek> seeks; ///< by id
};

} // namespace littletable::server
