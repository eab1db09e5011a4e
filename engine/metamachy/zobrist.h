// Metamachy's zobrist keys (engine/core/zobrist_random.h, a seed of its own): piece on square, side to move,
// king-leap rights, en passant square, setup phase.
#pragma once

#include <cstdint>

#include "engine/metamachy/types.h"

namespace littletable::metamachy::zobrist {

/// Key of piece `p` (a board byte) on mailbox square `s`.
uint64_t piece(Piece p, Square s);
uint64_t side();
uint64_t leap_rights(uint8_t rights);
uint64_t en_passant(Square s);
uint64_t setup();

} // namespace littletable::metamachy::zobrist
