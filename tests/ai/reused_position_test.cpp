// The search takes the Game's own position (engine/core/typed_position.h) instead of replaying the start FEN and
// every move text: the CPU players choose the same moves from it as from the replayed position, for positions along
// seeded random games of every game, a repetition and a resignation among them, at several levels and seeds.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "ai/cpu_player.h"
#include "ai/games/chess_traits.h"
#include "ai/level_search.h"
#include "engine/chess/position.h"
#include "engine/core/typed_position.h"
#include "tests/ai/game_support.h"
#include "tests/ai/replay_only_game.h"

namespace littletable::ai {
namespace {

using testing_support::game_of;
using testing_support::limits_at;
using testing_support::ReplayOnlyGame;

/// Copies of `game` after each ply of `stops` along a seeded random game (fewer when it ends first).
std::vector<std::unique_ptr<Game>> positions_along(std::unique_ptr<Game> game, uint32_t seed,
                                                   const std::vector<int>& stops) {
    std::mt19937 rng(seed);
    std::vector<std::unique_ptr<Game>> out;
    for (int ply = 0; ply <= stops.back() && !game->outcome().over(); ++ply) {
        if (std::find(stops.begin(), stops.end(), ply) != stops.end())
            out.push_back(game->clone());
        const std::vector<MoveView> legal = game->legal_moves();
        EXPECT_TRUE(game->play(legal[rng() % legal.size()].text).ok());
    }
    return out;
}

/// The moves chosen on `game` and on its replaying copy at levels 2, 5 and 8 with two seeds each must be equal.
void expect_same_choices(const Game& game) {
    const ReplayOnlyGame replayed(game);
    for (int level : {2, 5, 8})
        for (uint64_t seed : {3u, 17u}) {
            const CpuLimits limits = limits_at(level, seed, 4000);
            const Result<std::string> fromHeld = choose_move(game, limits);
            const Result<std::string> fromReplay = choose_move(replayed, limits);
            ASSERT_TRUE(fromHeld.ok()) << game.variant() << " " << game.fen() << ": " << fromHeld.error().message;
            ASSERT_TRUE(fromReplay.ok()) << fromReplay.error().message;
            EXPECT_EQ(fromHeld.value(), fromReplay.value())
                << game.variant() << " level " << level << " seed " << seed << " at " << game.fen();
        }
}

TEST(ReusedPosition, EveryGameHoldsItsPositionAndAWrapperHidesIt) {
    const auto chess = game_of("chess", {}, {"e2e4"});
    const chess::Position* held = typed_position_of<chess::Position>(*chess);
    ASSERT_NE(held, nullptr);
    EXPECT_EQ(held->fen(), chess->fen());
    EXPECT_EQ(typed_position_of<chess::Position>(ReplayOnlyGame(*chess)), nullptr);
    // Another game's Game holds another type.
    EXPECT_EQ(typed_position_of<chess::Position>(*game_of("martian")), nullptr);
}

TEST(ReusedPosition, TheCopyEqualsTheReplayWithItsRepetitions) {
    // Knights out and back twice: the start position has occurred three times (chess.md §4, threefold repetition).
    const auto game = game_of("chess", {}, {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"});
    const Result<chess::Position> copied = position_of<ChessTraits>(*game);
    const Result<chess::Position> replayed = replayed_position<ChessTraits>(ReplayOnlyGame(*game));
    ASSERT_TRUE(copied.ok());
    ASSERT_TRUE(replayed.ok());
    EXPECT_EQ(copied.value().key(), replayed.value().key());
    EXPECT_EQ(copied.value().repetition_count(), 3);
    EXPECT_EQ(replayed.value().repetition_count(), 3);
    EXPECT_TRUE(copied.value().is_repetition(0));
}

TEST(ReusedPosition, TheSameMovesAsFromTheReplayInEveryGame) {
    uint32_t seed = 1;
    for (const char* variant : {"chess", "metamate", "metamachy", "martian", "martian4", "fourplayer"})
        for (const auto& game : positions_along(game_of(variant), seed++, {0, 9, 40, 90}))
            expect_same_choices(*game);
}

TEST(ReusedPosition, TheSameMovesAfterARepetitionAndAResignation) {
    // White to move in a position seen twice before: the search scores a third time as a draw (ai/search.h).
    expect_same_choices(*game_of("chess", {}, {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"}));
    // Blue resigns ("R", fourplayer.md: eliminated, the game goes on): the replay resigns by the traits' hook.
    expect_same_choices(*game_of("fourplayer", {}, {"h2h3", "R", "g13g12", "m8l8", "h3h4"}));
}

} // namespace
} // namespace littletable::ai
