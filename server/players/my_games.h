// A signed-in player's live games (GET /api/my-games, docs/protocol.md): every live room where the player holds a
// seat and whose game is not over, read from storage (the truth wherever the room is played, or when it left
// memory), the games waiting for the player's move first. Whose turn comes from the game itself: the stored moves
// are replayed, so the server needs no rule of its own. Only names go out, never a secret.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>

#include "server/storage/player_storage.h"

namespace littletable::server {

/// Live games listed, at most.
constexpr int MY_GAMES = 50;

/// `{games: [{room, game, gameNo, seat, toMove, yourTurn, plies, players}]}`: `seat` the player's, `toMove` the
/// seat to move, `players` every seat's label by seat ("" for a free one). Your turn first, then the room with
/// the latest move. Errors: ERR_STORAGE.
Result<nlohmann::json> my_games(int64_t player, PlayerStorage& storage);

} // namespace littletable::server
