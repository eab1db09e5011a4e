// Metamachy behind the dynamic Game interface: the CPU player at every level, from Black's setup choice (the 24
// chief arrangements, docs/rules/metamachy.md "Board and setup") and from the play after it.
#include <gtest/gtest.h>

#include "ai/cpu_player.h"
#include "engine/metamachy/game.h"
#include "tests/ai/game_support.h"

namespace littletable::ai {
namespace {

using testing_support::is_legal;
using testing_support::limits_at;

std::unique_ptr<Game> metamachy_game(std::string_view fen = {}, std::initializer_list<const char*> moves = {}) {
    return testing_support::game_from(metamachy::game_info(), fen, moves);
}

TEST(MetamachyCpu, HasAPlayer) { EXPECT_TRUE(has_cpu_player("metamachy")); }

TEST(MetamachyCpu, EveryLevelPlaysLegalMoves) {
    std::vector<std::unique_ptr<Game>> games;
    games.push_back(metamachy_game()); // Black's setup choice
    games.push_back(metamachy_game({}, {"qkla@f12"})); // White's first move, default arrangement
    games.push_back(metamachy_game({}, {"klqa@f12", "f3f5", "g10g8"})); // play after another arrangement
    for (int level = MIN_LEVEL; level <= MAX_LEVEL; ++level)
        for (const auto& game : games) {
            ASSERT_NE(game, nullptr);
            auto r = choose_move(*game, limits_at(level, 5, 2000));
            ASSERT_TRUE(r.ok()) << level << " " << game->fen() << ": " << r.error().message;
            EXPECT_TRUE(is_legal(*game, r.value())) << level << " " << game->fen() << ": " << r.value();
        }
}

TEST(MetamachyCpu, SetupChoiceIsAnArrangement) {
    // In the setup phase every legal move is one of the 24 arrangements, kind "setup" (metamachy.md).
    const auto game = metamachy_game();
    auto r = choose_move(*game, limits_at(MAX_LEVEL, 1, 5000));
    ASSERT_TRUE(r.ok());
    const auto moves = game->legal_moves();
    const auto it = std::find_if(moves.begin(), moves.end(), [&](const MoveView& v) { return v.text == r.value(); });
    ASSERT_NE(it, moves.end()) << r.value();
    EXPECT_EQ(it->kind, "setup");
}

} // namespace
} // namespace littletable::ai
