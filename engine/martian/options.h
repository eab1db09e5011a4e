// The room options of Martian Chess (docs/rules/martian.md, lines marked "Setting"): who moves first, the
// deadlock clock, the move limit; and the start position they make (engine/martian/position.h's Settings).
#pragma once

#include <string>
#include <vector>

#include "engine/core/registry.h"

namespace littletable::martian {

/// The options of the game of `seats` (2 or 4) players: "first" (a seat's side code: "s"/"n", or
/// "sw"/"nw"/"ne"/"se"; default seat 0), "clock" ("off"/"on", default "off"), "moveLimit" (moves, every player's
/// move counting one, "0" = none, the default; labelled with the moves each player gets, "60 moves (30 each)").
std::vector<GameOption> room_options(int seats);

/// The seats' names, by seat: "South", "North", or "South-West", "North-West", "North-East", "South-East" (the
/// zones they own, engine/martian/registration.cpp).
std::vector<std::string> seat_names(int seats);

/// The start position string for chosen options (each named with one of room_options(seats)'s values; a missing
/// or unknown value counts as the option's default).
std::string start_fen_for(int seats, const GameOptionChoice& choice);

} // namespace littletable::martian
