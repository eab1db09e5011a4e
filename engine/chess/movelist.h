// A fixed-capacity list of chess moves (no allocation on the hot path): MAX_MOVES is above the 218 moves of the
// richest legal position, so the list needs no capacity check.
#pragma once

#include "engine/chess/types.h"
#include "engine/core/move_list.h"

namespace littletable::chess {

using MoveList = FixedMoveList<Move, MAX_MOVES>;

} // namespace littletable::chess
