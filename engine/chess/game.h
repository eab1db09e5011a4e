// Chess behind the dynamic Game interface (engine/core/game.h): the registry entry "chess".
#pragma once

#include "engine/core/registry.h"

namespace littletable::chess {

/// The registry entry of Chess (docs/rules/chess.md): create from FEN, import PGN, perft.
GameInfo game_info();

} // namespace littletable::chess
