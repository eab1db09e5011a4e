// The piece a move took off the board, found by comparing the pieces before and after it (MoveView::captured):
// rule-free, for the adapters of games whose captures remove a piece of another seat (chess and its variants, four-player chess).
#pragma once

#include <optional>
#include <vector>

#include "engine/core/game.h"

namespace littletable {

/// The first piece of `before` that belongs to a seat other than `mover` (or to none: a grey piece) and is not in
/// `after` as it was: the piece the move captured. A piece stays when `after` has the same kind on its square with
/// the same owner, or with no owner (an army that turned grey when its seat was eliminated, four-player chess);
/// `copies` are ignored. nullopt when every such piece stays. A move takes at most one piece in the games that use
/// it, so "first" is "the".
std::optional<PieceView> captured_piece(const std::vector<PieceView>& before, const std::vector<PieceView>& after,
                                        Seat mover);

} // namespace littletable
