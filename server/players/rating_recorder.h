// Turns a finished ranked game into rating changes (rating/pairwise.h) and stores them once: a game already
// rated gives back its stored changes, so a room rebuilt after a restart may ask again safely.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rating/pairwise.h"
#include "server/storage/rating_storage.h"
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

class RatingRecorder {
public:
    explicit RatingRecorder(RatingStorage& storage) : storage(storage) {}

    /// The game's rating changes, by seat. Errors: ERR_NOT_RANKED (a seat without a player, or one player in
    /// two seats), ERR_RATING_INPUT, ERR_STORAGE.
    Result<std::vector<RatingChange>> record(const FinishedGame& g);
    /// The player's rating in `game`, rounded as rating ranges read it (a player without rated games has the
    /// starting rating). Errors: ERR_STORAGE.
    Result<int> rounded_rating(int64_t player, std::string_view game);

private:
    RatingStorage& storage;
};

} // namespace littletable::server
