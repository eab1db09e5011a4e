// Metamate's FEN (docs/metamate-notation.md): chess's six fields with M[config] tokens and the "setup" field; round
// trips, the zobrist key, and one error per malformed or impossible field.
#include <gtest/gtest.h>

#include <random>

#include "tests/metamate/test_support.h"

namespace littletable::metamate {
namespace {

using namespace testing_support;

TEST(Fen, StartIsTheStandardPositionBeforeTheSetup) {
    const Position pos = Position::start();
    EXPECT_EQ(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 setup");
    EXPECT_TRUE(pos.in_setup());
    EXPECT_EQ(pos.side_to_move(), WHITE);
    EXPECT_EQ(pos.fullmove_number(), 1);
}

TEST(Fen, RoundTripsExactly) {
    for (const char* fen : {
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 setup",
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPM[1h]PPP/RNBQKBNR b KQkq - 0 1 setup",
             "rm[2.2]bqkbnr/pppppppp/8/8/8/8/PPPPM[1v]PPP/RNBQKBNR w KQkq - 0 1",
             "4k3/8/8/3m[3]4/3M[4]4/8/8/4K3 b - - 12 40",
             "4k3/8/8/8/2M[1h]p4/8/3P4/4K3 b - c3 0 1", // a Meta's double step: the en passant square on rank 3
             "4k3/8/8/2pM[1h]P3/8/8/8/4K3 w - c6 0 2",
             "k3M[2.1]3/8/4P3/8/8/8/8/4K3 w - - 0 1",
         })
        EXPECT_EQ(parse(fen).fen(), fen);
    // Four fields (EPD) read as halfmove 0, fullmove 1; the setup field may follow them.
    EXPECT_EQ(parse("4k3/8/8/8/8/8/8/3QK3 w - -").fen(), "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    EXPECT_EQ(parse("4k3/pppppppp/8/8/8/8/8/3QK3 b - - setup").fen(), "4k3/pppppppp/8/8/8/8/8/3QK3 b - - 0 1 setup");
}

// The counters as Stockfish reads a chess FEN (docs/rules-decisions.md, Chess 3): the fullmove number may be
// missing or 0 (read as 1), before the setup field too.
TEST(Fen, CountersMissingOrZero) {
    EXPECT_EQ(parse("4k3/8/8/8/8/8/8/3QK3 w - - 9").fen(), "4k3/8/8/8/8/8/8/3QK3 w - - 9 1");
    EXPECT_EQ(parse("4k3/8/8/8/8/8/8/3QK3 w - - 0 0").fen(), "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    EXPECT_EQ(parse("4k3/pppppppp/8/8/8/8/8/3QK3 b - - 0 setup").fen(), "4k3/pppppppp/8/8/8/8/8/3QK3 b - - 0 1 setup");
}

// An en passant square whose capture is not legal is dropped, as in chess (chess.md §4).
TEST(Fen, AnEnPassantSquareNobodyCanUseIsDropped) {
    EXPECT_EQ(parse("4k3/8/8/8/2M[1h]5/8/8/4K3 b - c3 0 1").fen(), "4k3/8/8/8/2M[1h]5/8/8/4K3 b - - 0 1");
}

// Along random games: the FEN read back gives the same FEN and the same zobrist key as the incremental one.
TEST(Fen, PlayoutsRoundTripWithTheirKeys) {
    std::mt19937_64 rng(99);
    int positions = 0;
    for (int game = 0; game < 30; ++game) {
        Position pos = Position::start();
        for (int ply = 0; ply < 60; ++ply) {
            const Position back = parse(pos.fen());
            EXPECT_EQ(back.fen(), pos.fen());
            EXPECT_EQ(back.key(), pos.key()) << pos.fen();
            ++positions;
            MoveList moves;
            pos.generate_legal(moves);
            if (moves.empty())
                break;
            pos.make(moves[std::uniform_int_distribution<size_t>(0, moves.size() - 1)(rng)]);
        }
    }
    EXPECT_GT(positions, 1000);
}

struct BadFen {
    const char* fen;
    const char* code;
    const char* word; ///< the message names the field
};

TEST(FenErrors, EachFieldNamesItsFault) {
    for (const BadFen& b : std::vector<BadFen>{
             {"", "ERR_FEN_FIELDS", "fields"},
             {"4k3/8/8/8/8/8/8/4K3 w - - 0 1 setup extra", "ERR_FEN_FIELDS", "fields"},
             {"4k3/8/8/8/8/8/8/4K3 w - - 0 1 later", "ERR_FEN_SETUP", "setup field"},
             {"4k3/8/8/8/8/8/8/3XK3 w - - 0 1", "ERR_FEN_BOARD", "board field"},
             {"4k3/8/8/8/8/8/8/2M2.1K3 w - - 0 1", "ERR_FEN_BOARD", "board field"}, // no brackets
             {"4k3/8/8/8/8/8/8/2M[2.1K3 w - - 0 1", "ERR_FEN_BOARD", "board field"}, // unclosed
             {"4k3/8/8/8/8/8/8/2M[5]K4 w - - 0 1", "ERR_FEN_META", "configuration"}, // no M5
             {"4k3/8/8/8/8/8/8/2M[2.3]K4 w - - 0 1", "ERR_FEN_META", "configuration"}, // no M2.3
             {"4k3/8/8/8/8/8/8/2M[1]K4 w - - 0 1", "ERR_FEN_META", "configuration"}, // M1 needs its orientation
             {"4k3/8/8/8/8/8/8/2M[]K4 w - - 0 1", "ERR_FEN_META", "configuration"},
             {"4k3/8/8/8/8/8/8/2M[3]2K3 w - - 0 1", "ERR_FEN_BOARD", "board field"}, // 9 squares
             {"4k3/8/8/8/8/8/8/2M[3]K4 x - - 0 1", "ERR_FEN_SIDE", "side field"},
             {"4k3/8/8/8/8/8/8/2M[3]K4 w K - 0 1", "ERR_FEN_CASTLING", "castling field"},
             {"4k3/8/8/8/8/8/8/2M[3]K4 w - e9 0 1", "ERR_FEN_EN_PASSANT", "en passant field"},
             {"4k3/8/8/8/8/8/8/2M[3]K4 w - e6 0 1", "ERR_FEN_EN_PASSANT", "en passant field"}, // nothing double-stepped
             {"4k3/8/8/8/8/8/8/2M[3]K4 w - - x 1", "ERR_FEN_HALFMOVE", "halfmove field"},
             {"4k3/8/8/8/8/8/8/2M[3]K4 w - - 0 x", "ERR_FEN_FULLMOVE", "fullmove field"},
             // The setup phase: the side to choose has no Meta yet, Black none either while White chooses, no en
             // passant square, and a piece to replace.
             {"4k3/pppppppp/8/8/8/8/PPPPPPPP/2M[3]K4 w - - 0 1 setup", "ERR_FEN_SETUP", "setup field"},
             {"4k2m[3]/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1 setup", "ERR_FEN_SETUP", "setup field"},
             {"4k3/8/8/8/8/8/PPPPPPPP/4K3 b - - 0 1 setup", "ERR_FEN_SETUP", "setup field"},
             {"4k3/pppp1ppp/8/4p3/8/8/PPPPPPPP/4K3 w - e6 0 1 setup", "ERR_FEN_EN_PASSANT", "en passant field"},
             // Impossible positions.
             {"4k3/8/8/8/8/8/PPPPPPPP/1M[3]M[3]K1M[1h]2 w - - 0 1", "ERR_FEN_ILLEGAL", "pawns"},
             {"3k4/8/8/8/3M[2.1]4/3R4/8/4K3 w - - 0 1", "ERR_FEN_ILLEGAL", "check"}, // the Meta checks Black
         }) {
        auto r = Position::from_fen(b.fen);
        ASSERT_FALSE(r.ok()) << '"' << b.fen << "\" was accepted as " << r.value().fen();
        EXPECT_EQ(r.error().code, b.code) << b.fen << ": " << r.error().message;
        EXPECT_NE(r.error().message.find(b.word), std::string::npos) << b.fen << ": " << r.error().message;
    }
}

} // namespace
} // namespace littletable::metamate
