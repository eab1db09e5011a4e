// A fixed-capacity list of Metamate moves (no allocation on the hot path). Unlike chess's it checks its capacity:
// a move that does not fit is dropped and overflowed() says so (FEN validation keeps real positions far below
// MAX_MOVES; the check makes absurd ones harmless).
#pragma once

#include "engine/core/move_list.h"
#include "engine/metamate/types.h"

namespace littletable::metamate {

using MoveList = FixedMoveList<Move, MAX_MOVES, true>;

} // namespace littletable::metamate
