// Martian Chess's CPU players (ai/games/martian_traits.h through ai::choose_move): every level plays legal moves in the
// 2- and the 4-player game, and the ends of the game by an empty zone (docs/rules/martian.md, "End of game") are taken:
// leaving the zone with a lead, a capture that wins on the way out.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "ai/cpu_player.h"
#include "engine/martian/game.h"
#include "tests/ai/game_support.h"

namespace littletable::ai {
namespace {

using testing_support::is_legal;
using testing_support::limits_at;

std::unique_ptr<Game> martian_game(int seats, std::string_view fen, std::initializer_list<const char*> moves = {}) {
    return testing_support::played(martian::create_martian_game(seats, fen), fen, moves);
}

TEST(MartianCpu, BothGamesHaveAPlayer) {
    EXPECT_TRUE(has_cpu_player("martian"));
    EXPECT_TRUE(has_cpu_player("martian4"));
}

TEST(MartianCpu, EveryLevelPlaysLegalMoves) {
    std::vector<std::unique_ptr<Game>> games;
    games.push_back(martian_game(2, ""));
    games.push_back(martian_game(2, "", {"d3-d5", "a6-a4"})); // a crossing each
    games.push_back(martian_game(2, "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq n 0/0 - on 0/200")); // "+clock" twins
    games.push_back(martian_game(4, ""));
    games.push_back(martian_game(4, "", {"c3-d4", "c6-d5", "f6-e5", "f3-e4"}));
    for (int level = MIN_LEVEL; level <= MAX_LEVEL; ++level)
        for (const auto& game : games) {
            const auto r = choose_move(*game, limits_at(level, 5, 2000));
            ASSERT_TRUE(r.ok()) << level << " " << game->fen() << ": " << r.error().message;
            EXPECT_TRUE(is_legal(*game, r.value())) << level << " " << game->fen() << ": " << r.value();
        }
}

TEST(MartianCpu, LeavesItsZoneWithALeadToWin) {
    // South's only piece, the pawn a4, crosses to b5: South's zone is empty, the game ends, South wins 3-2. Its
    // other move, a4-b3, lets the game go on. Every level sees it (the levels overlook captures only, ai/levels.h).
    const auto game = martian_game(2, "4/4/2q1/4/p3/4/4/4 s 3/2 - - 0");
    for (int level = MIN_LEVEL; level <= MAX_LEVEL; ++level)
        EXPECT_EQ(choose_move(*game, limits_at(level, 11, 2000)).value(), "a4-b5") << level;
}

TEST(MartianCpu, TakesTheCaptureThatWinsOnTheWayOut) {
    // South, 2 points behind, has one piece, the drone b4: taking the queen on b5 (3 points) empties South's zone
    // and wins 3-2 (the drone cannot jump to b6); its quiet moves (a4, c4, d4, b3, b2) let the game go on, behind.
    // Levels 3-8 never overlook a capture (levels 1-2 may, by design: ai/levels.h).
    const auto game = martian_game(2, "4/3p/1d2/1q2/1d2/4/4/4 s 0/2 - - 0");
    for (int level = 3; level <= MAX_LEVEL; ++level)
        EXPECT_EQ(choose_move(*game, limits_at(level, 13, 2000)).value(), "b4-b5") << level;
}

TEST(MartianCpu, FourPlayersLeaveTheQuadrantWithTheBestScore) {
    // South-west's only piece, the pawn d4, leaves its quadrant for c5, e5 or e3: the game ends with South-West
    // alone on 3 points; d4-c3 would let it go on.
    const auto game = martian_game(4, "q6q/8/8/8/3p4/8/8/7q sw 3/0/0/0 - - 0");
    for (int level = MIN_LEVEL; level <= MAX_LEVEL; ++level) {
        const std::string m = choose_move(*game, limits_at(level, 17, 2000)).value();
        EXPECT_TRUE(m == "d4-c5" || m == "d4-e5" || m == "d4-e3") << level << ": " << m;
    }
}

} // namespace
} // namespace littletable::ai
