// The game-ending rules of shared/rules/chess.md §3-4 on chess's board: dead positions by insufficient material,
// plus the board-independent ones of engine/core/draw_rules.h. Shared by Chess and Metamate ("draws as in chess",
// shared/rules/metamate.md §8).
#pragma once

#include "engine/chess/bitboard.h"
#include "engine/core/draw_rules.h"

namespace littletable::chess {

/// A dead position by insufficient material (chess.md §3): no pawns, rooks or queens (`heavy`), and either at most
/// one minor piece in all or only bishops all standing on squares of one colour.
inline bool insufficient_material(Bitboard heavy, Bitboard knights, Bitboard bishops) {
    if (heavy)
        return false;
    if (popcount(knights | bishops) <= 1)
        return true;
    // Only bishops, all on squares of one colour: no mate is possible whatever the moves.
    return !knights && (!(bishops & DARK_SQUARES) || !(bishops & ~DARK_SQUARES));
}

// Repetitions and the order of automatic endings are the same for every chess-like game (engine/core/draw_rules.h).
using littletable::automatic_outcome;
using littletable::is_repetition;
using littletable::repetition_count;

} // namespace littletable::chess
