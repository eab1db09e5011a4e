// The type-erased analysis: variants from the registry, published mates found and reported as mate scores,
// the end of the game, root move restrictions, MultiPV lines, the table kept between searches and cleared,
// levels, and the stop flag.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <set>

#include "ai/analysis.h"
#include "ai/levels.h"
#include "ai/search_types.h"
#include "engine/core/registry.h"

namespace littletable::ai {
namespace {

// Scholar's mate: 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6?? 4.Qxf7#; the only mate in one (checked with Stockfish, as in
// tests/ai/search_test.cpp).
constexpr const char* SCHOLAR = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
// Fool's mate played out: 1.f3 e5 2.g4 Qh4#; White is mated.
constexpr const char* FOOL_MATED = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
// Stalemate: Black's king on h8 is not in check, and g8, g7 and h7 are all covered by the queen on g6 and the
// king on f7.
constexpr const char* STALEMATE = "7k/5K2/6Q1/8/8/8/8/8 b - - 0 1";

std::unique_ptr<Game> game_of(std::string_view fen = {}) {
    auto g = create_game("chess", fen);
    EXPECT_TRUE(g.ok()) << fen;
    return std::move(g).value();
}

std::unique_ptr<Analyzer> analyzer(std::size_t mib = 4) {
    auto a = create_analyzer("chess", mib);
    EXPECT_TRUE(a.ok());
    return std::move(a).value();
}

AnalysisLimits to_depth(int depth) {
    AnalysisLimits l;
    l.depth = depth;
    return l;
}

/// Every move of `line` is legal in turn from `game`'s position.
void expect_legal_line(const Game& game, const std::vector<std::string>& line) {
    std::unique_ptr<Game> g = game.clone();
    for (const std::string& m : line)
        ASSERT_TRUE(g->play(m).ok()) << m << " in " << g->fen();
}

TEST(Analysis, VariantsAreTwoPlayerGamesOfTheRegistry) {
    const std::vector<std::string> names = analysis_variants();
    EXPECT_NE(std::find(names.begin(), names.end(), "chess"), names.end());
    for (const std::string& n : names) {
        const GameInfo* info = find_game(n);
        ASSERT_NE(info, nullptr) << n;
        EXPECT_EQ(info->seats, 2) << n;
        EXPECT_TRUE(create_analyzer(n).ok()) << n;
    }
}

TEST(Analysis, UnknownVariantIsAnError) {
    auto a = create_analyzer("no-such-game");
    ASSERT_FALSE(a.ok());
    EXPECT_EQ(a.error().code, "ERR_NO_ANALYSIS");
    EXPECT_EQ(analyzer()->variant(), "chess");
}

TEST(Analysis, MateInOneIsAMateScore) {
    auto game = game_of(SCHOLAR);
    auto r = analyzer()->analyse(*game, to_depth(3), {});
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value().bestMove, "h5f7");
    EXPECT_EQ(r.value().score, mate_in(1));
    EXPECT_EQ(mate_moves(r.value().score), 1);
}

TEST(Analysis, MateLimitSearchesTwoPliesPastTheMate) {
    // go mate 1: at most 2 * 1 + 1 = 3 plies.
    auto game = game_of(SCHOLAR);
    AnalysisLimits l;
    l.mateMoves = 1;
    auto r = analyzer()->analyse(*game, l, {});
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value().bestMove, "h5f7");
    EXPECT_LE(r.value().info.depth, 3);
}

TEST(Analysis, MatedSideHasNoMove) {
    auto game = game_of(FOOL_MATED);
    auto r = analyzer()->analyse(*game, to_depth(3), {});
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.value().bestMove.empty());
    EXPECT_EQ(r.value().score, mated_in(0));
}

TEST(Analysis, StalemateScoresADraw) {
    auto game = game_of(STALEMATE);
    ASSERT_TRUE(game->legal_moves().empty());
    auto r = analyzer()->analyse(*game, to_depth(3), {});
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.value().bestMove.empty());
    EXPECT_EQ(r.value().score, SCORE_DRAW);
}

TEST(Analysis, ReportsEachIterationWithALegalLine) {
    auto game = game_of();
    std::vector<int> depths;
    auto r = analyzer()->analyse(*game, to_depth(5), [&](const AnalysisInfo& info) {
        depths.push_back(info.depth);
        ASSERT_EQ(info.lines.size(), 1u);
        expect_legal_line(*game, info.lines[0].pv);
        EXPECT_GE(info.hashfull, 0);
        EXPECT_LE(info.hashfull, 1000);
    });
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(depths, (std::vector<int>{1, 2, 3, 4, 5}));
    EXPECT_EQ(r.value().info.depth, 5);
    expect_legal_line(*game, {r.value().bestMove, r.value().ponderMove});
}

