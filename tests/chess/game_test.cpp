// The chess Game behind the dynamic interface (what the server and the CLI use): play by UCI or SAN, errors
// that change nothing, draw claims (docs/rules/chess.md §4, FIDE 9.2), undo, and PGN through the registry.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/core/registry.h"

namespace littletable {
namespace {

std::unique_ptr<Game> new_game(std::string_view fen = {}) {
    auto g = create_game("chess", fen);
    EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error().message);
    return std::move(g).value();
}

void play_all(Game& g, std::initializer_list<const char*> moves) {
    for (const char* m : moves)
        ASSERT_TRUE(g.play(m).ok()) << m;
}

TEST(ChessGame, RegistryKnowsChessAndRejectsUnknownNames) {
    ASSERT_NE(find_game("chess"), nullptr);
    EXPECT_EQ(find_game("chess")->seats, 2);
    auto unknown = create_game("nosuchgame");
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error().code, "ERR_UNKNOWN_GAME");
    auto badFen = create_game("chess", "not a fen");
    ASSERT_FALSE(badFen.ok());
    EXPECT_EQ(badFen.error().code, "ERR_FEN_FIELDS");
}

TEST(ChessGame, StartPositionViews) {
    auto g = new_game();
    EXPECT_EQ(g->geometry().square_count(), 64);
    EXPECT_EQ(g->pieces().size(), 32u);
    EXPECT_EQ(g->side_to_move(), 0);
    auto moves = g->legal_moves();
    EXPECT_EQ(moves.size(), 20u);
    auto e4 = std::find_if(moves.begin(), moves.end(), [](const MoveView& m) { return m.text == "e2e4"; });
    ASSERT_NE(e4, moves.end());
    EXPECT_EQ(e4->display, "e4");
    EXPECT_EQ(g->geometry().square_name(e4->from), "e2");
    EXPECT_EQ(g->geometry().square_name(e4->to), "e4");
}

// The generic move data (engine/core/game.h): a promotion carries its piece as a labelled choice, castling and en
// passant are marked by their kind.
TEST(ChessGame, MoveKindsAndChoices) {
    auto g = new_game("r3k3/1P6/8/3pP3/8/8/8/4K2R w Kq d6 0 1");
    const auto moves = g->legal_moves();
    auto find = [&](std::string_view text) {
        return std::find_if(moves.begin(), moves.end(), [&](const MoveView& m) { return m.text == text; });
    };
    ASSERT_NE(find("b7a8n"), moves.end());
    ASSERT_EQ(find("b7a8n")->choices.size(), 1u);
    EXPECT_EQ(find("b7a8n")->choices[0].option, "N");
    EXPECT_EQ(find("b7a8n")->choices[0].label, "knight");
    EXPECT_EQ(g->geometry().square_name(find("b7a8n")->choices[0].square), "a8");
    ASSERT_NE(find("e1g1"), moves.end());
    EXPECT_EQ(find("e1g1")->kind, "castling");
    ASSERT_NE(find("e5d6"), moves.end());
    EXPECT_EQ(find("e5d6")->kind, "en-passant");
    EXPECT_EQ(find("e1f1")->kind, "");
    EXPECT_TRUE(find("e1f1")->choices.empty());
}

TEST(ChessGame, PlaysUciAndSanAndRefusesBadMovesWithoutChange) {
    auto g = new_game();
    auto e4 = g->play("e2e4");
    ASSERT_TRUE(e4.ok());
    EXPECT_EQ(e4.value().display, "e4");
    auto e5 = g->play("e5");
    ASSERT_TRUE(e5.ok());
    EXPECT_EQ(e5.value().text, "e7e5");
    const std::string before = g->fen();
    for (const char* bad : {"e2e4", "Ke3", "", "zz", "e1e1", "Qxf7#", "\x01\x02", "O-O"}) {
        auto r = g->play(bad);
        EXPECT_FALSE(r.ok()) << bad;
        EXPECT_EQ(g->fen(), before) << bad;
        EXPECT_EQ(g->history().size(), 2u);
    }
    EXPECT_EQ(g->play("Kf3").error().code, "ERR_ILLEGAL_MOVE");
}

TEST(ChessGame, FoolsMateEndsTheGame) {
    auto g = new_game();
    play_all(*g, {"f3", "e5", "g4", "Qh4#"});
    EXPECT_EQ(g->outcome(), Outcome::win(1, Termination::CHECKMATE));
    EXPECT_EQ(g->side_to_move(), NO_SEAT);
    EXPECT_TRUE(g->legal_moves().empty());
    EXPECT_EQ(g->play("a3").error().code, "ERR_GAME_OVER");
    EXPECT_EQ(g->history().back().display, "Qh4#");
    // The mated white king stands on e1 (square 4) and is in check.
    EXPECT_EQ(g->checked_royals(), std::vector<SquareIndex>{4});
    // Chess has no points and no eliminations (chess.md: the game ends instead).
    for (Seat s : {Seat(0), Seat(1)}) {
        EXPECT_EQ(g->points(s), 0);
        EXPECT_FALSE(g->eliminated(s));
    }
}

