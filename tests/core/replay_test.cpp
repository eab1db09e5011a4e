// A game rebuilt from its moves (engine/core/replay.h): every move played in order with the seat that played it,
// the first refused move named by its index, its text and the game's reason, and the game left after the moves
// before it.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/core/registry.h"
#include "engine/core/replay.h"

namespace littletable {
namespace {

std::unique_ptr<Game> game(std::string_view name) {
    auto g = create_game(name);
    EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error().message);
    return std::move(g.value());
}

std::vector<std::string> texts(const Game& g) {
    std::vector<std::string> out;
    for (const MoveView& m : g.history())
        out.push_back(m.text);
    return out;
}

TEST(Replay, PlaysEveryMoveInOrderWithItsSeat) {
    auto g = game("chess");
    const Replayed r = replay(*g, std::vector<std::string>{"e4", "e7e5", "Nf3"}); // display or canonical texts
    EXPECT_FALSE(r.refused);
    EXPECT_EQ(r.movers, (std::vector<Seat>{0, 1, 0}));
    EXPECT_EQ(texts(*g), (std::vector<std::string>{"e2e4", "e7e5", "g1f3"}));
    EXPECT_EQ(g->side_to_move(), 1);
}

// fourplayer.md: "a checkmated, stalemated, resigned or timed-out player is eliminated" and its turns are skipped:
// after Blue resigns, Green's move is followed by Red's and then Yellow's.
TEST(Replay, TheMoversFollowTheTurnsAnEliminatedSeatSkips) {
    auto g = game("fourplayer");
    const Replayed r = replay(*g, std::vector<std::string>{"h2h3", "R", "h13-h12", "m5-l5", "g2g3", "g13-g12"});
    ASSERT_FALSE(r.refused) << r.refused->error().message;
    EXPECT_EQ(r.movers, (std::vector<Seat>{0, 1, 2, 3, 0, 2}));
    EXPECT_TRUE(g->eliminated(1));
}

TEST(Replay, StopsAtTheFirstRefusedMoveAfterTheMovesBeforeIt) {
    auto g = game("chess");
    const Replayed r = replay(*g, std::vector<std::string>{"e2e4", "e7e5", "e4e5", "d2d4"});
    ASSERT_TRUE(r.refused);
    EXPECT_EQ(r.refused->index, 2u);
    EXPECT_EQ(r.refused->text, "e4e5");
    EXPECT_EQ(r.refused->reason.code, "ERR_ILLEGAL_MOVE"); // a pawn does not capture straight ahead
    EXPECT_EQ(r.movers, (std::vector<Seat>{0, 1}));
    EXPECT_EQ(texts(*g), (std::vector<std::string>{"e2e4", "e7e5"}));
    // One error for every caller: the game's code, the move named before the game's reason.
    const Error e = r.refused->error();
    EXPECT_EQ(e.code, "ERR_ILLEGAL_MOVE");
    EXPECT_EQ(e.message, "moves[2] 'e4e5': " + r.refused->reason.message);
}

TEST(Replay, AMoveAfterTheEndIsRefusedAsTheGameIsOver) {
    auto g = game("chess");
    // Fool's mate, then a move no one may play.
    const Replayed r = replay(*g, std::vector<std::string>{"f2f3", "e7e5", "g2g4", "d8h4", "e2e4"});
    ASSERT_TRUE(r.refused);
    EXPECT_EQ(r.refused->index, 4u);
    EXPECT_EQ(r.refused->reason.code, "ERR_GAME_OVER");
    EXPECT_EQ(g->outcome(), Outcome::win(1, Termination::CHECKMATE));
}

TEST(Replay, AMoveTextIsShownShortAndPrintable) {
    auto g = game("chess");
    const std::string garbage = "e2\x01" + std::string(40, 'x');
    const Replayed r = replay(*g, std::vector<std::string>{garbage});
    ASSERT_TRUE(r.refused);
    EXPECT_EQ(r.refused->text, garbage);
    const std::string shown = "moves[0] 'e2\\x01" + std::string(29, 'x') + "...': ";
    EXPECT_EQ(r.refused->error().message.rfind(shown, 0), 0u) << r.refused->error().message;
}

TEST(Replay, ByNameCreatesTheGameThenReplays) {
    auto made = replay("chess", "", std::vector<std::string>{"d2d4", "d7d5"});
    ASSERT_TRUE(made.ok()) << made.error().message;
    EXPECT_EQ(made.value()->fen(), "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2");
    // From a FEN: Black to move in the start position.
    auto black =
        replay("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", std::vector<std::string>{"e7e5"});
    ASSERT_TRUE(black.ok()) << black.error().message;
    EXPECT_EQ(black.value()->side_to_move(), 0);

    EXPECT_EQ(replay("go", "", {}).error().code, "ERR_UNKNOWN_GAME");
    EXPECT_EQ(replay("chess", "8/8/8 w - - 0 1", {}).error().code.rfind("ERR_FEN", 0), 0u);
    auto refused = replay("chess", "", std::vector<std::string>{"e2e4", "e2e4"});
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, "ERR_ILLEGAL_MOVE");
    EXPECT_EQ(refused.error().message.rfind("moves[1] 'e2e4': ", 0), 0u) << refused.error().message;
}

} // namespace
} // namespace littletable
