// Metamachy behind the dynamic Game interface (engine/core/game.h): the registry entry "metamachy" (registered by
// registration.h).
#pragma once

#include "engine/core/registry.h"

namespace littletable::metamachy {

/// The registry entry of Metamachy (docs/rules/metamachy.md): create from FEN (an empty FEN gives the default
/// start before Black's choice of the chief arrangement), import a record (PGN with SAN), perft.
GameInfo game_info();

} // namespace littletable::metamachy
