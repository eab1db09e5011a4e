// The registry of games by variant name: how the server and the CLI create a Game without knowing its type.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/perft_runner.h"
#include "engine/core/result.h"

namespace littletable {

/// One playable variant.
///  - `create(fen)`: a new game from the start position (empty fen) or from a FEN of its dialect.
///  - `import_record(text)`: a whole game from its record format (PGN for chess).
///  - `perft(fen, depth, divide)`: move-generator check on the game's fast position type.
struct GameInfo {
    std::string name;  ///< registry name, e.g. "chess"
    std::string title; ///< for people, e.g. "Chess"
    int seats = 2;
    std::string duration; ///< typical length of one game for the home page, e.g. "10-60 min"
    int complexity = 0;   ///< for the home page: 1 (simple) .. 5 (deep); 0 = not stated
    std::function<Result<std::unique_ptr<Game>>(std::string_view fen)> create;
    std::function<Result<std::unique_ptr<Game>>(std::string_view record)> import_record;
    PerftRunner perft;
};

/// Every registered variant, in the order the home page lists them.
const std::vector<GameInfo>& game_registry();
/// The variant of that name, or nullptr.
const GameInfo* find_game(std::string_view name);
/// Creates a game by variant name. Errors: ERR_UNKNOWN_GAME, and the variant's FEN errors.
Result<std::unique_ptr<Game>> create_game(std::string_view name, std::string_view fen = {});

} // namespace littletable
