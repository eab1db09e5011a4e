// The ends of the level ladder in play: full strength beats the beginner. Node-limited on both sides (level 8
// capped at a few thousand nodes, level 1 at its own budget) with the match's fixed seed, so every game is the
// same on every run and machine; bench/level_ladder.sh measures the ladder itself.
#include <gtest/gtest.h>

#include "ai/cpu_player.h"
#include "match/match.h"

namespace littletable::match {
namespace {

EngineSpec level(int n) {
    EngineSpec spec;
    spec.name = "L" + std::to_string(n);
    spec.level = n;
    return spec;
}

TEST(LevelLadder, FullStrengthBeatsTheBeginnerEveryGame) {
    MatchSettings s;
    s.engines = {level(ai::MAX_LEVEL), level(ai::MIN_LEVEL)};
    s.tc.nodes = 3'000;
    s.games = 4; // two rounds from the start position, each engine White twice
    s.seed = 1;
    const Result<MatchSummary> summary = run_match(s, [](const FinishedGame&) {});
    ASSERT_TRUE(summary.ok()) << summary.error().message;
    EXPECT_EQ(summary.value().tally.wins, 4);
}

} // namespace
} // namespace littletable::match
