// Every registered game answers a finished game alike (engine/core/game.h): no seat to move, no legal moves, no
// claimable draws, and ERR_GAME_OVER for a move and for a draw claim, with or without a move, changing nothing.
// Each game is finished by its rules files' own endings.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "engine/core/registry.h"

namespace littletable {
namespace {

/// A game brought to its end: created from `fen` (empty: the start), then `moves` played.
struct Ending {
    std::string fen;
    std::vector<std::string> moves;
};

const std::map<std::string, Ending>& endings() {
    static const std::map<std::string, Ending> byGame = {
        // chess.md: checkmate ends the game (fool's mate).
        {"chess", {"", {"f3", "e5", "g4", "Qh4#"}}},
        // metamate.md §8.2, §8.3: the M3 on a7 copies the king b6, a "Meta mate".
        {"metamate", {"k7/M[3]7/1K6/8/8/8/8/8 b - - 0 1", {}}},
        // metamachy.md: checkmate; the Queen b11, guarded by the King c10, mates the King a12.
        {"metamachy", {"k11/1Q10/2K9/12/12/12/12/12/12/12/12/12 b - - 0 1", {}}},
        // martian.md "End of game": the game ends at once when a zone is empty; North's last piece leaves its zone.
        {"martian", {"4/4/4/1q2/2p1/4/4/p3 s 0/0 - - 0", {"c4-b5", "b5-a4"}}},
        // martian.md "Four players": the same end, three zones empty.
        {"martian4", {"8/8/8/8/8/8/8/p7 sw 0/0/0/0 - - 0", {}}},
        // fourplayer.md "Points": an agreed draw ends the game.
        {"fourplayer", {"", {"h2h3", "D"}}},
    };
    return byGame;
}

std::unique_ptr<Game> finished(const std::string& name) {
    const Ending& e = endings().at(name);
    auto g = create_game(name, e.fen);
    EXPECT_TRUE(g.ok()) << name << ": " << (g.ok() ? "" : g.error().message);
    if (!g.ok())
        return nullptr;
    for (const std::string& m : e.moves) {
        const Result<MoveView> r = g.value()->play(m);
        EXPECT_TRUE(r.ok()) << name << " " << m << ": " << (r.ok() ? "" : r.error().message);
    }
    return std::move(g.value());
}

TEST(FinishedGame, EveryGameAnswersAlike) {
    for (const GameInfo& info : game_registry()) {
        SCOPED_TRACE(info.name);
        ASSERT_TRUE(endings().contains(info.name)) << "no ending for " << info.name << " in this test";
        std::unique_ptr<Game> g = finished(info.name);
        ASSERT_NE(g, nullptr);
        ASSERT_TRUE(g->outcome().over());
        const std::string fen = g->fen();
        const size_t plies = g->history().size();
        // A move that was legal somewhere: the last one played, or any text of the game's move syntax.
        const std::string move = plies ? g->history().back().text : info.name.starts_with("martian") ? "a1-b2" : "e2e4";

        EXPECT_EQ(g->side_to_move(), NO_SEAT);
        EXPECT_TRUE(g->legal_moves().empty());
        EXPECT_TRUE(g->claimable_draws().empty());
        EXPECT_TRUE(g->claimable_draws(move).empty());

        const Result<Outcome> claim = g->claim_draw();
        ASSERT_FALSE(claim.ok());
        EXPECT_EQ(claim.error().code, "ERR_GAME_OVER");
        const Result<Outcome> claimWithMove = g->claim_draw(move);
        ASSERT_FALSE(claimWithMove.ok());
        EXPECT_EQ(claimWithMove.error().code, "ERR_GAME_OVER");
        const Result<MoveView> played = g->play(move);
        ASSERT_FALSE(played.ok());
        EXPECT_EQ(played.error().code, "ERR_GAME_OVER");

        EXPECT_TRUE(g->outcome().over());
        EXPECT_EQ(g->fen(), fen);
        EXPECT_EQ(g->history().size(), plies);
    }
}

} // namespace
} // namespace littletable
