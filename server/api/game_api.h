// A room's game as stored, to replay and export (GET /api/rooms/ID/games/N): its start, every move with its
// display text and seat, the players, the ending, and the record in the game's own format (PGN, PGN4), made by
// replaying the moves on the game's engine.
#pragma once

#include <nlohmann/json.hpp>

#include <string_view>

#include "server/storage/storage.h"

namespace littletable::server {

/// `{room, gameNo, game, startFen, players, moves: [{u, san, seat}], ending, outcome, ranked, endedAt, record,
/// format}`. Errors: ERR_NO_GAME (no such game, or it is still being played), ERR_STORAGE.
Result<nlohmann::json> stored_game_json(std::string_view room, int gameNo, Storage& storage);

} // namespace littletable::server