TEST(ChessGame, CheckedRoyalsOnlyWhenInCheck) {
    auto g = new_game();
    EXPECT_TRUE(g->checked_royals().empty());
    play_all(*g, {"e4", "f5", "Qh5+"});
    // 1.e4 f5 2.Qh5+: the black king on e8 (square 60) is in check.
    EXPECT_EQ(g->checked_royals(), std::vector<SquareIndex>{60});
}

TEST(ChessGame, ThreefoldIsClaimedNotAutomatic) {
    auto g = new_game();
    // The start position occurs for the third time after 1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1 Ng8.
    play_all(*g, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"});
    EXPECT_TRUE(g->claimable_draws().empty());
    // FIDE 9.2.1: Black may claim by announcing the move that repeats the position.
    auto withMove = g->claimable_draws("Ng8");
    ASSERT_EQ(withMove.size(), 1u);
    EXPECT_EQ(withMove[0], Termination::THREEFOLD_REPETITION);
    EXPECT_EQ(g->claim_draw().error().code, "ERR_NO_CLAIM");
    EXPECT_EQ(g->history().size(), 7u);
    // Without a claim the game goes on after the third occurrence.
    ASSERT_TRUE(g->play("Ng8").ok());
    EXPECT_FALSE(g->outcome().over());
    auto claimed = g->claim_draw();
    ASSERT_TRUE(claimed.ok());
    EXPECT_EQ(claimed.value(), Outcome::drawn(Termination::THREEFOLD_REPETITION));
    EXPECT_EQ(g->outcome(), claimed.value());
    EXPECT_EQ(g->play("e4").error().code, "ERR_GAME_OVER");
    // Undo takes back the claim only.
    EXPECT_TRUE(g->undo());
    EXPECT_FALSE(g->outcome().over());
    EXPECT_EQ(g->history().size(), 8u);
}

TEST(ChessGame, ClaimWithMovePlaysTheMove) {
    auto g = new_game();
    play_all(*g, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"});
    auto r = g->claim_draw("Ng8");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(g->history().size(), 8u);
    EXPECT_EQ(g->outcome().termination, Termination::THREEFOLD_REPETITION);
    EXPECT_TRUE(g->undo());
    EXPECT_EQ(g->history().size(), 7u) << "undoing a claim made with a move takes the move back too";
}

TEST(ChessGame, FiftyMoveClaimAndSeventyFiveMoveEnd) {
    // Halfmove clock 99: the next quiet move completes 50 moves without capture or pawn move (FIDE 9.3).
    auto g = new_game("8/8/8/4k3/8/8/2R5/4K3 w - - 99 80");
    EXPECT_TRUE(g->claimable_draws().empty());
    auto withMove = g->claimable_draws("Rc3");
    ASSERT_EQ(withMove.size(), 1u);
    EXPECT_EQ(withMove[0], Termination::FIFTY_MOVES);
    ASSERT_TRUE(g->play("Rc3").ok());
    EXPECT_FALSE(g->outcome().over()) << "50 moves are claimed, not automatic";
    // Halfmove clock 149: the next quiet move ends the game by the 75-move rule (FIDE 9.6.2).
    auto h = new_game("8/8/8/4k3/8/8/2R5/4K3 w - - 149 80");
    ASSERT_TRUE(h->play("Rc3").ok());
    EXPECT_EQ(h->outcome(), Outcome::drawn(Termination::SEVENTY_FIVE_MOVES));
}

// Game::set_automatic_endings(false), an analysis's game: moves go on past the 75-move rule, a fivefold repetition
// and a dead position (FIDE 9.6.2, 9.6.1, 5.2.2), while a mate still ends the game (5.1.1).
TEST(ChessGame, WithoutAutomaticEndingsMovesGoOnUntilNoMoveIsLeft) {
    auto g = new_game("8/8/8/4k3/8/8/2R5/4K3 w - - 149 80");
    g->set_automatic_endings(false);
    play_all(*g, {"Rc3", "Kd5"});
    EXPECT_FALSE(g->outcome().over());
    EXPECT_EQ(g->side_to_move(), 0);
    g->set_automatic_endings(true);
    EXPECT_EQ(g->outcome(), Outcome::drawn(Termination::SEVENTY_FIVE_MOVES));
    EXPECT_EQ(g->play("Rc4").error().code, "ERR_GAME_OVER");

    auto repeated = new_game();
    repeated->set_automatic_endings(false);
    for (int i = 0; i < 4; ++i)
        play_all(*repeated, {"Nf3", "Nf6", "Ng1", "Ng8"});
    play_all(*repeated, {"e4"});
    EXPECT_FALSE(repeated->outcome().over());

    auto bare = new_game("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    bare->set_automatic_endings(false);
    play_all(*bare, {"Ke2"});
    EXPECT_FALSE(bare->outcome().over());

    auto fool = new_game();
    fool->set_automatic_endings(false);
    play_all(*fool, {"f3", "e5", "g4", "Qh4#"});
    EXPECT_EQ(fool->outcome(), Outcome::win(1, Termination::CHECKMATE));
}

TEST(ChessGame, UndoRestoresTheStart) {
    auto g = new_game();
    const std::string start = g->fen();
    EXPECT_FALSE(g->undo());
    play_all(*g, {"e4", "d5", "exd5"});
    EXPECT_TRUE(g->undo() && g->undo() && g->undo());
    EXPECT_EQ(g->fen(), start);
    EXPECT_TRUE(g->history().empty());
}

TEST(ChessGame, PgnExportImportRoundTrip) {
    auto g = new_game();
    play_all(*g, {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"});
    RecordInfo info;
    info.tags = {{"Event", "Scholar's mate"}, {"White", "A"}, {"Black", "B"}};
    const std::string pgn = g->export_record(info);
    EXPECT_NE(pgn.find("[Result \"1-0\"]"), std::string::npos);
    EXPECT_NE(pgn.find("4. Qxf7# 1-0"), std::string::npos);
    auto imported = find_game("chess")->import_record(pgn);
    ASSERT_TRUE(imported.ok()) << imported.error().message;
    EXPECT_EQ(imported.value()->fen(), g->fen());
    EXPECT_EQ(imported.value()->outcome(), Outcome::win(0, Termination::CHECKMATE));
    auto broken = find_game("chess")->import_record("1. e4 e5 2. Ke3 Nc6");
    ASSERT_FALSE(broken.ok());
    EXPECT_NE(broken.error().message.find("move 2"), std::string::npos) << broken.error().message;
}

TEST(ChessGame, PgnExportStatesAnEndingOffTheBoard) {
    // PGN standard §8.1.1.7: the Result tag and the movetext's game termination marker give the result;
    // a game lost on time in an ongoing position is "0-1" when White flagged.
    auto g = new_game();
    play_all(*g, {"e4", "e5"});
    RecordInfo info;
    info.tags = {{"Termination", "time forfeit"}};
    info.players = {"Engine A", "Engine B"};
    info.ending = Outcome::win(1, Termination::TIME_FORFEIT);
    const std::string pgn = g->export_record(info);
    EXPECT_NE(pgn.find("[White \"Engine A\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("[Black \"Engine B\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("[Result \"0-1\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("[Termination \"time forfeit\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("1. e4 e5 0-1"), std::string::npos) << pgn;
    // An ending is ignored once the rules have ended the game.
    play_all(*g, {"Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"});
    EXPECT_NE(g->export_record(info).find("[Result \"1-0\"]"), std::string::npos);
}

// The history names the piece each move took (FIDE 3.1: a capture removes the piece on the destination; 3.7.d: en
// passant removes the pawn that passed, beside the destination); a quiet move, castling and promotion take none.
TEST(ChessGame, TheHistoryNamesTheCapturedPiece) {
    auto g = new_game();
    play_all(*g, {"e4", "d5", "exd5", "e5", "dxe6", "Qh4", "exf7+", "Kd7", "fxg8=Q"});
    const Geometry& geo = g->geometry();
    const auto& h = g->history();
    ASSERT_EQ(h.size(), 9u);
    EXPECT_FALSE(h[0].captured.has_value());
    EXPECT_EQ(h[2].captured, (PieceView{*geo.parse_square("d5"), 1, "P", {}}));
    EXPECT_EQ(h[4].captured, (PieceView{*geo.parse_square("e5"), 1, "P", {}})); // en passant: not on e6
    EXPECT_EQ(h[6].captured, (PieceView{*geo.parse_square("f7"), 1, "P", {}}));
    EXPECT_EQ(h[8].captured, (PieceView{*geo.parse_square("g8"), 1, "N", {}})); // promotion with capture
    EXPECT_FALSE(h[5].captured.has_value());
}

TEST(ChessGame, CloneIsIndependent) {
    auto g = new_game();
    auto c = g->clone();
    ASSERT_TRUE(c->play("e4").ok());
    EXPECT_TRUE(g->history().empty());
    EXPECT_EQ(c->history().size(), 1u);
}

} // namespace
} // namespace littletable
