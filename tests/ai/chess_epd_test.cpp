// Test-suite positions searched at a node budget (ai/chess_epd.h): a "bm" move found, an "am" move judged,
// bad input refused.
#include <gtest/gtest.h>

#include "ai/chess_epd.h"
#include "engine/chess/uci_move.h"

namespace littletable::ai {
namespace {

// WAC.001 as published (bm Qg6), without its operations.
constexpr const char* WAC_001 = "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - ";

TEST(SolveEpd, TheBestMoveSolvesTheAvoidMoveDoesNot) {
    const auto best = solve_epd(std::string(WAC_001) + "bm Qg6; id \"WAC.001\";", 20000, 1);
    ASSERT_TRUE(best.ok());
    EXPECT_EQ(best.value().id, "WAC.001");
    EXPECT_TRUE(best.value().solved);
    EXPECT_EQ(chess::to_uci(best.value().played), "g3g6");
    EXPECT_GT(best.value().nodes, 0u);
    EXPECT_LE(best.value().nodes, 20000u);
    // The same search with the move marked "am": played, so not solved.
    const auto avoid = solve_epd(std::string(WAC_001) + "am Qg6;", 20000, 1);
    ASSERT_TRUE(avoid.ok());
    EXPECT_EQ(chess::to_uci(avoid.value().played), "g3g6");
    EXPECT_FALSE(avoid.value().solved);
}

TEST(SolveEpd, BadInputIsRefused) {
    EXPECT_EQ(solve_epd(std::string(WAC_001) + "bm Qg6;", 0).error().code, "ERR_EPD_NODES");
    EXPECT_EQ(solve_epd(std::string(WAC_001) + "id \"x\";", 100).error().code, "ERR_EPD_NO_MOVE");
    EXPECT_EQ(solve_epd(std::string(WAC_001) + "bm Qh8;", 100).error().code, "ERR_ILLEGAL_MOVE");
    EXPECT_EQ(solve_epd("2rr3k/pp3pp1 w - -", 100).error().code.rfind("ERR_FEN", 0), 0u);
    EXPECT_EQ(solve_epd("8/8/8", 100).error().code, "ERR_EPD_FIELDS");
}

} // namespace
} // namespace littletable::ai
