// Four-player chess behind the dynamic Game interface (engine/core/game.h), registered by registration.h.
#pragma once

#include "engine/core/registry.h"

namespace littletable::fourplayer {

/// The registry entry "fourplayer" (docs/rules/fourplayer.md): create from FEN4 (empty: the modern start),
/// import a PGN4 record, perft; the room options of options.h, scored in points, seats named Red, Blue, Yellow, Green.
GameInfo game_info();

} // namespace littletable::fourplayer
