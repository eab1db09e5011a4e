// PGN4, the four-player game record as chess.com exports it (docs/rules/fourplayer.md "Notation"): tag pairs,
// then one number per round with the plies of a round separated by " .. "; lone tokens R, T and S take a seat's
// ply (resigned, timed out, stalemated), and our own D the side to move's ply in which the live seats agreed to a
// draw (docs/rules-decisions.md, four-player 12). Read with engine/core/pgn_text.h's reader (comments and
// variations skipped); written here.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/pgn_text.h"
#include "engine/fourplayer/position.h"

namespace littletable::fourplayer {

/// One entry of a game's history: a move, a seat's resignation ('R') or time-out ('T') in its turn, or the draw the
/// live seats agreed to ('D', in the side to move's turn).
struct PlyRecord {
    Move move;
    char token = 0; ///< 0 for a move, else 'R', 'T' or 'D'
};

/// The token of an agreed draw (Position::agree_draw).
inline constexpr char AGREED_DRAW_TOKEN = 'D';

/// Plays `ply` on `pos`: the move (legal there), a resignation or time-out of the side to move, or the agreed draw.
void apply_ply(Position& pos, const PlyRecord& ply);

/// The PGN4 record of the plies played from `start`: `tags` (Variant "FFA" and StartFen4 — "4PC" for the modern
/// start — added when missing), the movetext, and `result` after the moves. Stalemates the rules applied are
/// written as "S" in the stalemated seat's ply.
std::string write_pgn4(const Position& start, const std::vector<PlyRecord>& plies, PgnTags tags,
                       std::string_view result);

} // namespace littletable::fourplayer
