// The room options of four-player chess (docs/rules/fourplayer.md, lines marked "Setting"): the setup (modern or
// classic) and the move limit; the start position they make, and the seats' names.
#pragma once

#include <string>
#include <vector>

#include "engine/core/registry.h"

namespace littletable::fourplayer {

/// "setup" ("modern", the default, or "classic": Blue's and Green's king and queen swapped) and "moveLimit" (moves
/// of all players together, each player's move counting one; "0" = none, the default).
std::vector<GameOption> room_options();

/// The seats' names by seat: "Red", "Blue", "Yellow", "Green" (clockwise from the bottom).
std::vector<std::string> seat_names();

/// The start FEN4 for chosen options (a missing or unknown value counts as the option's default); a move limit
/// travels as the FEN4 extras key 'moveLimit'.
std::string start_fen_for(const GameOptionChoice& choice);

} // namespace littletable::fourplayer