TEST(Analysis, SearchMovesRestrictTheRoot) {
    auto game = game_of();
    AnalysisLimits l = to_depth(3);
    l.searchMoves = {"a2a3", "h2h4"};
    auto r = analyzer()->analyse(*game, l, {});
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.value().bestMove == "a2a3" || r.value().bestMove == "h2h4") << r.value().bestMove;

    l.searchMoves = {"e2e5"};
    auto bad = analyzer()->analyse(*game, l, {});
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().code, "ERR_ILLEGAL_MOVE");
}

TEST(Analysis, MultiPvLinesHaveDistinctFirstMovesBestFirst) {
    auto game = game_of(SCHOLAR);
    AnalysisLimits l = to_depth(3);
    l.multiPv = 3;
    int reports = 0;
    auto r = analyzer()->analyse(*game, l, [&](const AnalysisInfo& info) {
        ++reports;
        ASSERT_EQ(info.lines.size(), 3u);
        std::set<std::string> first;
        for (std::size_t k = 0; k < info.lines.size(); ++k) {
            expect_legal_line(*game, info.lines[k].pv);
            first.insert(info.lines[k].pv.at(0));
            if (k > 0) {
                EXPECT_LE(info.lines[k].score, info.lines[k - 1].score);
            }
        }
        EXPECT_EQ(first.size(), 3u);
    });
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(reports, 3);
    EXPECT_EQ(r.value().bestMove, "h5f7");
    EXPECT_EQ(r.value().info.lines.at(0).score, mate_in(1));
    // Qxf7# is the only mate in one: the second line is not a win that fast.
    EXPECT_LT(r.value().info.lines.at(1).score, mate_in(1));
}

TEST(Analysis, NodeCountsAreReproducibleAndTheTableIsKept) {
    auto game = game_of("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8");
    auto a = analyzer();
    const uint64_t fresh = a->analyse(*game, to_depth(6), {}).value().info.nodes;
    EXPECT_GT(fresh, 0u);
    // The same search again starts from the table and histories it kept: another tree (smaller or larger: a
    // kept entry can cut a node off or send the search down another line), unlike a cleared one below.
    const uint64_t warm = a->analyse(*game, to_depth(6), {}).value().info.nodes;
    EXPECT_NE(warm, fresh);
    // Cleared, it is a fresh analyzer again: the same count to the node.
    a->clear_hash();
    EXPECT_EQ(a->analyse(*game, to_depth(6), {}).value().info.nodes, fresh);
    // So is a resized one.
    ASSERT_TRUE(a->resize_hash(4).ok());
    a->clear_hash();
    EXPECT_EQ(a->analyse(*game, to_depth(6), {}).value().info.nodes, fresh);
}

TEST(Analysis, WeakLevelKeepsItsNodeBudget) {
    auto game = game_of();
    AnalysisLimits l = to_depth(10);
    l.level = MIN_LEVEL;
    l.seed = 7;
    uint64_t most = 0;
    auto r = analyzer()->analyse(*game, l, [&](const AnalysisInfo& info) { most = std::max(most, info.nodes); });
    ASSERT_TRUE(r.ok());
    ASSERT_GT(level_settings(MIN_LEVEL).maxNodes, 0u);
    EXPECT_GT(most, 0u);
    EXPECT_LE(most, level_settings(MIN_LEVEL).maxNodes);
    EXPECT_LE(r.value().info.nodes, level_settings(MIN_LEVEL).maxNodes);
    expect_legal_line(*game, {r.value().bestMove});

    l.level = MAX_LEVEL + 1;
    EXPECT_EQ(analyzer()->analyse(*game, l, {}).error().code, "ERR_BAD_LEVEL");
}

TEST(Analysis, StopFlagStillGivesALegalMove) {
    auto game = game_of();
    std::atomic<bool> stop{true};
    AnalysisLimits l;
    l.stop = &stop;
    auto r = analyzer()->analyse(*game, l, {});
    ASSERT_TRUE(r.ok());
    expect_legal_line(*game, {r.value().bestMove});
}

} // namespace
} // namespace littletable::ai
