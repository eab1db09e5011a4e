// Four-player chess behind the dynamic Game interface (engine/core/game.h). Not yet in engine/registry.cpp: the
// lead registers it when the AI and the platform are ready.
#pragma once

#include "engine/core/registry.h"

namespace littletable::fourplayer {

/// The registry entry "fourplayer" (shared/rules/fourplayer.md): create from FEN4 (empty: the modern start),
/// import a PGN4 record, perft.
GameInfo game_info();

} // namespace littletable::fourplayer
