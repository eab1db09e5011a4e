// The room options of four-player chess (docs/rules/fourplayer.md, lines marked "Setting"): the classic setup and
// the move limit, which travels in FEN4's extras as 'moveLimit' (plies still to play). Expected squares come from
// the rules file's "Board and setup"; the limit's effect from "End of game" (the game ends on points).
#include <gtest/gtest.h>

#include <string>

#include "engine/fourplayer/game.h"
#include "engine/fourplayer/position.h"

namespace littletable::fourplayer {
namespace {

/// The owner and kind of the piece on `square`, as "0K" (owner seat, kind), or "".
std::string piece_at(const Game& g, std::string_view square) {
    const auto at = g.geometry().parse_square(square);
    for (const PieceView& p : g.pieces())
        if (at && p.square == *at)
            return std::to_string(p.owner) + p.kind;
    return "";
}

std::unique_ptr<Game> start_with(const GameOptionChoice& choice) {
    const GameInfo info = game_info();
    auto g = info.create(info.start_fen(choice));
    EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error().message);
    return std::move(g).value();
}

TEST(FourPlayerOptions, TheEntryIsScoredInPointsForFourNamedSeats) {
    const GameInfo info = game_info();
    EXPECT_EQ(info.seats, 4);
    EXPECT_TRUE(info.points);
    EXPECT_EQ(info.seat_names, (std::vector<std::string>{"Red", "Blue", "Yellow", "Green"}));
    ASSERT_EQ(info.options.size(), 2u);
    EXPECT_EQ(info.options[0].name, "setup");
    EXPECT_EQ(info.options[0].defaultValue, "modern");
    EXPECT_EQ(info.options[1].name, "moveLimit");
    EXPECT_EQ(info.options[1].defaultValue, "0");
}

TEST(FourPlayerOptions, SetupsPlaceBlueAndGreensKingAndQueenAsTheRulesSay) {
    // Modern: Blue K a7 Q a8, Green Q n7 K n8; classic swaps them: Blue K a8 Q a7, Green K n7 Q n8.
    auto modern = start_with({{"setup", "modern"}, {"moveLimit", "0"}});
    EXPECT_EQ(piece_at(*modern, "a7"), "1K");
    EXPECT_EQ(piece_at(*modern, "a8"), "1Q");
    EXPECT_EQ(piece_at(*modern, "n7"), "3Q");
    EXPECT_EQ(piece_at(*modern, "n8"), "3K");
    auto classic = start_with({{"setup", "classic"}});
    EXPECT_EQ(piece_at(*classic, "a8"), "1K");
    EXPECT_EQ(piece_at(*classic, "a7"), "1Q");
    EXPECT_EQ(piece_at(*classic, "n7"), "3K");
    EXPECT_EQ(piece_at(*classic, "n8"), "3Q");
    // Red's and Yellow's armies are the same in both: Red Q g1 K h1, Yellow K g14 Q h14.
    for (const auto* g : {modern.get(), classic.get()}) {
        EXPECT_EQ(piece_at(*g, "g1"), "0Q");
        EXPECT_EQ(piece_at(*g, "h1"), "0K");
        EXPECT_EQ(piece_at(*g, "g14"), "2K");
        EXPECT_EQ(piece_at(*g, "h14"), "2Q");
    }
}

TEST(FourPlayerOptions, TheMoveLimitEndsTheGameOnPointsAfterThatManyMoves) {
    auto g = start_with({{"moveLimit", "100"}});
    EXPECT_NE(g->start_fen().find("'moveLimit':100"), std::string::npos) << g->start_fen();
    // Each move counts one; the FEN carries the moves still to play, so it round-trips at every step, also beside
    // the en passant right of a double step ("Notation": 'enPassant' per seat, passed and landing square).
    EXPECT_EQ(g->counters(), (std::vector<Counter>{{"move-limit", 0, 100}}));
    ASSERT_TRUE(g->play("h2h4").ok());
    EXPECT_EQ(g->counters(), (std::vector<Counter>{{"move-limit", 1, 100}}));
    EXPECT_NE(g->fen().find("{'enPassant':('h3:h4','','',''),'moveLimit':99}"), std::string::npos) << g->fen();
    EXPECT_EQ(game_info().create(g->fen()).value()->fen(), g->fen());

    // Two moves left: after Red's and Blue's moves the game is over, on points, everyone on 0 sharing first place.
    std::string two(START_FEN4);
    two.insert(two.find("-0-3,") + 3, "{'moveLimit':2}-");
    auto near = game_info().create(two);
    ASSERT_TRUE(near.ok()) << near.error().message;
    ASSERT_TRUE(near.value()->play("h2h3").ok());
    EXPECT_FALSE(near.value()->outcome().over());
    ASSERT_TRUE(near.value()->play("b7c7").ok());
    EXPECT_EQ(near.value()->outcome().termination, Termination::POINTS);
    EXPECT_EQ(near.value()->outcome().winners, 0); // all four share first place: a draw
    EXPECT_EQ(near.value()->side_to_move(), NO_SEAT);
}

TEST(FourPlayerOptions, AMalformedMoveLimitIsRefused) {
    for (const char* bad : {"{'moveLimit':x}-", "{'moveLimit'}-", "{'moveLimit':-3}-"}) {
        std::string fen(START_FEN4);
        fen.insert(fen.find("-0-3,") + 3, bad);
        auto r = Position::from_fen(fen);
        ASSERT_FALSE(r.ok()) << bad;
        EXPECT_EQ(r.error().code, "ERR_FEN4_EXTRAS") << bad;
    }
}

} // namespace
} // namespace littletable::fourplayer
