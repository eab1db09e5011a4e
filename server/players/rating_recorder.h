// Turns a finished ranked game into rating changes (rating/pairwise.h) and stores them once: a game already
// rated gives back its stored changes, so a room rebuilt after a restart may ask again safely. A game between
// accounts that left the same trace (an address or a device, trace_storage.h) in the last 24 hours is played but
// not rated.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rating/pairwise.h"
#include "server/storage/rating_storage.h"
#include "server/storage/trace_storage.h"
#include "protocol/room_settings.h"

namespace littletable::server {

/// A ranked game at its end: its players and standings by seat (Room::finished_game).
struct FinishedGame {
    std::string room;
    int gameNo = 0;
    std::string game;
    std::vector<protocol::SeatPlayer> players;
    std::vector<rating::Standing> standings;
};

/// What rating a game came to: its changes by seat, or none and why (`unrated`: "shared-address", "shared-device").
struct RatingVerdict {
    std::vector<RatingChange> changes;
    std::optional<std::string> unrated;
};

class RatingRecorder {
public:
    /// `traces` null: no game is refused for shared traces.
    explicit RatingRecorder(RatingStorage& storage, TraceStorage* traces = nullptr)
        : storage(storage), traces(traces) {}

    /// The game's rating: its stored changes if rated already; none when two of its players shared a trace since
    /// `nowMs` less TRACE_KEEP_MS; else record(g). Errors: record's.
    Result<RatingVerdict> rate(const FinishedGame& g, int64_t nowMs);

    /// The game's rating changes, by seat. Errors: ERR_NOT_RANKED (a seat without a player, or one player in
    /// two seats), ERR_RATING_INPUT, ERR_STORAGE.
    Result<std::vector<RatingChange>> record(const FinishedGame& g);
    /// The player's rating in `game`, rounded as rating ranges read it (a player without rated games has the
    /// starting rating). Errors: ERR_STORAGE.
    Result<int> rounded_rating(int64_t player, std::string_view game);

private:
    RatingStorage& storage;
    TraceStorage* traces;
};

} // namespace littletable::server
