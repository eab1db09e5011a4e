// A game record in and out through the engine (docs/protocol.md): GET /api/record writes the record of a game given
// as its start position and moves, POST /api/import reads a FEN or a record into a start position and moves. The
// server plays and reads them through the Game interface and the registry; it knows no rule and no record format.
#pragma once

#include <nlohmann/json.hpp>

#include <string_view>

#include "engine/core/result.h"

namespace littletable::server {

/// The record of the game `game` from `fen` (its start position when empty) after `moves` (texts as
/// `Game::play` accepts them, separated by spaces), in the game's record format with the tag Event "littletable
/// game". Returns `{record, format, fen}` (`format` GameInfo::record_format, `fen` the position after the moves).
/// Errors: those of game_after (ERR_BAD_FIELD, the registry's, the FEN parser's, a move's).
Result<nlohmann::json> record_export(std::string_view game, std::string_view fen, std::string_view moves);

/// `text` read for the game `game`: a FEN of the game's dialect, else a record in its record format (the first
/// game of a PGN text). Returns `{game, kind, startFen, moves: [{u, san}], fen, toMove}`: `kind` "fen" or
/// "record", `moves` empty for a FEN, `fen` the position after the moves, `toMove` its seat to move (null once
/// over). Errors: ERR_BAD_FIELD (no game, empty text, more than MAX_IMPORT_CHARS characters), ERR_UNKNOWN_GAME,
/// and ERR_BAD_IMPORT when the text is neither, its message naming the FEN parser's and the record reader's
/// complaint.
Result<nlohmann::json> record_import(std::string_view game, std::string_view text);

/// The longest text POST /api/import reads (under the request body's limit; a long game's record fits many times).
inline constexpr size_t MAX_IMPORT_CHARS = 60'000;

} // namespace littletable::server
