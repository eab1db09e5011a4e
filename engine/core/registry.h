// The registry of games by variant name: how the server and the CLI create a Game without knowing its type.
#pragma once

#include <array>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/perft_runner.h"
#include "engine/core/result.h"

namespace littletable {

/// One value a game option may take: `value` is what a room request sends, `label` is for people.
struct GameOptionValue {
    std::string value{}; ///< e.g. "on", "100"
    std::string label{}; ///< e.g. "on", "100 moves"
};

/// A setting chosen before a game starts (the rules files' lines marked "Setting", e.g. who moves first or the
/// deadlock clock of Martian Chess). A room lists the options and sends one value per name.
struct GameOption {
    std::string name{}; ///< stable code, e.g. "clock"
    std::string label{}; ///< for people, e.g. "Deadlock clock"
    std::vector<GameOptionValue> values{};
    std::string defaultValue{}; ///< one of `values`
};

/// Chosen options by name: every option of a GameInfo, each with one of its values.
using GameOptionChoice = std::map<std::string, std::string>;

/// A piece kind that copies the pieces on neighbouring squares (Metamate's Meta, docs/rules/metamate.md §3), as a
/// board draws it: the steps {file, rank} from its square to the squares it copies, and whether it copies both
/// colours' pieces (else its owner's only).
struct CopyingKind {
    std::string kind{};
    std::vector<std::array<int, 2>> steps{};
    bool both_colours = false;
};

/// One playable variant.
///  - `create(fen)`: a new game from the start position (empty fen) or from a FEN of its dialect.
///  - `import_record(text)`: a whole game from its record format (PGN for chess).
///  - `perft(fen, depth, divide)`: move-generator check on the game's fast position type.
///  - `options` and `start_fen(choice)`: the settings a game starts with and the start position (in the game's
///    FEN dialect) they make; `choice` names every option with one of its values (the caller validates it against
///    `options`). Games without options leave both empty.
///  - `points`: the game is scored in points (Game::points), which a board view shows.
///  - `seat_names`: the seats' names for people, by seat ("South", "North"); empty: the platform's colour names.
///  - `record_format`: what Game::export_record writes ("pgn", "pgn4").
///  - `copying_kinds`: the piece kinds that copy their neighbours (Metamate's Metas); empty for none.
///  - `seat_kind`: the piece kind whose image stands for a seat (its king, "K"); empty: a plain disc.
/// Every member has a default member initialiser, so a designated initialisation names only what it sets (no
/// -Wmissing-field-initializers).
struct GameInfo {
    std::string name{}; ///< registry name, e.g. "chess"
    std::string title{}; ///< for people, e.g. "Chess"
    int seats = 2;
    std::string duration{}; ///< typical length of one game for the home page, e.g. "10-60 min"
    int complexity = 0; ///< for the home page: 1 (simple) .. 5 (deep); 0 = not stated
    std::function<Result<std::unique_ptr<Game>>(std::string_view fen)> create{};
    std::function<Result<std::unique_ptr<Game>>(std::string_view record)> import_record{};
    PerftRunner perft{};
    std::vector<GameOption> options{};
    std::function<std::string(const GameOptionChoice& choice)> start_fen{};
    bool points = false;
    std::vector<std::string> seat_names{};
    /// The name of the record format export_record writes, also a file's extension: "pgn", or "pgn4" (PGN4, the
    /// four-player record).
    std::string record_format = "pgn";
    std::vector<CopyingKind> copying_kinds{};
    std::string seat_kind{};
};

/// Every registered variant, in the order the home page lists them.
const std::vector<GameInfo>& game_registry();
/// The variant of that name, or nullptr.
const GameInfo* find_game(std::string_view name);
/// Creates a game by variant name. Errors: ERR_UNKNOWN_GAME, and the variant's FEN errors.
Result<std::unique_ptr<Game>> create_game(std::string_view name, std::string_view fen = {});

} // namespace littletable
