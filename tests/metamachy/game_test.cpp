// Metamachy behind the Game interface (engine/metamachy/game.h): board, seats, the setup choice as 24 moves with
// their choices, promotions and en passant as views, errors that change nothing, draw claims, the record.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "engine/metamachy/game.h"
#include "engine/metamachy/registration.h"

using namespace littletable;

namespace {

std::unique_ptr<Game> create(std::string_view fen = {}) {
    auto r = metamachy::game_info().create(fen);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
    return std::move(r.value());
}

SquareIndex sq(const char* name) { return *boards::metamachy12x12().parse_square(name); }

} // namespace

TEST(Game, BoardSeatsAndTheSetupChoice) {
    auto g = create();
    EXPECT_EQ(g->variant(), "metamachy");
    EXPECT_EQ(g->geometry().width(), 12);
    EXPECT_EQ(g->geometry().height(), 12);
    EXPECT_EQ(g->seat_count(), 2);
    EXPECT_EQ(g->side_to_move(), 1); // Black chooses the arrangement
    EXPECT_EQ(g->points(0), 0);
    EXPECT_FALSE(g->eliminated(1));
    EXPECT_EQ(g->pieces().size(), 60u); // 30 a side (metamachy.md, "Board and setup")
    const auto moves = g->legal_moves();
    ASSERT_EQ(moves.size(), 24u);
    std::set<std::string> arrangements;
    for (const MoveView& m : moves) {
        EXPECT_EQ(m.kind, "setup");
        EXPECT_EQ(m.from, sq("f12"));
        EXPECT_EQ(m.to, sq("f12"));
        ASSERT_EQ(m.choices.size(), 4u);
        EXPECT_EQ(m.choices[0].square, sq("f12"));
        EXPECT_EQ(m.choices[3].square, sq("g11"));
        std::string letters;
        for (const MoveChoice& c : m.choices)
            letters += c.option;
        arrangements.insert(letters);
    }
    EXPECT_EQ(arrangements.size(), 24u); // every arrangement once: a chooser ends with exactly one move
    const auto played = g->play("lkqa@f12");
    ASSERT_TRUE(played.ok());
    // Shown as SAN shows pieces, the chiefs' letters in upper case (docs/rules-decisions.md, Metamachy 2), in the
    // move and in the history a room's move list is drawn from.
    EXPECT_EQ(played.value().text, "lkqa@f12");
    EXPECT_EQ(played.value().display, "LKQA@f12");
    EXPECT_EQ(g->history().back().display, "LKQA@f12");
    EXPECT_EQ(g->side_to_move(), 0);
    EXPECT_EQ(g->fen(),
              "cm3lk3mc/ernbiqaibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBIQAIBNRE/CM3LK3MC w Kk - 0 1");
    // The arrangement moves White's chiefs too (metamachy.md: White's mirror Black's), but takes nothing.
    EXPECT_FALSE(played.value().captured.has_value());
    EXPECT_FALSE(g->history().back().captured.has_value());
    EXPECT_TRUE(g->undo());
    EXPECT_EQ(g->fen(), g->start_fen());
}

TEST(Game, ErrorsChangeNothing) {
    auto g = create();
    const std::string before = g->fen();
    for (const char* bad : {"", "zz", "e3e4", "qkla@f11", "qqla@f12", "Nc4", "e2e4x", "a13a14"}) {
        const auto r = g->play(bad);
        EXPECT_FALSE(r.ok()) << bad;
        EXPECT_EQ(g->fen(), before) << bad;
    }
    EXPECT_EQ(g->play("zz").error().code, "ERR_MOVE_SYNTAX");
    EXPECT_EQ(g->play("e3e4").error().code, "ERR_ILLEGAL_MOVE"); // Black chooses first
    EXPECT_FALSE(metamachy::game_info().create("not a fen").ok());
}

TEST(Game, PromotionChoicesAndEnPassantKind) {
    auto g = create("k11/12/10P1/12/12/3p8/12/4P7/12/12/12/K11 w - - 0 1");
    std::vector<MoveView> promotions;
    for (const MoveView& m : g->legal_moves())
        if (m.from == sq("k10") && m.to == sq("k12"))
            promotions.push_back(m);
    ASSERT_EQ(promotions.size(), 3u);
    std::set<std::string> options;
    for (const MoveView& m : promotions) {
        ASSERT_EQ(m.choices.size(), 1u);
        options.insert(m.choices[0].option);
    }
    EXPECT_EQ(options, (std::set<std::string>{"Q", "L", "A"}));
    ASSERT_TRUE(g->play("Kb1").ok());
    ASSERT_TRUE(g->play("d7d5").ok()); // past d6, which the Pawn e5 attacks
    const auto ep = g->play("exd6");
    ASSERT_TRUE(ep.ok());
    EXPECT_EQ(ep.value().kind, "en-passant");
    EXPECT_EQ(ep.value().text, "e5d6");
}

TEST(Game, CheckedRoyalIsTheKingsSquare) {
    auto g = create("4k7/12/12/12/12/12/12/4P7/12/12/12/K3C7 b - - 0 1");
    EXPECT_EQ(g->checked_royals(), std::vector<SquareIndex>{sq("e12")});
}

TEST(Game, FiftyMoveClaim) {
    auto g = create("k11/12/12/12/12/5R6/12/12/12/12/12/11K w - - 99 80");
    EXPECT_TRUE(g->claimable_draws().empty());
    const auto claims = g->claimable_draws("Rf5");
    ASSERT_EQ(claims.size(), 1u);
    EXPECT_EQ(claims[0], Termination::FIFTY_MOVES);
    ASSERT_TRUE(g->claim_draw("Rf5").ok());
    EXPECT_TRUE(g->outcome().draw());
}

// FIDE 6.9 at a flag fall, through the Game interface: a lone King never checks (it may not stand next to the
// other King), so it cannot win; White's Rook could mate.
TEST(Game, ALoneKingCannotWin) {
    auto g = create("k11/12/12/12/12/5R6/12/12/12/12/12/11K w - - 0 1");
    EXPECT_TRUE(g->can_still_win(0));
    EXPECT_FALSE(g->can_still_win(1));
}

TEST(Game, RecordRoundTrips) {
    auto g = create();
    for (const char* m : {"qkla@f12", "f3f5", "Nd9", "Ke1", "g10g8", "Lf4", "Ig10"})
        ASSERT_TRUE(g->play(m).ok()) << m;
    const std::string pgn = g->export_record({});
    EXPECT_NE(pgn.find("[Variant \"Metamachy\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("QKLA@f12 1. f5"), std::string::npos) << pgn;
    auto back = metamachy::game_info().import_record(pgn);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value()->fen(), g->fen());
    EXPECT_EQ(back.value()->history(), g->history());
}
