// Metamachy's FEN (engine/metamachy/fen.cpp): exact round trips, and one clear error per malformed or illegal field.
#include <gtest/gtest.h>

#include <random>

#include "tests/metamachy/test_support.h"

using namespace littletable;
using namespace littletable::metamachy;

TEST(Fen, RoundTripsExactly) {
    for (const std::string& fen : {
             std::string(START_FEN),
             std::string(
                 "cm3qk3mc/ernbilaibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBILAIBNRE/CM3QK3MC w Kk - 0 1"),
             std::string("11k/12/12/12/12/12/3pP7/12/12/12/12/K11 w - d7 0 12"),
             std::string("k11/12/10P1/12/12/12/12/12/12/12/12/K11 b - - 17 40"),
         })
        EXPECT_EQ(metamachy_test::from_fen(fen).fen(), fen);
    // Along random games, every position's FEN reads back to the same FEN and key.
    std::mt19937 rng(7);
    Position pos = Position::start();
    for (int ply = 0; ply < 200 && !pos.outcome().over(); ++ply) {
        const auto again = Position::from_fen(pos.fen());
        ASSERT_TRUE(again.ok()) << pos.fen();
        EXPECT_EQ(again.value().fen(), pos.fen());
        EXPECT_EQ(again.value().key(), pos.key()) << pos.fen();
        MoveList list;
        pos.generate_legal(list);
        pos.make(list[std::uniform_int_distribution<size_t>(0, list.size() - 1)(rng)]);
    }
}

// The counters as Stockfish reads a chess FEN (docs/rules-decisions.md, Chess 3): either may be missing, and a
// fullmove number 0 is read as 1.
TEST(Fen, CountersMissingOrZero) {
    EXPECT_EQ(metamachy_test::from_fen("k11/12/12/12/12/12/12/12/12/12/12/K11 b - -").fen(),
              "k11/12/12/12/12/12/12/12/12/12/12/K11 b - - 0 1");
    EXPECT_EQ(metamachy_test::from_fen("k11/12/12/12/12/12/12/12/12/12/12/K11 b - - 5").fen(),
              "k11/12/12/12/12/12/12/12/12/12/12/K11 b - - 5 1");
    EXPECT_EQ(metamachy_test::from_fen("k11/12/12/12/12/12/12/12/12/12/12/K11 w - - 3 0").fen(),
              "k11/12/12/12/12/12/12/12/12/12/12/K11 w - - 3 1");
}

TEST(Fen, EnPassantSquareKeptOnlyWhenTheCaptureIsLegal) {
    // d7 behind a Black Pawn that has just double-stepped to d6: kept with the White Pawn e6 beside, dropped without.
    EXPECT_EQ(metamachy_test::from_fen("11k/12/12/12/12/12/3p8/12/12/12/12/K11 w - d7 0 2").fen(),
              "11k/12/12/12/12/12/3p8/12/12/12/12/K11 w - - 0 2");
}

TEST(Fen, EachBadFieldGetsItsError) {
    const std::pair<const char*, const char*> cases[] = {
        {"", "ERR_FEN_FIELDS"},
        {"k11/12/12/12/12/12/12/12/12/12/12/K11 w", "ERR_FEN_FIELDS"},
        {"k11/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 1 0", "ERR_FEN_FIELDS"},
        {"k11/12/12/12/12/12/12/12/12/12/K11 w - - 0 1", "ERR_FEN_BOARD"}, // 11 ranks
        {"k11/12/12/12/12/12/12/12/12/12/12/K12 w - - 0 1", "ERR_FEN_BOARD"}, // 13 squares
        {"k11/12/12/12/12/12/12/12/12/12/12/K10 w - - 0 1", "ERR_FEN_BOARD"}, // 11 squares
        {"k11/12/12/12/12/12/12/12/12/12/12/X11 w - - 0 1", "ERR_FEN_BOARD"}, // no such piece
        {"k11/12/12/12/12/12/12/12/12/12/12/K099 w - - 0 1", "ERR_FEN_BOARD"},
        {"k11/12/12/12/12/12/12/12/12/12/12/K11 x - - 0 1", "ERR_FEN_SIDE"},
        {"k11/12/12/12/12/12/12/12/12/12/12/K11 w Q - 0 1", "ERR_FEN_CASTLING"},
        {"k11/12/12/12/12/12/12/12/12/12/12/K11 w K - 0 1", "ERR_FEN_CASTLING"}, // the King a1 has moved
        {"k11/12/12/12/12/12/12/12/12/12/12/5K6 w KK - 0 1", "ERR_FEN_CASTLING"},
        {"k11/12/12/12/12/12/12/12/12/12/12/K11 w - m3 0 1", "ERR_FEN_EN_PASSANT"},
        {"k11/12/12/12/12/12/12/12/12/12/12/K11 w - e11 0 1", "ERR_FEN_EN_PASSANT"}, // nothing double-stepped
        {"k11/12/12/12/12/12/12/12/12/12/12/K11 w - - x 1", "ERR_FEN_HALFMOVE"},
        {"k11/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 x", "ERR_FEN_FULLMOVE"},
        {"k11/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 1 setpu", "ERR_FEN_FIELDS"},
        {"k11/12/12/12/12/12/12/12/12/12/12/KK10 w - - 0 1", "ERR_FEN_ILLEGAL"}, // two White Kings
        {"12/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 1", "ERR_FEN_ILLEGAL"}, // no Black King
        {"k11/12/12/12/12/12/12/12/12/12/12/KP10 w - - 0 1", "ERR_FEN_ILLEGAL"}, // Pawn on rank 1
        {"k10I/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 1", "ERR_FEN_ILLEGAL"}, // Prince on its last rank
        {"k11/R11/12/12/12/12/12/12/12/12/12/K11 w - - 0 1", "ERR_FEN_ILLEGAL"}, // Black, not to move, in check
        {"k11/12/12/12/12/12/12/12/12/12/12/KRRR8 w - - 0 1", "ERR_FEN_ILLEGAL"}, // three Rooks
        // Setup phase: White to move, or arrangements that are not mirrored.
        {"cm3qk3mc/ernbilaibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBILAIBNRE/CM3QK3MC w Kk - 0 1 setup",
         "ERR_FEN_SETUP"},
        {"cm3qk3mc/ernbilaibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBIALIBNRE/CM3QK3MC b Kk - 0 1 setup",
         "ERR_FEN_SETUP"},
    };
    for (const auto& [fen, code] : cases) {
        const auto r = Position::from_fen(fen);
        ASSERT_FALSE(r.ok()) << fen;
        EXPECT_EQ(r.error().code, code) << fen << ": " << r.error().message;
        EXPECT_FALSE(r.error().message.empty());
    }
}

TEST(Fen, GarbageNeverCrashes) {
    std::mt19937 rng(11);
    const std::string alphabet = "kqrbnpcmealiKQRBNPCMEALI0123456789/ -wbsetup";
    for (int i = 0; i < 2000; ++i) {
        std::string text;
        const int n = std::uniform_int_distribution<int>(0, 80)(rng);
        for (int k = 0; k < n; ++k)
            text += alphabet[std::uniform_int_distribution<size_t>(0, alphabet.size() - 1)(rng)];
        const auto r = Position::from_fen(text);
        if (r.ok()) {
            EXPECT_EQ(Position::from_fen(r.value().fen()).value().fen(), r.value().fen());
        }
    }
}
