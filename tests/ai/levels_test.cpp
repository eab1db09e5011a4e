// The level table (ai/levels.h): a ladder in which each level searches at least as much and errs no more than
// the one below, full strength at the top; level_for_elo inverting the measured Elo; the oversights of
// ai/level_search.h checked against the position's own moves.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "ai/cpu_play.h"
#include "ai/cpu_player.h"
#include "ai/games/chess_traits.h"
#include "ai/level_search.h"
#include "ai/levels.h"
#include "engine/core/registry.h"

namespace littletable::ai {
namespace {

/// A limit where 0 means "none", as a number that compares: none is more than any limit.
template<typename N>
uint64_t as_budget(N limit) {
    return limit > 0 ? uint64_t(limit) : UINT64_MAX;
}

TEST(LevelTable, EachLevelSearchesAtLeastAsMuchAsTheOneBelow) {
    for (int level = MIN_LEVEL + 1; level <= MAX_LEVEL; ++level) {
        const LevelSettings& lo = level_settings(level - 1);
        const LevelSettings& hi = level_settings(level);
        EXPECT_GE(as_budget(hi.maxDepth), as_budget(lo.maxDepth)) << level;
        EXPECT_GE(as_budget(hi.maxNodes), as_budget(lo.maxNodes)) << level;
        EXPECT_GE(as_budget(hi.maxTimeMs), as_budget(lo.maxTimeMs)) << level;
        EXPECT_GE(hi.ttMiB, lo.ttMiB) << level;
        EXPECT_GE(hi.quiescence, lo.quiescence) << level;
    }
}

TEST(LevelTable, EachLevelErrsNoMoreThanTheOneBelow) {
    for (int level = MIN_LEVEL + 1; level <= MAX_LEVEL; ++level) {
        const LevelSettings& lo = level_settings(level - 1);
        const LevelSettings& hi = level_settings(level);
        EXPECT_LE(hi.marginCp, lo.marginCp) << level;
        EXPECT_LE(hi.temperatureCp, lo.temperatureCp) << level;
        EXPECT_LE(hi.missCapturePercent, lo.missCapturePercent) << level;
        EXPECT_LE(hi.oversightPercent, lo.oversightPercent) << level;
        // Not the same level twice: stronger in at least one respect.
        const bool stronger =
            as_budget(hi.maxDepth) > as_budget(lo.maxDepth) || as_budget(hi.maxNodes) > as_budget(lo.maxNodes) ||
            hi.quiescence > lo.quiescence || hi.marginCp < lo.marginCp || hi.temperatureCp < lo.temperatureCp ||
            hi.missCapturePercent < lo.missCapturePercent || hi.oversightPercent < lo.oversightPercent;
        EXPECT_TRUE(stronger) << level;
    }
}

TEST(LevelTable, FullStrengthHasNoHandicap) {
    const LevelSettings& top = level_settings(MAX_LEVEL);
    EXPECT_EQ(top.maxDepth, 0);
    EXPECT_EQ(top.maxNodes, 0u);
    EXPECT_TRUE(top.quiescence);
    EXPECT_EQ(top.marginCp, 0);
    EXPECT_EQ(top.missCapturePercent, 0);
    EXPECT_EQ(top.oversightPercent, 0);
}

TEST(LevelTable, MeasuredEloRisesWithTheLevel) {
    // A ladder whose measurement (bench/level_ladder.sh) does not rise level by level needs new settings.
    for (int level = MIN_LEVEL + 1; level <= MAX_LEVEL; ++level)
        EXPECT_GT(level_settings(level).elo, level_settings(level - 1).elo) << level;
}

// Issue 36: in a game of more than two seats level 8 thinks at most 1 s a move; a caller may ask for less.
TEST(LevelTable, AGameOfMoreSeatsCapsEveryMoveAtOneSecond) {
    EXPECT_GT(level_settings(MAX_LEVEL).maxTimeMs, NPLAYER_MAX_MOVE_MS); // two-player games think longer
    EXPECT_EQ(nplayer_limits(CpuLimits{}).maxTimeMs, 1000);
    EXPECT_EQ(nplayer_limits(CpuLimits{.maxTimeMs = 5000}).maxTimeMs, 1000);
    EXPECT_EQ(nplayer_limits(CpuLimits{.maxTimeMs = 300}).maxTimeMs, 300);
    const SearchLimits<int> search = level_limits<int>(level_settings(MAX_LEVEL), 0, 0, nplayer_limits({}).maxTimeMs);
    EXPECT_EQ(search.maxTimeMs, 1000);
    EXPECT_EQ(search.softTimeMs, 500);
}

TEST(LevelForElo, MapsEachLevelsMeasuredEloBackToIt) {
    for (int level = MIN_LEVEL; level <= MAX_LEVEL; ++level)
        EXPECT_EQ(level_for_elo(level_settings(level).elo), level) << level;
}

TEST(LevelForElo, PicksTheNearestLevelAndTheEndsBeyondTheTable) {
    for (int level = MIN_LEVEL + 1; level <= MAX_LEVEL; ++level) {
        const int lo = level_settings(level - 1).elo, hi = level_settings(level).elo;
        EXPECT_EQ(level_for_elo(lo + (hi - lo) / 4), level - 1) << level;
        EXPECT_EQ(level_for_elo(hi - (hi - lo) / 4), level) << level;
        if ((hi - lo) % 2 == 0) {
            EXPECT_EQ(level_for_elo((lo + hi) / 2), level - 1) << level; // a tie goes to the weaker level
        }
    }
    EXPECT_EQ(level_for_elo(level_settings(MIN_LEVEL).elo - 1000), MIN_LEVEL);
    EXPECT_EQ(level_for_elo(0), MIN_LEVEL);
    EXPECT_EQ(level_for_elo(level_settings(MAX_LEVEL).elo + 1000), MAX_LEVEL);
}

/// Kiwipete (Chess Programming Wiki, "Perft Results", position 2): 48 legal moves, 8 of them captures.
constexpr const char* KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// A level that only errs as the arguments say, searching depth 4 otherwise.
LevelSettings erring(int missCapturePercent, int oversightPercent) {
    return LevelSettings{4, 0, 0, 1, true, 0, 0, missCapturePercent, oversightPercent, 0};
}

struct Oversight {
    ChessTraits::Position pos;
    std::vector<ChessTraits::Position::Move> legal;
    SearchLimits<ChessTraits::Position::Move> limits;
};

/// Kiwipete (8 captures among its 48 moves) with the level's oversights applied once, drawn from `seed`.
Oversight oversee(const LevelSettings& level, uint64_t seed) {
    Oversight o{ChessTraits::from_fen(KIWIPETE).value(), {}, {}};
    ChessTraits::Position::MoveList list;
    o.pos.generate_legal(list);
    o.legal.assign(list.begin(), list.end());
    o.limits = level_limits<ChessTraits::Position::Move>(level, 0, 0, 0);
    std::mt19937_64 rng(seed);
    apply_oversights<ChessTraits>(o.pos, o.legal, level, rng, o.limits);
    return o;
}

TEST(Oversights, NoneLeaveTheSearchAsItWas) {
    const Oversight o = oversee(erring(0, 0), 1);
    EXPECT_EQ(o.limits.maxDepth, 4);
    EXPECT_TRUE(o.limits.quiescence);
    EXPECT_TRUE(o.limits.searchMoves.empty());
}

TEST(Oversights, AlwaysOverlookingRepliesSearchesOnePlyWithoutQuiescence) {
    const Oversight o = oversee(erring(0, 100), 1);
    EXPECT_EQ(o.limits.maxDepth, 1);
    EXPECT_FALSE(o.limits.quiescence);
    EXPECT_TRUE(o.limits.searchMoves.empty());
}

TEST(Oversights, MissingEveryCaptureLeavesTheQuietMoves) {
    // The captures counted independently, from the SAN of the dynamic Game ('x' marks a capture).
    auto game = create_game("chess", KIWIPETE).value();
    int quiet = 0;
    for (const MoveView& m : game->legal_moves())
        quiet += m.display.find('x') == std::string::npos;
    ASSERT_EQ(game->legal_moves().size(), 48u); // the published perft(1)
    ASSERT_EQ(quiet, 48 - 8); // less the published 8 captures
    const Oversight o = oversee(erring(100, 0), 1);
    EXPECT_EQ(int(o.limits.searchMoves.size()), quiet);
    EXPECT_EQ(o.limits.maxDepth, 4);
}

TEST(Oversights, OverlookEachMoveAboutAsOftenAsTheLevelSays) {
    // 40 % over 1000 draws: the binomial standard deviation is 15.5, so 400 +- 100 is more than 6 of them.
    int blind = 0;
    for (uint64_t seed = 1; seed <= 1000; ++seed)
        blind += oversee(erring(0, 40), seed).limits.maxDepth == 1;
    EXPECT_NEAR(blind, 400, 100);
}

} // namespace
} // namespace littletable::ai
