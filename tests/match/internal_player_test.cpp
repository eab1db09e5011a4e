// The internal player's time: the side to move's clock read for ai/time_manager.h, whose budget (worked out by
// hand from the formulae documented there) becomes the level's soft and hard time.
#include <gtest/gtest.h>

#include <chrono>

#include "ai/time_manager.h"
#include "engine/core/registry.h"
#include "match/internal_player.h"

namespace littletable::match {
namespace {

std::unique_ptr<Game> chess_after(std::initializer_list<const char*> moves) {
    auto created = create_game("chess", "");
    EXPECT_TRUE(created.ok());
    std::unique_ptr<Game> game = std::move(created).value();
    for (const char* m : moves)
        EXPECT_TRUE(game->play(m).ok()) << m;
    return game;
}

MoveRequest request_for(const Game& game, const TimeControl& tc, std::vector<int64_t> clockMs) {
    return MoveRequest{game, tc, std::move(clockMs), SteadyClock::now() + std::chrono::seconds(60), 7};
}

// The four-player games' other players (ai::player_names) play legal moves; a name the variant lacks is refused
// at the start of the game, naming the ones it has.
TEST(InternalPlayer, AnotherPlayerOfTheVariantByName) {
    for (const char* variant : {"fourplayer", "martian4"}) {
        auto game = std::move(create_game(variant)).value();
        const std::vector<std::string> names = ai::player_names(variant);
        ASSERT_EQ(names, (std::vector<std::string>{"brs", "paranoid", "maxn", "paranoid-material"})) << variant;
        for (const std::string& name : names) {
            InternalPlayer player(name, ai::MAX_LEVEL, name);
            ASSERT_TRUE(player.new_game(*game).ok()) << variant << " " << name;
            TimeControl tc;
            tc.nodes = 2'000;
            const MoveReply reply = player.think(request_for(*game, tc, {}));
            ASSERT_EQ(reply.fault, Fault::NONE) << reply.detail;
            EXPECT_TRUE(game->clone()->play(reply.move).ok()) << variant << " " << name << ": " << reply.move;
        }
        const Result<Ok> unknown = InternalPlayer("x", ai::MAX_LEVEL, "mcts").new_game(*game);
        ASSERT_FALSE(unknown.ok());
        EXPECT_EQ(unknown.error().code, "ERR_NO_CPU_PLAYER");
        EXPECT_NE(unknown.error().message.find("paranoid-material"), std::string::npos) << unknown.error().message;
    }
    EXPECT_FALSE(InternalPlayer("x", ai::MAX_LEVEL, "paranoid").new_game(*chess_after({})).ok());
}

TEST(InternalPlayer, ReadsTheClockOfTheSideToMove) {
    auto game = chess_after({"e2e4"}); // Black to move: seat 1
    TimeControl tc;
    tc.baseMs = 10'000;
    tc.incrementMs = 100;
    const ai::ClockLimits clock = clock_of(request_for(*game, tc, {9'000, 7'000}));
    EXPECT_EQ(clock.timeLeftMs, 7'000);
    EXPECT_EQ(clock.incrementMs, 100);
    EXPECT_EQ(clock.moveTimeMs, 0);
    EXPECT_EQ(clock.movesToGo, 0);
    EXPECT_EQ(clock.moveOverheadMs, INTERNAL_MOVE_OVERHEAD_MS);
    // By hand, with overhead 10: usable 6990; soft 6990 / 40 + 100 * 3 / 4 = 174 + 75 = 249;
    // hard min(4 * 249, 6990 * 3 / 4) = min(996, 5242) = 996.
    static_assert(INTERNAL_MOVE_OVERHEAD_MS == 10, "the figures below are worked out for 10 ms");
    const ai::TimeBudget budget = ai::plan_move_time(clock);
    EXPECT_EQ(budget.softMs, 249);
    EXPECT_EQ(budget.hardMs, 996);
}

TEST(InternalPlayer, AFixedMoveTimeIsSpentLessTheOverhead) {
    auto game = chess_after({});
    TimeControl tc;
    tc.moveTimeMs = 500;
    const ai::ClockLimits clock = clock_of(request_for(*game, tc, {}));
    EXPECT_LT(clock.timeLeftMs, 0);
    EXPECT_EQ(clock.moveTimeMs, 500);
    const ai::TimeBudget budget = ai::plan_move_time(clock);
    EXPECT_EQ(budget.softMs, 500 - INTERNAL_MOVE_OVERHEAD_MS);
    EXPECT_EQ(budget.hardMs, 500 - INTERNAL_MOVE_OVERHEAD_MS);
}

TEST(InternalPlayer, NodeLimitedMovesHaveNoTimeLimit) {
    auto game = chess_after({});
    TimeControl tc;
    tc.nodes = 1'000;
    const ai::TimeBudget budget = ai::plan_move_time(clock_of(request_for(*game, tc, {})));
    EXPECT_EQ(budget.softMs, 0);
    EXPECT_EQ(budget.hardMs, 0);
}

TEST(InternalPlayer, MovesInTimeOnALowClock) {
    // Level 8 alone would think up to 1.5 s; one second on the clock gives it a hard limit of 742 ms
    // (3/4 of 990) and a soft one of 24 ms (990 / 40), so it moves well before its flag falls.
    auto game = chess_after({"e2e4", "e7e5"});
    TimeControl tc;
    tc.baseMs = 60'000;
    InternalPlayer player("L8", 8);
    ASSERT_TRUE(player.new_game(*game).ok());
    const auto t0 = std::chrono::steady_clock::now();
    const MoveReply reply = player.think(request_for(*game, tc, {1'000, 60'000}));
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0);
    EXPECT_EQ(reply.fault, Fault::NONE) << reply.detail;
    EXPECT_TRUE(game->clone()->play(reply.move).ok()) << reply.move;
    EXPECT_LT(ms.count(), 1'000);
}

} // namespace
} // namespace littletable::match
