// Metamate behind the dynamic Game interface (what the server and the browser see): setup moves and choices as
// data (kind, labelled choices with the squares a Meta would copy), the copies of each Meta, the record, and bad
// input that changes nothing.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/core/registry.h"

namespace littletable {
namespace {

std::unique_ptr<Game> new_game(std::string_view fen = {}) {
    auto g = create_game("metamate", fen);
    EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error().message);
    return std::move(g).value();
}

SquareIndex at(const Game& g, std::string_view name) { return g.geometry().parse_square(name).value(); }

std::vector<SquareIndex> squares(const Game& g, std::initializer_list<std::string_view> names) {
    std::vector<SquareIndex> out;
    for (std::string_view n : names)
        out.push_back(at(g, n));
    std::sort(out.begin(), out.end());
    return out;
}

const MoveView* find(const std::vector<MoveView>& moves, std::string_view text) {
    for (const MoveView& m : moves)
        if (m.text == text)
            return &m;
    return nullptr;
}

TEST(MetamateGame, RegisteredWithItsBoard) {
    const GameInfo* info = find_game("metamate");
    ASSERT_NE(info, nullptr);
    EXPECT_EQ(info->title, "Metamate");
    EXPECT_EQ(info->seats, 2);
    auto g = new_game();
    EXPECT_EQ(g->geometry().square_count(), 64);
    EXPECT_EQ(g->fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 setup");
}

// §2: each setup choice is a move of its own: kind "setup", one square, one labelled choice that names the
// configuration and the pieces the new Meta would copy (for the pawn on e2 as M1 horizontal: d2 and f2).
TEST(MetamateGame, SetupMovesCarryTheirChoice) {
    auto g = new_game();
    const auto moves = g->legal_moves();
    EXPECT_EQ(moves.size(), 27u);
    for (const MoveView& m : moves) {
        EXPECT_EQ(m.kind, "setup") << m.text;
        EXPECT_EQ(m.from, m.to) << m.text;
        ASSERT_EQ(m.choices.size(), 1u) << m.text;
        EXPECT_EQ(m.choices[0].square, m.from);
        EXPECT_FALSE(m.choices[0].label.empty());
    }
    const MoveView* e2 = find(moves, "m1h@e2");
    ASSERT_NE(e2, nullptr);
    EXPECT_EQ(e2->display, "M1h@e2");
    EXPECT_EQ(e2->choices[0].option, "M1h");
    EXPECT_EQ(e2->choices[0].highlight, squares(*g, {"d2", "f2"}));
    const MoveView* queen = find(moves, "m4@d1");
    ASSERT_NE(queen, nullptr);
    EXPECT_EQ(queen->choices[0].option, "M4");
    EXPECT_EQ(queen->choices[0].highlight, squares(*g, {"c1", "c2", "d2", "e1", "e2"}));

    ASSERT_TRUE(g->play("m1h@e2").ok());
    ASSERT_TRUE(g->play("M2.2@b8").ok()); // the display text is accepted too
    EXPECT_EQ(g->history().size(), 2u);
    EXPECT_EQ(g->history()[1].text, "m2.2@b8");
    EXPECT_EQ(g->side_to_move(), 0);
    EXPECT_EQ(g->legal_moves().size(), 20u); // 7 pawns' 14 moves, 4 knight moves, the M1's e3 and e4
    // The Meta's piece view: its kind and the pieces it copies now.
    const auto pieces = g->pieces();
    auto meta =
        std::find_if(pieces.begin(), pieces.end(), [&](const PieceView& p) { return p.square == at(*g, "e2"); });
    ASSERT_NE(meta, pieces.end());
    EXPECT_EQ(meta->kind, "M1h");
    EXPECT_EQ(meta->copies, squares(*g, {"d2", "f2"}));
}

// §5.1, §5.3: an M1's capture is one move per evolution, each choice with the pieces the evolved Meta would copy
// (on e5, M2.1 copies the rook d5 and the bishop e4; M2.2 copies nothing).
TEST(MetamateGame, EvolutionChoicesShowWhatTheMetaWouldCopy) {
    auto g = new_game("7k/8/8/2QRn3/2NM[1h]B3/2bPP3/8/7K w - - 0 1");
    const auto moves = g->legal_moves();
    const MoveView* m21 = find(moves, "d4e5m2.1");
    const MoveView* m22 = find(moves, "d4e5m2.2");
    ASSERT_NE(m21, nullptr);
    ASSERT_NE(m22, nullptr);
    EXPECT_EQ(m21->from, m22->from);
    EXPECT_EQ(m21->to, m22->to);
    ASSERT_EQ(m21->choices.size(), 1u);
    EXPECT_EQ(m21->choices[0].option, "M2.1");
    EXPECT_EQ(m21->choices[0].highlight, squares(*g, {"d5", "e4"}));
    EXPECT_EQ(m22->choices[0].option, "M2.2");
    EXPECT_EQ(m22->choices[0].highlight, std::vector<SquareIndex>{});
}

// §7.2-7.3: a double promotion carries two choices, the pawn's first; castling and en passant are marked.
TEST(MetamateGame, DoublePromotionCastlingAndEnPassantViews) {
    auto promo = new_game("k3M[1h]3/3P4/8/8/8/8/8/4K3 w - - 0 1");
    const auto promotions = promo->legal_moves();
    const MoveView* both = find(promotions, "d7d8m1v,e8n");
    ASSERT_NE(both, nullptr);
    ASSERT_EQ(both->choices.size(), 2u);
    EXPECT_EQ(both->choices[0].square, at(*promo, "d8"));
    EXPECT_EQ(both->choices[0].option, "M1v");
    EXPECT_EQ(both->choices[1].square, at(*promo, "e8"));
    EXPECT_EQ(both->choices[1].option, "N");
    EXPECT_EQ(both->choices[1].label, "knight");

    auto castle = new_game("4k3/8/8/8/8/8/8/R3KM[1h]1R w KQ - 0 1");
    const auto moves = castle->legal_moves();
    const MoveView* meta = find(moves, "f1h1");
    ASSERT_NE(meta, nullptr);
    EXPECT_EQ(meta->kind, "castling");
    EXPECT_EQ(meta->from, at(*castle, "f1"));
    EXPECT_EQ(meta->to, at(*castle, "h1")); // the Meta onto its rook: its step to g1 is another move
    const MoveView* king = find(moves, "e1c1");
    ASSERT_NE(king, nullptr);
    EXPECT_EQ(king->kind, "castling");
    EXPECT_EQ(king->to, at(*castle, "c1"));

    auto ep = new_game("4k3/8/8/2pM[1h]P3/8/8/8/4K3 w - c6 0 2");
    const auto epMoves = ep->legal_moves();
    const MoveView* capture = find(epMoves, "d5xc6m2.1");
    ASSERT_NE(capture, nullptr);
    EXPECT_EQ(capture->kind, "en-passant");
}

TEST(MetamateGame, BadInputChangesNothing) {
    auto g = new_game();
    for (const char* bad : {"", "e2e4", "m1h@e1", "m3@e2", "zz", "\x01\x02", "m1h@e2,e8q"}) {
        auto r = g->play(bad);
        EXPECT_FALSE(r.ok()) << bad;
        EXPECT_EQ(g->fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 setup") << bad;
        EXPECT_TRUE(g->history().empty());
    }
    for (const char* fen : {"M[9]", "4k3/8/8/8/8/8/8/2M[5]K4 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 later"}) {
        auto r = create_game("metamate", fen);
        EXPECT_FALSE(r.ok()) << fen;
    }
}

// The record: PGN with a Variant tag, setup choices before the first move number, read back to the same game.
TEST(MetamateGame, RecordRoundTrips) {
    auto g = new_game();
    for (const char* m : {"m1h@e2", "m3@h8", "e2e4", "d7d5", "f2f4", "c7c6", "e4d5m2.2", "c6d5"})
        ASSERT_TRUE(g->play(m).ok()) << m;
    RecordInfo info;
    info.tags = {{"Event", "Test"}};
    const std::string record = g->export_record(info);
    EXPECT_NE(record.find("[Variant \"Metamate\"]"), std::string::npos) << record;
    EXPECT_NE(record.find("M1h@e2 M3@h8 1. Me4 d5 2. f4 c6 3. Mxd5=M2.2 cxd5"), std::string::npos) << record;
    auto back = find_game("metamate")->import_record(record);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value()->fen(), g->fen());
    ASSERT_EQ(back.value()->history().size(), g->history().size());
    for (size_t i = 0; i < g->history().size(); ++i)
        EXPECT_EQ(back.value()->history()[i].text, g->history()[i].text);
    auto broken = find_game("metamate")->import_record("M1h@e2 M3@h8 1. Me5");
    ASSERT_FALSE(broken.ok());
    EXPECT_EQ(broken.error().code, "ERR_PGN_MOVE");
}

// The draw rules of chess through the interface: a claim with a Meta shuffling.
TEST(MetamateGame, ThreefoldRepetitionCanBeClaimed) {
    auto g = new_game("4k3/8/8/8/8/8/3PM[3]3/4K3 w - - 0 1");
    for (int i = 0; i < 2; ++i)
        for (const char* m : {"e2f2", "e8d8", "f2e2", "d8e8"})
            ASSERT_TRUE(g->play(m).ok()) << m;
    const auto claims = g->claimable_draws();
    EXPECT_NE(std::find(claims.begin(), claims.end(), Termination::THREEFOLD_REPETITION), claims.end());
    ASSERT_TRUE(g->claim_draw().ok());
    EXPECT_EQ(g->outcome().termination, Termination::THREEFOLD_REPETITION);
}

} // namespace
} // namespace littletable
