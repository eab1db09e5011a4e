// The other players of a game of more than two seats (GameAi::players), held against its CPU player in
// docs/levels.md: BRS+ and paranoid search on the game's evaluation (traits T), and the reference, paranoid search
// on material alone (traits Material).
#pragma once

#include <array>

#include "ai/cpu_play.h"
#include "ai/game_ai.h"
#include "ai/nplayer/brs.h"
#include "ai/nplayer/maxn.h"
#include "ai/nplayer/paranoid.h"

namespace littletable::ai {

template<NPlayerTraits T, NPlayerTraits Material>
constexpr std::array<NamedPlayer, 4> NPLAYER_PLAYERS = {{
    {"brs", &play_nplayer<T, BrsSearcher>},
    {"paranoid", &play_nplayer<T, ParanoidSearcher>},
    {"maxn", &play_nplayer<T, MaxnSearcher>},
    {"paranoid-material", &play_nplayer<Material, ParanoidSearcher>},
}};

} // namespace littletable::ai
