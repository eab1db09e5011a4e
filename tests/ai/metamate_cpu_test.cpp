// Metamate behind the dynamic Game interface: the CPU player at every level, a whole game of the CPU against itself
// (setup phase first, then to the end, the same game for the same seed), and the analysis (texts of its lines).
#include <gtest/gtest.h>

#include <algorithm>

#include "ai/analysis.h"
#include "ai/cpu_player.h"
#include "engine/core/registry.h"
#include "tests/ai/game_support.h"

namespace littletable::ai {
namespace {

using testing_support::is_legal;

std::unique_ptr<Game> metamate_game(std::string_view fen = {}, std::initializer_list<const char*> moves = {}) {
    return testing_support::game_of("metamate", fen, moves);
}

CpuLimits at_level(int level, uint64_t seed, uint64_t nodes) {
    CpuLimits l;
    l.level = level;
    l.seed = seed;
    l.maxNodes = nodes;
    return l;
}

TEST(MetamateCpu, HasAPlayerAndAnAnalysis) {
    EXPECT_TRUE(has_cpu_player("metamate"));
    const std::vector<std::string> variants = analysis_variants();
    EXPECT_NE(std::find(variants.begin(), variants.end(), "metamate"), variants.end());
}

TEST(MetamateCpu, EveryLevelPlaysLegalMoves) {
    const std::vector<std::unique_ptr<Game>> games = [] {
        std::vector<std::unique_ptr<Game>> g;
        g.push_back(metamate_game()); // White's setup choice
        g.push_back(metamate_game({}, {"m1h@e2"})); // Black's
        g.push_back(metamate_game({}, {"m3@h1", "m2.2@c8", "e2e4", "d7d5"})); // play
        g.push_back(metamate_game("4k3/8/3nm[2.1]r2/4M[4]3/8/8/4P3/4K3 w - - 0 1")); // a Meta bridge
        return g;
    }();
    for (int level = MIN_LEVEL; level <= MAX_LEVEL; ++level)
        for (const auto& game : games) {
            auto r = choose_move(*game, at_level(level, 3, 3000));
            ASSERT_TRUE(r.ok()) << level << " " << game->fen() << ": " << r.error().message;
            EXPECT_TRUE(is_legal(*game, r.value())) << level << " " << game->fen() << ": " << r.value();
        }
}

/// The CPU at `level` playing both sides from the start, node-limited and seeded, until the game ends by the rules
/// (or `maxPlies`); the moves played.
std::vector<std::string> self_play(int level, uint64_t seed, int maxPlies) {
    std::unique_ptr<Game> game = metamate_game();
    std::vector<std::string> moves;
    while (!game->outcome().over() && int(moves.size()) < maxPlies) {
        auto r = choose_move(*game, at_level(level, seed + moves.size(), 400));
        EXPECT_TRUE(r.ok()) << game->fen() << ": " << (r.ok() ? "" : r.error().message);
        if (!r.ok())
            break;
        auto played = game->play(r.value());
        EXPECT_TRUE(played.ok()) << r.value() << " in " << game->fen();
        if (!played.ok())
            break;
        moves.push_back(r.value());
    }
    EXPECT_TRUE(game->outcome().over()) << "no end after " << moves.size() << " plies: " << game->fen();
    return moves;
}

TEST(MetamateCpu, PlaysAWholeGameAgainstItself) {
    for (int level : {1, 2}) {
        const std::vector<std::string> moves = self_play(level, 11, 600);
        ASSERT_GE(moves.size(), 3u);
        // The setup phase first (§2): White's choice, then Black's, each "m<config>@<square>".
        EXPECT_NE(moves[0].find('@'), std::string::npos) << moves[0];
        EXPECT_NE(moves[1].find('@'), std::string::npos) << moves[1];
        EXPECT_EQ(moves[2].find('@'), std::string::npos) << moves[2];
        // Node limits and the seed make it reproducible.
        EXPECT_EQ(self_play(level, 11, 600), moves) << "level " << level;
        std::printf("[ metamate ] level %d against itself: %zu plies\n", level, moves.size());
    }
}

TEST(MetamateAnalysis, LinesAreLegalTexts) {
    auto created = create_analyzer("metamate", 4);
    ASSERT_TRUE(created.ok());
    std::unique_ptr<Analyzer> analyzer = std::move(created).value();
    for (const char* fen : {"", "5r1k/6np/5N2/3QM[3]3/8/8/8/K7 w - - 0 1"}) {
        std::unique_ptr<Game> game = metamate_game(fen);
        AnalysisLimits limits;
        limits.depth = 4;
        limits.multiPv = 3;
        auto r = analyzer->analyse(*game, limits, {});
        ASSERT_TRUE(r.ok()) << r.error().message;
        EXPECT_TRUE(is_legal(*game, r.value().bestMove)) << r.value().bestMove;
        ASSERT_EQ(r.value().info.lines.size(), 3u);
        for (const AnalysisLine& line : r.value().info.lines) {
            std::unique_ptr<Game> g = game->clone();
            ASSERT_FALSE(line.pv.empty());
            for (const std::string& m : line.pv)
                ASSERT_TRUE(g->play(m).ok()) << m << " in " << g->fen();
        }
    }
}

} // namespace
} // namespace littletable::ai
