// Four-player chess's CPU players (ai/games/fourplayer_traits.h through ai::choose_move): every level plays legal
// moves, and a king left in check is taken (docs/rules/fourplayer.md, "Points (FFA)": 20 points, the most on the
// board).
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "ai/cpu_player.h"
#include "engine/fourplayer/game.h"
#include "tests/ai/game_support.h"
#include "tests/fourplayer/fen_builder.h"

namespace littletable::ai {
namespace {

using testing_support::is_legal;
using testing_support::limits_at;

std::unique_ptr<Game> fourplayer_game(std::string_view fen, std::initializer_list<const char*> moves = {}) {
    return testing_support::game_from(fourplayer::game_info(), fen, moves);
}

TEST(FourPlayerCpu, HasAPlayer) { EXPECT_TRUE(has_cpu_player("fourplayer")); }

TEST(FourPlayerCpu, EveryLevelPlaysLegalMoves) {
    std::vector<std::unique_ptr<Game>> games;
    games.push_back(fourplayer_game(""));
    games.push_back(fourplayer_game("", {"h2h3", "b8c8", "g13g12", "m8l8"})); // a pawn step each
    for (int level = MIN_LEVEL; level <= MAX_LEVEL; ++level)
        for (const auto& game : games) {
            const auto r = choose_move(*game, limits_at(level, 3, 3000));
            ASSERT_TRUE(r.ok()) << level << " " << game->fen() << ": " << r.error().message;
            EXPECT_TRUE(is_legal(*game, r.value())) << level << " " << game->fen() << ": " << r.value();
        }
}

TEST(FourPlayerCpu, PlaysOnAfterAResignation) {
    // Blue resigns in its turn ("R", fourplayer.md: eliminated, the game goes on): the others' CPU still moves.
    const auto game = fourplayer_game("", {"h2h3", "R", "g13g12", "m8l8"});
    ASSERT_TRUE(game->eliminated(1));
    for (int level : {1, MAX_LEVEL}) {
        const auto r = choose_move(*game, limits_at(level, 2, 3000));
        ASSERT_TRUE(r.ok()) << level << ": " << r.error().message;
        EXPECT_TRUE(is_legal(*game, r.value())) << level << ": " << r.value();
    }
}

TEST(FourPlayerCpu, TakesAKingLeftInCheck) {
    // Yellow's king g14 stands on the g-file of Red's rook g5, left in check by a third player's move: Red takes
    // it for 20 points (fourplayer.md, "Elimination, grey pieces").
    const auto game = fourplayer_game(fourplayer::testing_support::build_fen4(
        "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0",
        {{"h1", "rK"}, {"g5", "rR"}, {"a7", "bK"}, {"g14", "yK"}, {"d13", "yP"}, {"n8", "gK"}}));
    for (int level = 3; level <= MAX_LEVEL; ++level)
        EXPECT_EQ(choose_move(*game, limits_at(level, 7, 3000)).value(), "g5g14") << level;
}

} // namespace
} // namespace littletable::ai
