// UCI texts (match/uci_text.h) against the examples of the UCI specification ("Description of the universal
// chess interface (UCI)", April 2006).
#include <gtest/gtest.h>

#include "engine/core/registry.h"
#include "match/player.h"
#include "match/uci_text.h"

namespace littletable::match {
namespace {

constexpr const char* START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

TEST(UciText, PositionFromTheStartOrAFen) {
    auto game = create_game("chess");
    ASSERT_TRUE(game.ok());
    EXPECT_EQ(position_command(*game.value(), START), "position startpos");
    ASSERT_TRUE(game.value()->play("e4").ok());
    ASSERT_TRUE(game.value()->play("e5").ok());
    // The spec's example: "position startpos moves e2e4 e7e5".
    EXPECT_EQ(position_command(*game.value(), START), "position startpos moves e2e4 e7e5");

    const std::string kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    auto other = create_game("chess", kiwipete);
    ASSERT_TRUE(other.ok());
    ASSERT_TRUE(other.value()->play("O-O").ok());
    // Castling as the king's move (UCI: "e1g1").
    EXPECT_EQ(position_command(*other.value(), START), "position fen " + kiwipete + " moves e1g1");
}

TEST(UciText, GoCarriesEveryLimit) {
    TimeControl tc;
    tc.baseMs = 10'000;
    tc.incrementMs = 100;
    EXPECT_EQ(go_command(tc, {9'500, 8'000}), "go wtime 9500 btime 8000 winc 100 binc 100");
    TimeControl fixed;
    fixed.moveTimeMs = 250;
    EXPECT_EQ(go_command(fixed, {}), "go movetime 250");
    TimeControl budget;
    budget.nodes = 5'000;
    budget.depth = 4;
    EXPECT_EQ(go_command(budget, {}), "go nodes 5000 depth 4");
}

TEST(UciText, SetOption) {
    // The spec's examples: "setoption name Nullmove value true", "setoption name Clear Hash".
    EXPECT_EQ(setoption_command("Nullmove", "true"), "setoption name Nullmove value true");
    EXPECT_EQ(setoption_command("Clear Hash", ""), "setoption name Clear Hash");
    EXPECT_EQ(setoption_command("UCI_Elo", "2000"), "setoption name UCI_Elo value 2000");
}

TEST(UciText, InfoScores) {
    // The spec's example line.
    EXPECT_EQ(parse_info_score("info depth 2 score cp 214 time 1242 nodes 2124 nps 34928 pv e2e4 e7e5 g1f3"), 214);
    EXPECT_EQ(parse_info_score("info depth 9 seldepth 12 score cp -31 nodes 900"), -31);
    // UCI: "lowerbound"/"upperbound" say the value only bounds the score (a failed aspiration window): no score.
    EXPECT_EQ(parse_info_score("info depth 9 seldepth 12 score cp -31 upperbound nodes 900"), std::nullopt);
    EXPECT_EQ(parse_info_score("info depth 9 score cp 40 lowerbound nodes 900 pv e2e4"), std::nullopt);
    EXPECT_EQ(parse_info_score("info depth 9 score mate 2 lowerbound"), std::nullopt);
    // Stockfish with UCI_ShowWDL puts "wdl W D L" between the value and the bound.
    EXPECT_EQ(parse_info_score("info depth 9 score cp 20 wdl 300 600 100 lowerbound nodes 5 pv e2e4"), std::nullopt);
    EXPECT_EQ(parse_info_score("info depth 9 score cp 20 wdl 300 600 100 nodes 5 pv e2e4"), 20);
    EXPECT_EQ(parse_info_score("info depth 9 score cp 20 pv e2e4 upperbound"), 20); // a move, not the bound word
    // UCI: "string" takes the rest of the line as text, whatever it spells.
    EXPECT_EQ(parse_info_score("info string score cp 15"), std::nullopt);
    // "mate 3": the engine mates in 3 moves (5 plies); "mate -2": it is mated in 2 (4 plies).
    EXPECT_EQ(parse_info_score("info depth 20 score mate 3 pv a1a8"), MATE_SCORE - 5);
    EXPECT_EQ(parse_info_score("info depth 20 score mate -2"), -(MATE_SCORE - 4));
    EXPECT_EQ(parse_info_score("info depth 5 nodes 100"), std::nullopt);
    EXPECT_EQ(parse_info_score("info string score cp is what we print"), std::nullopt);
    EXPECT_EQ(parse_info_score("info score cp 12abc"), std::nullopt);
    EXPECT_EQ(parse_info_score("bestmove e2e4"), std::nullopt);
    EXPECT_EQ(parse_info_score(""), std::nullopt);
}

TEST(UciText, BestMove) {
    EXPECT_EQ(parse_bestmove("bestmove g1f3 ponder d8f6"), "g1f3"); // the spec's example
    EXPECT_EQ(parse_bestmove("bestmove e7e8q"), "e7e8q");
    EXPECT_EQ(parse_bestmove("bestmove"), "");
    EXPECT_EQ(parse_bestmove("  bestmove\te2e4  "), "e2e4");
    EXPECT_EQ(parse_bestmove("info depth 1"), std::nullopt);
    EXPECT_EQ(parse_bestmove("bestmoves e2e4"), std::nullopt);
}

} // namespace
} // namespace littletable::match
