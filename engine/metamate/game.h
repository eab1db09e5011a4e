// Metamate behind the dynamic Game interface (engine/core/game.h): the registry entry "metamate".
#pragma once

#include "engine/core/registry.h"

namespace littletable::metamate {

/// The registry entry of Metamate (docs/rules/metamate.md): create from FEN (the start position is the standard
/// one before the setup phase), import a record (PGN with the display texts), perft.
GameInfo game_info();

} // namespace littletable::metamate
