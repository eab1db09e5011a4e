// Martian Chess's CPU side (engine/games.h lists every game): the players of "martian" (ai/search.h) and "martian4"
// (paranoid search, ai/nplayer/paranoid.h); no analysis and no bench.
#include "ai/cpu_play.h"
#include "ai/game_ai.h"
#include "ai/games/martian_traits.h"
#include "ai/nplayer/paranoid.h"
#include "ai/nplayer/named_players.h"

namespace littletable::ai {

std::vector<GameAi> martian_ai() {
    return {{.variant = "martian", .play = &play<MartianTraits>, .appraise = &appraise_with<MartianTraits>},
            // Paranoid search: on material at its capture value it took more first places than BRS+, both against
            // the weaker levels and against the reference player, and max^n was too shallow to beat the reference
            // (docs/levels.md, "Four-player Martian Chess: the search, and material that fades").
            {.variant = "martian4",
             .play = &play_nplayer<Martian4Traits, ParanoidSearcher>,
             .players = NPLAYER_PLAYERS<Martian4Traits, Martian4MaterialTraits>,
             .appraise = &appraise_nplayer<Martian4Traits, ParanoidSearcher>}};
}

} // namespace littletable::ai
