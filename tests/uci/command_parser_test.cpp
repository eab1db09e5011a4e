// The UCI command parsers: words, `go` parameters (and what is wrong with them), `position`, `setoption`.
// Expected values follow the UCI protocol text (April 2006).
#include <gtest/gtest.h>

#include "cli/uci/command_parser.h"

namespace littletable::cli::uci {
namespace {

bool warns(const GoCommand& go, std::string_view fragment) {
    for (const std::string& w : go.warnings)
        if (w.find(fragment) != std::string::npos)
            return true;
    return false;
}

GoCommand go(std::string_view line) { return parse_go(split_words(line)); }

TEST(UciWords, SplitsOnRunsOfSpacesAndTabsAndDropsCarriageReturn) {
    EXPECT_EQ(split_words("  go\tdepth   5 \r"), (std::vector<std::string>{"go", "depth", "5"}));
    EXPECT_TRUE(split_words("").empty());
    EXPECT_TRUE(split_words(" \t \r").empty());
}

TEST(UciGo, ReadsEveryParameter) {
    const GoCommand g = go("go wtime 60000 btime 55000 winc 1000 binc 900 movestogo 20 depth 12 nodes 5000000 "
                           "mate 3 movetime 2500 infinite ponder searchmoves e2e4 d2d4");
    EXPECT_TRUE(g.warnings.empty());
    EXPECT_EQ(g.timeMs[0], 60000);
    EXPECT_EQ(g.timeMs[1], 55000);
    EXPECT_EQ(g.incrementMs[0], 1000);
    EXPECT_EQ(g.incrementMs[1], 900);
    EXPECT_EQ(g.movesToGo, 20);
    EXPECT_EQ(g.depth, 12);
    EXPECT_EQ(g.nodes, 5000000u);
    EXPECT_EQ(g.mate, 3);
    EXPECT_EQ(g.moveTimeMs, 2500);
    EXPECT_TRUE(g.infinite);
    EXPECT_TRUE(g.ponder);
    EXPECT_EQ(g.searchMoves, (std::vector<std::string>{"e2e4", "d2d4"}));
}

TEST(UciGo, SearchMovesEndAtTheNextParameter) {
    const GoCommand g = go("go searchmoves e2e4 g1f3 depth 3");
    EXPECT_EQ(g.searchMoves, (std::vector<std::string>{"e2e4", "g1f3"}));
    EXPECT_EQ(g.depth, 3);
}

TEST(UciGo, BoundedOnlyWithALimit) {
    EXPECT_FALSE(go("go").bounded());
    EXPECT_FALSE(go("go infinite").bounded());
    EXPECT_FALSE(go("go searchmoves e2e4").bounded());
    EXPECT_TRUE(go("go depth 1").bounded());
    EXPECT_TRUE(go("go nodes 1").bounded());
    EXPECT_TRUE(go("go mate 1").bounded());
    EXPECT_TRUE(go("go movetime 10").bounded());
    EXPECT_TRUE(go("go btime 10").bounded());
}

TEST(UciGo, GarbledNumbersAreIgnoredWithAWarning) {
    const GoCommand g = go("go depth abc nodes 12x movetime");
    EXPECT_EQ(g.depth, 0);
    EXPECT_EQ(g.nodes, 0u);
    EXPECT_FALSE(g.moveTimeMs);
    EXPECT_TRUE(warns(g, "depth needs a number, got 'abc'"));
    EXPECT_TRUE(warns(g, "nodes needs a number, got '12x'"));
    EXPECT_TRUE(warns(g, "movetime needs a number"));
}

TEST(UciGo, AMissingNumberDoesNotSwallowTheNextParameter) {
    const GoCommand g = go("go wtime btime 500");
    EXPECT_FALSE(g.timeMs[0]);
    EXPECT_EQ(g.timeMs[1], 500);
    EXPECT_TRUE(warns(g, "wtime needs a number"));
}

TEST(UciGo, NegativeTimesReadAsZeroNegativeCountsIgnored) {
    const GoCommand g = go("go wtime -120 winc -5 movetime -3 depth -2 nodes 0 mate -1 movestogo -4");
    EXPECT_EQ(g.timeMs[0], 0);
    EXPECT_EQ(g.incrementMs[0], 0);
    EXPECT_EQ(g.moveTimeMs, 1); // at least one millisecond once given
    EXPECT_EQ(g.depth, 0);
    EXPECT_EQ(g.nodes, 0u);
    EXPECT_EQ(g.mate, 0);
    EXPECT_EQ(g.movesToGo, 0);
    EXPECT_TRUE(warns(g, "wtime -120 is negative"));
    EXPECT_TRUE(warns(g, "depth -2 is not a positive count"));
    EXPECT_TRUE(warns(g, "nodes 0 is not a positive count"));
    EXPECT_EQ(g.warnings.size(), 7u);
}

TEST(UciGo, HugeNumbersDoNotOverflow) {
    const GoCommand g = go("go depth 99999999999 wtime 99999999999999999999");
    EXPECT_EQ(g.depth, 2147483647);
    EXPECT_FALSE(g.timeMs[0]); // beyond 64 bits: garbled
    EXPECT_TRUE(warns(g, "wtime needs a number"));
}

TEST(UciGo, UnknownParametersAreNamed) {
    const GoCommand g = go("go fast depth 2");
    EXPECT_EQ(g.depth, 2);
    EXPECT_TRUE(warns(g, "unknown parameter 'fast'"));
}

TEST(UciPosition, StartPosWithMoves) {
    auto p = parse_position(split_words("position startpos moves e2e4 e7e5"));
    ASSERT_TRUE(p.ok());
    EXPECT_TRUE(p.value().fen.empty());
    EXPECT_EQ(p.value().moves, (std::vector<std::string>{"e2e4", "e7e5"}));
}

TEST(UciPosition, FenKeepsItsFieldsSingleSpaced) {
    auto p = parse_position(split_words("position fen 8/8/8/8/8/8/8/K1k5  w - - 0 1 moves a1a2"));
    ASSERT_TRUE(p.ok());
    EXPECT_EQ(p.value().fen, "8/8/8/8/8/8/8/K1k5 w - - 0 1");
    EXPECT_EQ(p.value().moves, (std::vector<std::string>{"a1a2"}));
}

TEST(UciPosition, MovesKeywordWithoutMoves) {
    auto p = parse_position(split_words("position startpos moves"));
    ASSERT_TRUE(p.ok());
    EXPECT_TRUE(p.value().moves.empty());
}

TEST(UciPosition, MalformedCommandsAreErrors) {
    for (const char* line : {"position", "position e2e4", "position fen", "position fen moves e2e4",
                             "position startpos e2e4", "position startpos xyz moves e2e4"}) {
        auto p = parse_position(split_words(line));
        ASSERT_FALSE(p.ok()) << line;
        EXPECT_EQ(p.error().code, "ERR_UCI_SYNTAX") << line;
    }
}

TEST(UciSetOption, NameAndValueMayHoldSpaces) {
    auto s = parse_setoption(split_words("setoption name Skill Level value 5"));
    ASSERT_TRUE(s.ok());
    EXPECT_EQ(s.value().name, "Skill Level");
    EXPECT_EQ(s.value().value, "5");
    auto b = parse_setoption(split_words("setoption name Clear Hash"));
    ASSERT_TRUE(b.ok());
    EXPECT_EQ(b.value().name, "Clear Hash");
    EXPECT_TRUE(b.value().value.empty());
}

TEST(UciSetOption, MissingNameIsAnError) {
    for (const char* line : {"setoption", "setoption Hash value 3", "setoption name", "setoption name value 3"})
        EXPECT_FALSE(parse_setoption(split_words(line)).ok()) << line;
}

} // namespace
} // namespace littletable::cli::uci
