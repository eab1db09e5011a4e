// The room options of Martian Chess (engine/martian/options.h): the move limit counts every player's move, as
// martian.md counts moves ("seven further moves" of the deadlock clock; docs/rules-decisions.md, Martian 2), and its
// labels say so: a limit of N moves gives each of the players N / players moves.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>

#include "engine/martian/game.h"
#include "engine/martian/options.h"

namespace littletable::martian {
namespace {

GameOption move_limit_option(const std::vector<GameOption>& options) {
    const auto it =
        std::find_if(options.begin(), options.end(), [](const GameOption& o) { return o.name == "moveLimit"; });
    EXPECT_NE(it, options.end());
    return it == options.end() ? GameOption{} : *it;
}

// Plays, until the game ends, the first legal move after which it goes on (one that empties a zone would end it
// before the limit), or the first move when every move ends it; returns the moves each seat played.
std::array<int, 4> play_to_the_limit(Game& g) {
    std::array<int, 4> bySeat{};
    while (!g.outcome().over()) {
        const Seat mover = g.side_to_move();
        const std::vector<MoveView> moves = g.legal_moves();
        std::string chosen = moves.front().text;
        for (const MoveView& m : moves) {
            auto trial = g.clone();
            if (trial->play(m.text).ok() && !trial->outcome().over()) {
                chosen = m.text;
                break;
            }
        }
        EXPECT_TRUE(g.play(chosen).ok()) << chosen;
        ++bySeat[size_t(mover)];
    }
    return bySeat;
}

TEST(Options, TheMoveLimitCountsEveryPlayersMoveAndItsLabelSaysHowManyEach) {
    for (int seats : {2, 4}) {
        const std::vector<GameOption> options = room_options(seats);
        const GameOption limit = move_limit_option(options);
        for (const GameOptionValue& v : limit.values) {
            if (v.value == "0")
                continue;
            const int moves = std::stoi(v.value);
            EXPECT_EQ(v.label, v.value + " moves (" + std::to_string(moves / seats) + " each)") << seats;
        }
        const GameInfo info = seats == 2 ? game_info() : game_info_four();
        auto game = info.create(start_fen_for(seats, {{"moveLimit", "60"}}));
        ASSERT_TRUE(game.ok()) << game.error().message;
        const std::array<int, 4> bySeat = play_to_the_limit(*game.value());
        EXPECT_EQ(game.value()->history().size(), 60u) << seats;
        for (int s = 0; s < seats; ++s)
            EXPECT_EQ(bySeat[size_t(s)], 60 / seats) << seats << " players, seat " << s;
        const std::vector<Counter> counters = game.value()->counters();
        EXPECT_NE(std::find(counters.begin(), counters.end(), Counter{"move-limit", 60, 60}), counters.end());
    }
}

} // namespace
} // namespace littletable::martian
