// Metamachy's CPU side (engine/games.h lists every game): its player, its analysis (UCI and the bench) and its bench
// positions.
#include "ai/cpu_play.h"
#include "ai/game_ai.h"
#include "ai/games/metamachy_traits.h"
#include "ai/typed_analyzer.h"

namespace littletable::ai {

namespace {

/// Metamachy (docs/rules/metamachy.md): Black's setup choice, the starts of the default arrangement and of two
/// others (AKLQ, QLKA); positions of a level 5 against level 3 game (plies 22, 42 and 62 of two seeded games); the
/// search tests' Lion mate, Eagle mate in two and hanging Lion (tests/ai/metamachy_search_test.cpp).
constexpr std::string_view BENCH[] = {
    "cm3qk3mc/ernbilaibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBILAIBNRE/CM3QK3MC b Kk - 0 1 setup",
    "cm3qk3mc/ernbilaibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBILAIBNRE/CM3QK3MC w Kk - 0 1",
    "cm3ak3mc/ernbilqibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBILQIBNRE/CM3AK3MC w Kk - 0 1",
    "cm3ql3mc/ernbikaibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBIKAIBNRE/CM3QL3MC w Kk - 0 1",
    "c10c/ern1iqkibnre/pppp1p1ppppp/2m1a1p2m2/4p1b5/6l5/4B7/3P3P3P/6L1NEP1/PPP1PPPIPP2/ERNB2K3R1/CM1I1QA3MC b Kk - 2 "
    "11",
    "c10c/ern1i1kibnre/pppp1p1pppp1/2m3pa1m1p/4p7/2q9/4P6P/P6PE3/3N2L1N1P1/1PPMPPPIPP2/ER1BI1K1A1R1/C9MC b Kk - 0 21",
    "c10c/ern3kibnr1/p1ppip1pppp1/2m3p2e1p/1p2p2q4/7m4/4P2E3P/P3P2P2P1/3NI2I1M2/1PPM1PP1PP2/ER1B2KNA1R1/C10C b Kk - 1 "
    "31",
    "cm3lk4c/er4qibnre/ppppnpp1pppp/4i6m/7p4/6ab4/12/1Q2P1BP4/6B2M2/PPPP1PP1PPPP/ERN1IA1I1NRE/CM3LK4C b Kk - 9 11",
    "c4lk4c/er5ibnr1/ppppnpp1pppp/2m1i7/4b2pmq2/7Q4/2a2B6/4P2P4/2M6M2/PPPPLPP1PPPP/ERN1IA1I1NRE/C7K2C b k - 0 21",
    "c4lk4c/er5ibnr1/ppppn1p1pppp/2m9/4i2L4/4A7/3q8/7P4/6P2M2/PPPP1P2PPPP/ERN1I2I1NmE/C7K2C b k - 0 31",
    "k11/pp10/4L7/12/12/12/12/12/12/12/12/11K w - - 0 1",
    "k11/pp10/12/6b5/12/12/12/12/3R8/12/7A4/11K w - - 0 1",
    "k11/pp10/12/12/12/12/12/1C1P1l6/12/12/12/11K w - - 0 1",
};

} // namespace

std::vector<GameAi> metamachy_ai() {
    return {{.variant = "metamachy",
             .play = &play<MetamachyTraits>,
             .appraise = &appraise_with<MetamachyTraits>,
             .analyzer = &make_analyzer<MetamachyTraits>,
             .benchPositions = BENCH}};
}

} // namespace littletable::ai
