// PGN4, the four-player game record as chess.com exports it (shared/rules/fourplayer.md "Notation"): tag pairs,
// then one number per round with the plies of a round separated by " .. "; lone tokens R, T and S take a seat's
// ply (resigned, timed out, stalemated). Read with engine/core/pgn_text.h's reader (comments and variations
// skipped); written here.
#pragma once

#include <string>
#include <vector>

#include "engine/core/pgn_text.h"
#include "engine/fourplayer/position.h"

namespace littletable::fourplayer {

/// One entry of a game's history: a move, or a seat's resignation ('R') or time-out ('T') in its turn.
struct PlyRecord {
    Move move;
    char token = 0; ///< 0 for a move, else 'R' or 'T'
};

/// The PGN4 record of the plies played from `start`: `tags` (Variant "FFA" and StartFen4 — "4PC" for the modern
/// start — added when missing), the movetext, and `result` after the moves. Stalemates the rules applied are
/// written as "S" in the stalemated seat's ply.
std::string write_pgn4(const Position& start, const std::vector<PlyRecord>& plies, PgnTags tags, std::string_view result);

} // namespace littletable::fourplayer
