// Seats: the players of a game, numbered 0..N-1 in turn order. Chess-like games have two (0 = White, moves
// first in the standard start; 1 = Black); four-player chess and 4-player Martian Chess have four, clockwise.
#pragma once

#include <cstdint>

namespace littletable {

using Seat = int8_t;

constexpr Seat NO_SEAT = -1;
constexpr int MAX_SEATS = 4;

} // namespace littletable
