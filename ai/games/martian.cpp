// Martian Chess's CPU side (engine/games.h lists every game): the players of "martian" (ai/search.h) and "martian4"
// (BRS+, ai/nplayer/brs.h); no analysis and no bench.
#include "ai/cpu_play.h"
#include "ai/game_ai.h"
#include "ai/games/martian_traits.h"
#include "ai/nplayer/brs.h"

#include "ai/nplayer/paranoid.h"

namespace littletable::ai {

namespace {

/// Held against the CPU player of "martian4" in docs/levels.md: its own search, paranoid search on its evaluation,
/// and the reference, paranoid search on points and zone material alone.
constexpr NamedPlayer PLAYERS4[] = {
    {"brs", &play_nplayer<Martian4Traits, BrsSearcher>},
    {"paranoid", &play_nplayer<Martian4Traits, ParanoidSearcher>},
    {"paranoid-material", &play_nplayer<Martian4MaterialTraits, ParanoidSearcher>},
};

} // namespace

std::vector<GameAi> martian_ai() {
    return {{.variant = "martian", .play = &play<MartianTraits>, .appraise = &appraise_with<MartianTraits>},
            // BRS+, which took more first places than paranoid search at equal time against three level-4 players
            // (bench/martian_strength --four --hero brs|paranoid; figures: docs/history.md).
            {.variant = "martian4",
             .play = &play_nplayer<Martian4Traits, BrsSearcher>,
             .players = PLAYERS4,
             .appraise = &appraise_nplayer<Martian4Traits, BrsSearcher>}};
}

} // namespace littletable::ai
