// FEN reading and writing (docs/rules/chess.md §6: FEN with six fields; §4: an en passant square only counts
// when an en passant capture is legal). Error codes and messages follow position.h's contract: the code names the
// field, the message names it in words.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "engine/chess/position.h"
#include "engine/chess/uci_move.h"
#include "tests/chess/test_support.h"

namespace littletable::chess {
namespace {

using namespace testing_support;

std::string round_trip(std::string_view fen) { return parse(fen).fen(); }

std::vector<std::string> suite_fens() {
    std::vector<std::string> fens;
    std::ifstream in(LITTLETABLE_PERFT_DIR "/chess-perftsuite.epd", std::ios::binary);
    std::string line;
    while (std::getline(in, line)) {
        const size_t semi = line.find(';');
        std::string fen = line.substr(0, semi);
        while (!fen.empty() && (fen.back() == ' ' || fen.back() == '\r'))
            fen.pop_back();
        if (!fen.empty())
            fens.push_back(fen);
    }
    return fens;
}

// ---------------------------------------------------------------------------------------------------------
// Round trips.

TEST(Fen, StartPosition) {
    const Position pos = Position::start();
    EXPECT_EQ(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_EQ(pos.fen(), START_FEN);
    EXPECT_EQ(pos.side_to_move(), WHITE);
    EXPECT_EQ(pos.castling_rights(), ANY_CASTLING);
    EXPECT_EQ(pos.ep_square(), SQ_NONE);
    EXPECT_EQ(pos.rule50(), 0);
    EXPECT_EQ(pos.game_ply(), 0);
    EXPECT_EQ(pos.fullmove_number(), 1);
    EXPECT_EQ(pos.piece_on(SQ_E1), W_KING);
    EXPECT_EQ(pos.piece_on(SQ_D8), B_QUEEN);
    EXPECT_EQ(pos.piece_on(SQ_A2), W_PAWN);
    EXPECT_EQ(pos.piece_on(SQ_G8), B_KNIGHT);
    EXPECT_TRUE(pos.empty(SQ_E4));
    EXPECT_EQ(popcount(pos.pieces()), 32);
}

TEST(Fen, RoundTripsExactly) {
    const std::vector<std::string> fens = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", // 1.e4 e5
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "4k3/8/8/8/8/8/8/4K3 b - - 99 123",
        "4k3/8/8/8/8/8/8/4K3 w - - 150 5000",
        "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1", // Petrovic 1964, 218 moves
    };
    for (const std::string& fen : fens)
        EXPECT_EQ(round_trip(fen), fen);
}

TEST(Fen, SuitePositionsRoundTrip) {
    const auto fens = suite_fens();
    ASSERT_EQ(fens.size(), 126u);
    for (const std::string& fen : fens)
        EXPECT_EQ(round_trip(fen), fen);
}

TEST(Fen, FieldsAreRead) {
    const Position pos = parse("r3k2r/8/8/8/8/8/8/R3K2R b Kq - 17 42");
    EXPECT_EQ(pos.side_to_move(), BLACK);
    EXPECT_EQ(pos.castling_rights(), WHITE_OO | BLACK_OOO);
    EXPECT_TRUE(pos.can_castle(WHITE_OO));
    EXPECT_FALSE(pos.can_castle(WHITE_OOO));
    EXPECT_FALSE(pos.can_castle(BLACK_OO));
    EXPECT_TRUE(pos.can_castle(BLACK_OOO));
    EXPECT_EQ(pos.rule50(), 17);
    EXPECT_EQ(pos.fullmove_number(), 42);
    EXPECT_EQ(pos.game_ply(), 2 * 41 + 1); // fullmove 42 with Black to move
}

TEST(Fen, FourFieldsMeanHalfmoveZeroAndFullmoveOne) {
    EXPECT_EQ(round_trip("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"), START_FEN);
    const Position pos = parse("4k3/8/8/8/8/8/8/4K3 b - -");
    EXPECT_EQ(pos.fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
    EXPECT_EQ(pos.rule50(), 0);
    EXPECT_EQ(pos.fullmove_number(), 1);
    EXPECT_EQ(pos.key(), parse("4k3/8/8/8/8/8/8/4K3 b - - 0 1").key());
}

// Stockfish's Position::set reads the counters where present and turns a fullmove number 0 into 1
// (src/position.cpp, "handle also common incorrect FEN with fullmove = 0"); GUIs send such FENs.
TEST(Fen, AMissingFullmoveOrAFullmoveZeroIsReadAsStockfishReadsIt) {
    const Position five = parse("4k3/8/8/8/8/8/8/4K3 b - - 7");
    EXPECT_EQ(five.rule50(), 7);
    EXPECT_EQ(five.fullmove_number(), 1);
    EXPECT_EQ(five.fen(), "4k3/8/8/8/8/8/8/4K3 b - - 7 1");
    const Position zero = parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0");
    EXPECT_EQ(zero.fullmove_number(), 1);
    EXPECT_EQ(zero.fen(), START_FEN);
}

TEST(Fen, SurroundingAndRepeatedWhitespaceIsAccepted) {
    EXPECT_EQ(round_trip("  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w  KQkq -  0   1 \r\n"), START_FEN);
    EXPECT_EQ(round_trip("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw\tKQkq\t-\t0\t1"), START_FEN);
}

TEST(Fen, ShredderAndXFenCastlingLetters) {
    // Shredder-FEN names the rook's file (H = h-file rook = king side); X-FEN allows the same letters. In
    // standard chess HAha means KQkq.
    const Position standard = parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    for (const char* rights : {"HAha", "AHah", "KQha", "HAkq", "KAhq", "haHA"}) {
        const Position p = parse(std::string("r3k2r/8/8/8/8/8/8/R3K2R w ") + rights + " - 0 1");
        EXPECT_EQ(p.fen(), standard.fen()) << rights;
        EXPECT_EQ(p.key(), standard.key()) << rights;
        EXPECT_EQ(legal_uci(p), legal_uci(standard)) << rights;
    }
    EXPECT_EQ(round_trip("r3k2r/8/8/8/8/8/8/R3K2R w H - 0 1"), "r3k2r/8/8/8/8/8/8/R3K2R w K - 0 1");
    EXPECT_EQ(round_trip("r3k2r/8/8/8/8/8/8/R3K2R w a - 0 1"), "r3k2r/8/8/8/8/8/8/R3K2R w q - 0 1");
    EXPECT_EQ(round_trip("r3k2r/8/8/8/8/8/8/R3K2R b Ah - 0 1"), "r3k2r/8/8/8/8/8/8/R3K2R b Qk - 0 1");
    // The output order is always KQkq.
    EXPECT_EQ(round_trip("r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1"), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
}

TEST(Fen, CastlingRightsChangeTheKey) {
    const Key none = parse("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1").key();
    std::vector<Key> keys = {none};
    for (const char* rights : {"K", "Q", "k", "q", "KQ", "kq", "KQkq"})
        keys.push_back(parse(std::string("r3k2r/8/8/8/8/8/8/R3K2R w ") + rights + " - 0 1").key());
    std::sort(keys.begin(), keys.end());
    EXPECT_EQ(std::unique(keys.begin(), keys.end()), keys.end());
}

TEST(Fen, SideToMoveChangesTheKeyButClocksDoNot) {
    EXPECT_NE(parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1").key(), parse("4k3/8/8/8/8/8/8/4K3 b - - 0 1").key());
    EXPECT_EQ(parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1").key(), parse("4k3/8/8/8/8/8/8/4K3 w - - 37 90").key());
}

// ---------------------------------------------------------------------------------------------------------
// En passant field (chess.md §4: only a square with a legal en passant capture counts).

TEST(Fen, EnPassantDroppedWhenNoPawnCanCapture) {
    // 1.e4: no black pawn stands beside e4.
    const Position pos = parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    EXPECT_EQ(pos.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_EQ(pos.ep_square(), SQ_NONE);
    EXPECT_EQ(pos.key(), parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").key());
}

TEST(Fen, EnPassantKeptWhenTheCaptureIsLegal) {
    // Black pawn d4 may take e4 en passant on e3.
    const std::string fen = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";
    const Position pos = parse(fen);
    EXPECT_EQ(pos.fen(), fen);
    EXPECT_EQ(pos.ep_square(), SQ_E3);
    EXPECT_NE(pos.key(), parse("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3").key());
    const auto moves = legal_uci(pos);
    EXPECT_TRUE(std::count(moves.begin(), moves.end(), "d4e3"));
    // The same for White: e5 takes d5 on d6, from either side.
    EXPECT_EQ(round_trip("4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1"), "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1");
}

TEST(Fen, EnPassantDroppedWhenTheCaptureExposesTheKey) {
    // Along the rank: b5xc6 would empty b5 and c5, and the rook on h5 would attack the king on a5.
    EXPECT_EQ(round_trip("8/8/8/KPp4r/8/8/8/7k w - c6 0 1"), "8/8/8/KPp4r/8/8/8/7k w - - 0 1");
    EXPECT_EQ(round_trip("8/8/8/8/kpP4R/8/8/7K b - c3 0 1"), "8/8/8/8/kpP4R/8/8/7K b - - 0 1");
    // Along a diagonal: the pawn on e5 is pinned on a1-h8 by the bishop on g7.
    EXPECT_EQ(round_trip("4k3/6b1/8/3pP3/8/8/8/K7 w - d6 0 1"), "4k3/6b1/8/3pP3/8/8/8/K7 w - - 0 1");
    // But a capture along the pin line is legal: the pawn stays between the bishop on b8 and the king on h2.
    EXPECT_EQ(round_trip("1b2k3/8/8/3pP3/8/8/7K/8 w - d6 0 1"), "1b2k3/8/8/3pP3/8/8/7K/8 w - d6 0 1");
    // And when one of two capturers is pinned, the other keeps the square.
    EXPECT_EQ(round_trip("8/8/8/KPpP3r/8/8/8/7k w - c6 0 1"), "8/8/8/KPpP3r/8/8/8/7k w - c6 0 1");
}

TEST(Fen, EnPassantKeptWhenTheCaptureAnswersTheCheck) {
    // ...e7-e5 checked the king on d4; d5xe6 removes the checking pawn.
    EXPECT_EQ(round_trip("4k3/8/8/3Pp3/3K4/8/8/8 w - e6 0 1"), "4k3/8/8/3Pp3/3K4/8/8/8 w - e6 0 1");
}

// ---------------------------------------------------------------------------------------------------------
// Malformed FENs: each case has one fault and must return the code of that field, with a message naming it.

struct BadFen {
    const char* fen;
    const char* code;
};

void expect_error(const BadFen& b) {
    auto r = Position::from_fen(b.fen);
    ASSERT_FALSE(r.ok()) << '"' << b.fen << "\" was accepted as " << r.value().fen();
    EXPECT_EQ(r.error().code, b.code) << '"' << b.fen << "\": " << r.error().message;
    EXPECT_FALSE(r.error().message.empty()) << b.fen;
    const std::string code = b.code;
    const std::string& msg = r.error().message;
    const char* word = code == "ERR_FEN_FIELDS"       ? "field"
                       : code == "ERR_FEN_BOARD"      ? "board field"
                       : code == "ERR_FEN_SIDE"       ? "side field"
                       : code == "ERR_FEN_CASTLING"   ? "castling field"
                       : code == "ERR_FEN_EN_PASSANT" ? "en passant field"
                       : code == "ERR_FEN_HALFMOVE"   ? "halfmove field"
                       : code == "ERR_FEN_FULLMOVE"   ? "fullmove field"
                                                      : "";
    EXPECT_NE(msg.find(word), std::string::npos)
        << '"' << b.fen << "\": message \"" << msg << "\" should name the " << word;
}

TEST(FenErrors, Fields) {
    for (const BadFen& b : std::vector<BadFen>{
             {"", "ERR_FEN_FIELDS"},
             {"   ", "ERR_FEN_FIELDS"},
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "ERR_FEN_FIELDS"},
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", "ERR_FEN_FIELDS"},
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", "ERR_FEN_FIELDS"},
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", "ERR_FEN_FIELDS"},
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20", "ERR_FEN_FIELDS"},
         })
        expect_error(b);
}

TEST(FenErrors, TheFieldCountIsWordedForPeople) {
    EXPECT_EQ(Position::from_fen("8/8/8/8/8/8/8/8").error().message.rfind("FEN has 1 field;", 0), 0u);
    EXPECT_EQ(Position::from_fen("8/8/8/8/8/8/8/8 w").error().message.rfind("FEN has 2 fields;", 0), 0u);
}

TEST(FenErrors, Board) {
    for (const BadFen& b : std::vector<BadFen>{
             {"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"}, // 7 ranks
             {"rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"}, // 9 ranks
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1", "ERR_FEN_BOARD"}, // trailing '/'
             {"rnbqkbnrr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"}, // 9 squares
             {"rnbqkbn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"}, // 7 squares
             {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"}, // digit 9
             {"rnbqkbnr/pppppppp/0/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"}, // digit 0
             {"rnbqkbnr/pppppppp/7x/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"}, // bad letter
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "ERR_FEN_BOARD"},
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1R w KQkq - 0 1", "ERR_FEN_BOARD"},
             {"rnbqkbnr/pppppppp/8/8//8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"}, // empty rank
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR1 w KQkq - 0 1", "ERR_FEN_BOARD"},
             {"8/8/8/8/8/8/8/8/ w - - 0 1", "ERR_FEN_BOARD"},
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "ERR_FEN_BOARD"},
         })
        expect_error(b);
    // Adjacent digits that add up to 8 are unusual but describe a full rank; 4 + 5 does not.
    EXPECT_EQ(round_trip("rnbqkbnr/pppppppp/44/71/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), START_FEN);
    expect_error({"rnbqkbnr/pppppppp/45/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "ERR_FEN_BOARD"});
}

TEST(FenErrors, Side) {
    for (const BadFen& b : std::vector<BadFen>{
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1", "ERR_FEN_SIDE"},
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR B KQkq - 0 1", "ERR_FEN_SIDE"},
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "ERR_FEN_SIDE"},
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white KQkq - 0 1", "ERR_FEN_SIDE"},
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR - KQkq - 0 1", "ERR_FEN_SIDE"},
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR wb KQkq - 0 1", "ERR_FEN_SIDE"},
         })
        expect_error(b);
}

TEST(FenErrors, Castling) {
    for (const BadFen& b : std::vector<BadFen>{
             {"r3k2r/8/8/8/8/8/8/R3K2R w X - 0 1", "ERR_FEN_CASTLING"},
             {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq1 - 0 1", "ERR_FEN_CASTLING"},
             {"r3k2r/8/8/8/8/8/8/R3K2R w K-q - 0 1", "ERR_FEN_CASTLING"},
             {"r3k2r/8/8/8/8/8/8/R3K2R w -- - 0 1", "ERR_FEN_CASTLING"},
             {"r3k2r/8/8/8/8/8/8/R3K2R w KQkqZ - 0 1", "ERR_FEN_CASTLING"},
             {"r3k2r/8/8/8/8/8/8/R3K2R w I - 0 1", "ERR_FEN_CASTLING"},
             {"r3k2r/8/8/8/8/8/8/R3K1R1 w K - 0 1", "ERR_FEN_CASTLING"}, // no rook on h1
             {"r3k2r/8/8/8/8/8/8/1R2K2R w Q - 0 1", "ERR_FEN_CASTLING"}, // no rook on a1
             {"r3k2r/8/8/8/8/8/8/R2K3R w K - 0 1", "ERR_FEN_CASTLING"}, // king not on e1
             {"1r2k2r/8/8/8/8/8/8/R3K2R w q - 0 1", "ERR_FEN_CASTLING"}, // no rook on a8
             {"r4rk1/8/8/8/8/8/8/R3K2R w k - 0 1", "ERR_FEN_CASTLING"}, // king not on e8
             {"r3k2r/8/8/8/8/8/8/R3K2r w K - 0 1", "ERR_FEN_CASTLING"}, // the rook on h1 is black
             {"r3k2r/8/8/8/8/8/8/R3K1RR w G - 0 1", "ERR_FEN_CASTLING"}, // Chess960 rook file
             {"r3k2r/8/8/8/8/8/8/R1R1K2R w C - 0 1", "ERR_FEN_CASTLING"},
         })
        expect_error(b);
}

TEST(FenErrors, EnPassant) {
    for (const BadFen& b : std::vector<BadFen>{
             {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e9 0 1", "ERR_FEN_EN_PASSANT"},
             {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq i3 0 1", "ERR_FEN_EN_PASSANT"},
             {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e 0 1", "ERR_FEN_EN_PASSANT"},
             {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e33 0 1", "ERR_FEN_EN_PASSANT"},
             {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq E3 0 1", "ERR_FEN_EN_PASSANT"},
             {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq 3e 0 1", "ERR_FEN_EN_PASSANT"},
             {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1", "ERR_FEN_EN_PASSANT"}, // not behind
             {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq d3 0 1", "ERR_FEN_EN_PASSANT"}, // no pawn on d4
             {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1", "ERR_FEN_EN_PASSANT"}, // wrong side
             {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1", "ERR_FEN_EN_PASSANT"},
             {"rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1", "ERR_FEN_EN_PASSANT"}, // e3 taken
             {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPPNPPP/RNBQKB1R b KQkq e3 0 1", "ERR_FEN_EN_PASSANT"}, // e2 taken
             {"rnbqkbnr/pppppppp/8/8/4B3/8/PPPP1PPP/RN1QKBNR b KQkq e3 0 1", "ERR_FEN_EN_PASSANT"}, // not a pawn
             {"rnbqkbnr/pppp1ppp/8/8/4p3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "ERR_FEN_EN_PASSANT"}, // own pawn
         })
        expect_error(b);
}

TEST(FenErrors, Halfmove) {
    for (const char* h : {"-1", "x", "1.5", "99999999999999999999", "+1", "1e2", "0x10", "-"})
        expect_error({(std::string("4k3/8/8/8/8/8/8/4K3 w - - ") + h + " 1").c_str(), "ERR_FEN_HALFMOVE"});
}

TEST(FenErrors, Fullmove) {
    for (const char* n : {"-3", "abc", "99999999999999999999", "+1", "2.0", "-"})
        expect_error({(std::string("4k3/8/8/8/8/8/8/4K3 w - - 0 ") + n).c_str(), "ERR_FEN_FULLMOVE"});
}

TEST(FenErrors, IllegalPositions) {
    for (const BadFen& b : std::vector<BadFen>{
             {"8/8/8/8/8/8/8/8 w - - 0 1", "ERR_FEN_ILLEGAL"}, // no kings
             {"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "ERR_FEN_ILLEGAL"}, // no black king
             {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", "ERR_FEN_ILLEGAL"}, // no white king
             {"4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "ERR_FEN_ILLEGAL"}, // two white kings
             {"3kk3/8/8/8/8/8/8/4K3 w - - 0 1", "ERR_FEN_ILLEGAL"}, // two black kings
             {"4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "ERR_FEN_ILLEGAL"}, // pawn on rank 1
             {"P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "ERR_FEN_ILLEGAL"}, // pawn on rank 8
             {"4k2p/8/8/8/8/8/8/4K3 b - - 0 1", "ERR_FEN_ILLEGAL"}, // black pawn on 8
             {"4k3/8/8/8/8/8/8/4K2p w - - 0 1", "ERR_FEN_ILLEGAL"}, // black pawn on 1
             {"4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "ERR_FEN_ILLEGAL"}, // Black, not to move, is in check
             {"4k3/8/8/8/8/8/3p4/4K3 b - - 0 1", "ERR_FEN_ILLEGAL"}, // White, not to move, is in check (pawn)
             {"8/8/8/8/8/8/3k4/4K3 w - - 0 1", "ERR_FEN_ILLEGAL"}, // kings side by side
         })
        expect_error(b);
    // The side to move may be in check.
    EXPECT_TRUE(Position::from_fen("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1").ok());
    EXPECT_TRUE(Position::from_fen("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1").ok());
}

TEST(FenErrors, ImpossibleMaterial) {
    // More pawns and promoted pieces than eight pawns allow. Besides being unreachable, such boards can have more
    // legal moves than a MoveList holds (MAX_MOVES): a board full of queens.
    expect_error({"krQQQQQQ/ppQ4Q/QQ5Q/Q6Q/Q6Q/Q6Q/Q6Q/QQQQQQQK w - - 0 1", "ERR_FEN_ILLEGAL"});
    expect_error({"4k3/8/8/8/8/8/PPPPPPPP/3QKQ2 w - - 0 1", "ERR_FEN_ILLEGAL"}); // 8 pawns + a 2nd queen
    expect_error({"4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", "ERR_FEN_ILLEGAL"}); // 9 pawns
    expect_error({"nnnnknnn/nnnn4/8/8/8/8/8/4K3 w - - 0 1", "ERR_FEN_ILLEGAL"}); // 11 knights for Black
    expect_error({"4k3/8/8/8/8/8/PPPP4/RRRRKRRR w - - 0 1", "ERR_FEN_ILLEGAL"}); // 5 extra rooks + 4 pawns
    // The limits themselves are fine: 9 queens with no pawns (Petrovic), 3 rooks and 7 pawns, 10 knights.
    EXPECT_TRUE(Position::from_fen("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1").ok());
    EXPECT_TRUE(Position::from_fen("4k3/8/8/8/8/8/1PPPPPPP/RR2K2R w - - 0 1").ok());
    EXPECT_TRUE(Position::from_fen("nnnnknnn/nnn5/8/8/8/8/8/4K3 w - - 0 1").ok());
}

// ---------------------------------------------------------------------------------------------------------
// Robustness: random and mutated strings never crash; whatever is accepted is a consistent position.

/// The 64 squares of a FEN's board field, a8..h8 first, '.' for empty; an empty string when it is not 8x8.
std::string expand_board(std::string_view board) {
    std::string out;
    for (char c : board)
        if (c >= '1' && c <= '8')
            out.append(size_t(c - '0'), '.');
        else if (c != '/')
            out += c;
    return out.size() == 64 ? out : std::string();
}

std::string compress_board(const std::string& squares) {
    std::string out;
    for (int r = 0; r < 8; ++r) {
        int run = 0;
        for (int f = 0; f < 8; ++f) {
            const char c = squares[size_t(8 * r + f)];
            if (c == '.') {
                ++run;
                continue;
            }
            if (run)
                out += char('0' + run), run = 0;
            out += c;
        }
        if (run)
            out += char('0' + run);
        if (r < 7)
            out += '/';
    }
    return out;
}

TEST(FenFuzz, RandomAndMutatedStringsNeverCrash) {
    std::mt19937_64 rng(20240611);
    const std::vector<std::string> seeds = [] {
        std::vector<std::string> s = suite_fens();
        s.push_back("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
        s.push_back("8/8/8/KPp4r/8/8/8/7k w - c6 0 1");
        s.push_back("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
        return s;
    }();
    const std::string alphabet = "pnbrqkPNBRQK12345678/ wb-KQkqHAhae3690\t\r\n";
    int accepted = 0;
    constexpr int ITERATIONS = 30000;
    for (int i = 0; i < ITERATIONS; ++i) {
        std::string s;
        const int kind = int(rng() % 6);
        if (kind >= 4) {
            // A valid FEN with pieces moved, changed or removed on the board: mostly legal positions that
            // nobody has seen, so the move generator meets odd pins, checks and castling rights.
            const std::string& seed = seeds[rng() % seeds.size()];
            const size_t space = seed.find(' ');
            std::string board = expand_board(std::string_view(seed).substr(0, space));
            const int edits = 1 + int(rng() % 6);
            for (int e = 0; e < edits; ++e) {
                const size_t from = rng() % 64, to = rng() % 64;
                switch (rng() % 3) {
                    case 0:
                        std::swap(board[from], board[to]);
                        break;
                    case 1:
                        board[from] = "PNBRQpnbrq."[rng() % 11];
                        break;
                    default:
                        board[from] = '.';
                        break;
                }
            }
            s = compress_board(board) + (rng() % 2 ? " w " : " b ") + (rng() % 2 ? "KQkq" : "-") + " - " +
                std::to_string(rng() % 200) + " " + std::to_string(1 + rng() % 200);
        } else if (kind == 0) {
            // Fully random text over FEN characters, and now and then any byte.
            const size_t n = rng() % 80;
            for (size_t k = 0; k < n; ++k)
                s += rng() % 16 ? alphabet[rng() % alphabet.size()] : char(rng() % 256);
        } else {
            // A valid FEN with a few characters replaced, inserted, deleted or swapped.
            s = seeds[rng() % seeds.size()];
            const int edits = 1 + int(rng() % (kind == 3 ? 8 : 3));
            for (int e = 0; e < edits && !s.empty(); ++e) {
                const size_t at = rng() % s.size();
                switch (rng() % 4) {
                    case 0:
                        s[at] = alphabet[rng() % alphabet.size()];
                        break;
                    case 1:
                        s.insert(s.begin() + long(at), alphabet[rng() % alphabet.size()]);
                        break;
                    case 2:
                        s.erase(s.begin() + long(at));
                        break;
                    default:
                        std::swap(s[at], s[rng() % s.size()]);
                        break;
                }
            }
        }
        auto r = Position::from_fen(s);
        if (!r.ok()) {
            EXPECT_EQ(r.error().code.rfind("ERR_FEN_", 0), 0u) << s;
            EXPECT_FALSE(r.error().message.empty()) << s;
            continue;
        }
        ++accepted;
        Position& pos = r.value();
        const std::string fen = pos.fen();
        auto again = Position::from_fen(fen);
        ASSERT_TRUE(again.ok()) << s << " -> " << fen;
        EXPECT_EQ(again.value().fen(), fen);
        EXPECT_EQ(again.value().key(), pos.key()) << fen;
        MoveList moves;
        pos.generate_legal(moves);
        EXPECT_EQ(pos.count_legal(), moves.size()) << fen;
        EXPECT_LE(moves.size(), size_t(MAX_MOVES)) << fen;
        (void)pos.outcome();
        for (Move m : moves) {
            pos.make(m);
            (void)pos.outcome();
            pos.unmake(m);
        }
        EXPECT_EQ(pos.fen(), fen);
    }
    EXPECT_GT(accepted, ITERATIONS / 10); // the board edits keep a fair share of valid FENs
}

} // namespace
} // namespace littletable::chess
