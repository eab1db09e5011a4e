// Four-player chess's CPU side (engine/games.h lists every game): its player, BRS+ (ai/nplayer/brs.h); no analysis and
// no bench, which are for two-player games.
#include "ai/cpu_play.h"
#include "ai/game_ai.h"
#include "ai/games/fourplayer_traits.h"
#include "ai/nplayer/brs.h"

#include "ai/nplayer/paranoid.h"

namespace littletable::ai {

namespace {

/// Held against the CPU player in docs/levels.md: its own search, paranoid search on its evaluation, and the
/// reference, paranoid search on material alone.
constexpr NamedPlayer PLAYERS[] = {
    {"brs", &play_nplayer<FourPlayerTraits, BrsSearcher>},
    {"paranoid", &play_nplayer<FourPlayerTraits, ParanoidSearcher>},
    {"paranoid-material", &play_nplayer<FourPlayerMaterialTraits, ParanoidSearcher>},
};

} // namespace

std::vector<GameAi> fourplayer_ai() {
    return {{.variant = "fourplayer",
             .play = &play_nplayer<FourPlayerTraits, BrsSearcher>,
             .players = PLAYERS,
             .appraise = &appraise_nplayer<FourPlayerTraits, BrsSearcher>}};
}

} // namespace littletable::ai
