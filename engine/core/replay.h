// A game rebuilt from its moves: a start position, then move texts played one after the other. Every place that
// rebuilds a game this way (rooms, stored games, the browser's module, search jobs, position views, reported
// games, a match's opening) replays it here, so a refused move is found and named alike everywhere.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/result.h"
#include "engine/core/seat.h"

namespace littletable {

/// A move of a replay that the game refused: its index in the list, its text as given, and the game's error.
struct RefusedMove {
    size_t index = 0;
    std::string text{};
    Error reason{};

    /// The refusal as one error: the game's code, the message naming the move ("moves[2] 'e4e6': ...").
    Error error() const;
};

/// What a replay played: the seat that played each move, and the move it stopped at when one was refused.
struct Replayed {
    std::vector<Seat> movers{};
    std::optional<RefusedMove> refused{};
};

/// Plays `moves` (canonical or display texts, as Game::play takes them) on `game` in order, up to the first one it
/// refuses: the game then stands after the moves before that one. A game that is over refuses every move
/// (ERR_GAME_OVER).
Replayed replay(Game& game, std::span<const std::string> moves);

/// A game of the variant `name` from `fen` (empty: its start position) after `moves`.
/// Errors: create_game's; a refused move as RefusedMove::error().
Result<std::unique_ptr<Game>> replay(std::string_view name, std::string_view fen, std::span<const std::string> moves);

} // namespace littletable
