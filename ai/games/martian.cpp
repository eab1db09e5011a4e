// Martian Chess's CPU side (engine/games.h lists every game): the players of "martian" (ai/search.h) and "martian4"
// (BRS+, ai/nplayer/brs.h); no analysis and no bench.
#include "ai/cpu_play.h"
#include "ai/game_ai.h"
#include "ai/games/martian_traits.h"
#include "ai/nplayer/brs.h"
#include "ai/nplayer/named_players.h"

namespace littletable::ai {

std::vector<GameAi> martian_ai() {
    return {{.variant = "martian", .play = &play<MartianTraits>, .appraise = &appraise_with<MartianTraits>},
            // BRS+, which took more first places than paranoid search at equal time against three level-4 players
            // (bench/martian_strength --four --hero brs|paranoid; figures: docs/history.md).
            {.variant = "martian4",
             .play = &play_nplayer<Martian4Traits, BrsSearcher>,
             .players = NPLAYER_PLAYERS<Martian4Traits, Martian4MaterialTraits>,
             .appraise = &appraise_nplayer<Martian4Traits, BrsSearcher>}};
}

} // namespace littletable::ai
