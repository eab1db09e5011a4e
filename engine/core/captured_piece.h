// The piece a move took off the board, found by comparing the pieces before and after it (MoveView::captured):
// rule-free, for the adapters of games whose captures remove a piece of another seat (chess and its variants).
#pragma once

#include <optional>
#include <vector>

#include "engine/core/game.h"

namespace littletable {

/// The first piece of `before` that belongs to a seat other than `mover` and is not in `after` as it was (same
/// square, owner and kind; `copies` ignored): the piece the move captured. nullopt when every other seat's piece is
/// still there. A move changes at most one other seat's piece in the games that use it, so "first" is "the".
std::optional<PieceView> captured_piece(const std::vector<PieceView>& before, const std::vector<PieceView>& after,
                                        Seat mover);

} // namespace littletable
