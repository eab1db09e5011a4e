// Metamate's CPU side (engine/games.h lists every game): its player, its analysis (UCI and the bench) and its bench
// positions.
#include "ai/cpu_play.h"
#include "ai/game_ai.h"
#include "ai/games/metamate_traits.h"
#include "ai/typed_analyzer.h"

namespace littletable::ai {

namespace {

/// Metamate (docs/rules/metamate.md): the start and Black's turn in the setup phase; four pairs of setup choices
/// (docs/metamate-notation.md's example, both queens become M4s, both knights, both pawns); six positions of a
/// level 5 against level 3 game (plies 16, 40 and 70 of two games); the tests' rule positions (a Meta bridge,
/// castling with Metas, promotions, double steps and en passant, evolutions); a Meta's mate in two
/// (tests/ai/metamate_search_test.cpp); two endgames.
constexpr std::string_view BENCH[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 setup",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPM[1h]PPP/RNBQKBNR b KQkq - 0 1 setup",
    "rnbqkbnr/ppppm[1v]ppp/8/8/8/8/PPPPPPPP/RNBQKBNM[3] w Qkq - 0 1",
    "rnbm[4]kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBM[4]KBNR w KQkq - 0 1",
    "rm[2.2]bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBM[2.1]R w KQkq - 0 1",
    "rnbqkbnr/pppm[1h]pppp/8/8/8/8/PPPM[1v]PPPP/RNBQKBNR w KQkq - 0 1",
    "rnb1k1nr/1p1p1ppm[1v]/pqp1p3/6B1/1b1PP3/2NB1N1P/M[1v]PP2PP1/R2QK2R w KQkq - 3 8",
    "rn3k1r/1p3pp1/p7/4Nb2/2B5/7P/M[1v]1P2P2/R3K1R1 w Q - 3 20",
    "5k2/1R6/M[2.1]5p1/R7/2r5/5b2/5P2/6K1 w - - 2 35",
    "r1bqk1r1/ppm[1v]1ppbp/2np1n2/7p/2N5/1QP1P3/PP1P1PP1/1RB1KBNR w Kq - 2 8",
    "r1q1k1r1/2m[1v]1npbp/5n2/p3pb1p/2P5/4PN2/PP3PP1/1RBQKB1R w Kq - 1 20",
    "r3k3/1n3p1p/8/p2P3p/2m[2.2]5/2P5/P1KB1r2/8 w q - 0 35",
    "4k3/8/3nm[2.1]r2/4M[4]3/8/8/4P3/4K3 w - - 0 1",
    "r3k1m[3]r/pppppppp/8/8/8/8/PPPPPPP1/RM[2.1]2KM[1h]1R w KQkq - 0 1",
    "4k3/2P1M[1h]1P1/1M[3]6/8/8/6m[3]1/1p1m[1h]2p1/4K3 w - - 0 1",
    "4k3/3pm[1h]p2/8/2P5/8/8/3PM[1h]P2/4K3 w - - 0 1",
    "4k3/8/2n1n3/3M[1v]4/3P1m[2.2]2/4Q3/8/4K3 w - - 0 1",
    "5r1k/6np/5N2/3QM[3]3/8/8/8/K7 w - - 0 1",
    "8/8/4k3/8/8/3M[3]K3/8/8 w - - 0 1",
    "8/5k2/8/3r4/8/2PM[2.1]4/3K4/8 w - - 0 1",
};

} // namespace

std::vector<GameAi> metamate_ai() {
    return {{.variant = "metamate",
             .play = &play<MetamateTraits>,
             .appraise = &appraise_with<MetamateTraits>,
             .analyzer = &make_analyzer<MetamateTraits>,
             .benchPositions = BENCH}};
}

} // namespace littletable::ai
