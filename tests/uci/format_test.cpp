// What the engine prints: scores in the protocol's units, info lines with every field, bestmove, the board.
#include <gtest/gtest.h>

#include "ai/search_types.h"
#include "cli/uci/format.h"
#include "engine/core/registry.h"

namespace littletable::cli::uci {
namespace {

TEST(UciFormat, ScoresInCentipawnsOrMovesToMate) {
    EXPECT_EQ(format_score(35), "cp 35");
    EXPECT_EQ(format_score(-120), "cp -120");
    EXPECT_EQ(format_score(0), "cp 0");
    // Mate in 1 move = 1 ply from the root; mate in 3 moves = 5 plies; mated in 2 moves = 4 plies.
    EXPECT_EQ(format_score(ai::mate_in(1)), "mate 1");
    EXPECT_EQ(format_score(ai::mate_in(5)), "mate 3");
    EXPECT_EQ(format_score(ai::mated_in(4)), "mate -2");
    EXPECT_EQ(format_score(ai::mated_in(0)), "mate 0");
}

TEST(UciFormat, InfoLineHasEveryField) {
    ai::AnalysisInfo info{7, 11, 250000, 500, 42, {{31, {"e2e4", "e7e5"}}, {-5, {"d2d4"}}}};
    const std::vector<std::string> lines = format_info(info);
    ASSERT_EQ(lines.size(), 2u);
    // nps = 250000 nodes / 0.5 s.
    EXPECT_EQ(lines[0], "info depth 7 seldepth 11 multipv 1 score cp 31 nodes 250000 nps 500000 hashfull 42 "
                        "time 500 pv e2e4 e7e5");
    EXPECT_EQ(lines[1], "info depth 7 seldepth 11 multipv 2 score cp -5 nodes 250000 nps 500000 hashfull 42 "
                        "time 500 pv d2d4");
}

TEST(UciFormat, NpsOfAZeroTimeCountsOneMillisecond) {
    ai::AnalysisInfo info{1, 1, 20, 0, 0, {{0, {"e2e4"}}}};
    EXPECT_NE(format_info(info).at(0).find(" nps 20000 "), std::string::npos);
}

TEST(UciFormat, BestMoveWithAndWithoutPonder) {
    ai::AnalysisResult r;
    EXPECT_EQ(format_bestmove(r), "bestmove (none)");
    r.bestMove = "e2e4";
    EXPECT_EQ(format_bestmove(r), "bestmove e2e4");
    r.ponderMove = "c7c5";
    EXPECT_EQ(format_bestmove(r), "bestmove e2e4 ponder c7c5");
}

TEST(UciFormat, BoardTopRankFirst) {
    auto game = std::move(create_game("chess")).value();
    ASSERT_TRUE(game->play("e2e4").ok());
    const std::vector<std::string> lines = format_board(*game);
    ASSERT_EQ(lines.size(), 11u);
    EXPECT_EQ(lines[0], " 8  r n b q k b n r");
    EXPECT_EQ(lines[4], " 4  . . . . P . . .");
    EXPECT_EQ(lines[7], " 1  R N B Q K B N R");
    EXPECT_EQ(lines[8], "    a b c d e f g h");
    EXPECT_EQ(lines[9], "Fen: " + game->fen());
    EXPECT_EQ(lines[10], "Seat to move: 1");
}

TEST(UciFormat, MetamateBoardKeepsItsColumns) {
    // Metamate's pieces are named by kind ("M1h", "M3"): every cell is as wide as the widest, the first letter's
    // case telling the owner as in FEN.
    auto game = std::move(create_game("metamate")).value();
    ASSERT_TRUE(game->play("m1h@e2").ok());
    ASSERT_TRUE(game->play("m3@h8").ok());
    const std::vector<std::string> lines = format_board(*game);
    ASSERT_EQ(lines.size(), 11u);
    EXPECT_EQ(lines[0], " 8  r   n   b   q   k   b   n   m3");
    EXPECT_EQ(lines[6], " 2  P   P   P   P   M1h P   P   P");
    EXPECT_EQ(lines[8], "    a   b   c   d   e   f   g   h");
    EXPECT_EQ(lines[9], "Fen: " + game->fen());
}

} // namespace
} // namespace littletable::cli::uci
