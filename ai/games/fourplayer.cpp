// Four-player chess's CPU side (engine/games.h lists every game): its player, BRS+ (ai/nplayer/brs.h); no analysis and
// no bench, which are for two-player games.
#include "ai/cpu_play.h"
#include "ai/game_ai.h"
#include "ai/games/fourplayer_traits.h"
#include "ai/nplayer/brs.h"
#include "ai/nplayer/named_players.h"

namespace littletable::ai {

std::vector<GameAi> fourplayer_ai() {
    return {{.variant = "fourplayer",
             .play = &play_nplayer<FourPlayerTraits, BrsSearcher>,
             .players = NPLAYER_PLAYERS<FourPlayerTraits, FourPlayerMaterialTraits>,
             .appraise = &appraise_nplayer<FourPlayerTraits, BrsSearcher>}};
}

} // namespace littletable::ai
