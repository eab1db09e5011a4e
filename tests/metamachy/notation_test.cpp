// Metamachy's long algebraic and SAN (engine/metamachy/notation.h): the texts of hand-checked positions, both
// round trips for every legal move along random games, and clear errors.
#include <gtest/gtest.h>

#include <random>

#include "tests/metamachy/test_support.h"

using namespace littletable;
using namespace littletable::metamachy;
using metamachy_test::from_fen;

namespace {

std::string san_of(const std::string& fen, const std::string& lan) {
    Position pos = from_fen(fen);
    const auto m = parse_lan(pos, lan);
    EXPECT_TRUE(m.ok()) << lan;
    return m.ok() ? to_san(pos, m.value()) : "";
}

} // namespace

TEST(Notation, SanOfEachKindOfMove) {
    const std::string start =
        "cm3qk3mc/ernbilaibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBILAIBNRE/CM3QK3MC w Kk - 0 1";
    EXPECT_EQ(san_of(start, "f3f5"), "f5");
    EXPECT_EQ(san_of(start, "b1c4"), "Mc4");
    EXPECT_EQ(san_of(start, "g1e1"), "Ke1"); // the King's leap
    EXPECT_EQ(san_of(start, "f2f4"), "Lf4");
    EXPECT_EQ(san_of(start, "g2j1"), "Aj1");
    EXPECT_EQ(san_of(start, "e2e1"), "Ie1");
    // Rooks on one file: the rank; on one rank: the file.
    EXPECT_EQ(san_of("6k5/12/12/12/12/12/12/12/R11/12/R11/11K w - - 0 1", "a2a3"), "R2a3");
    EXPECT_EQ(san_of("6k5/12/12/12/12/12/12/12/12/12/12/R2R7K w - - 0 1", "a1b1"), "Rab1");
    EXPECT_EQ(san_of("k11/12/10P1/12/12/12/12/12/12/12/12/K11 w - - 0 1", "k10k12l"), "k12=L");
    EXPECT_EQ(san_of("11k/12/12/12/12/12/3pP7/12/12/12/12/K11 w - d7 0 2", "e6d7"), "exd7");
    EXPECT_EQ(san_of("4k7/12/12/12/12/12/12/4P7/12/12/12/K1C9 w - - 0 1", "c1e1"), "Ce1+");
    EXPECT_EQ(san_of("k11/7Q4/2K9/12/12/12/12/12/12/12/12/12 w - - 0 1", "h11b11"), "Qb11#");
    Position setup = Position::start();
    const auto choice = parse_move(setup, "QKLA@f12"); // the letters in either case
    ASSERT_TRUE(choice.ok());
    // SAN writes the chiefs as pieces, in upper case (docs/rules-decisions.md, Metamachy 2); long algebraic in lower.
    EXPECT_EQ(to_san(setup, choice.value()), "QKLA@f12");
    EXPECT_EQ(to_lan(choice.value()), "qkla@f12");
}

TEST(Notation, BothTextsRoundTripForEveryLegalMove) {
    std::mt19937 rng(3);
    int moves = 0;
    for (int game = 0; game < 4; ++game) {
        Position pos = Position::start();
        for (int ply = 0; ply < 150 && !pos.outcome().over(); ++ply) {
            MoveList list;
            pos.generate_legal(list);
            for (Move m : list) {
                const std::string lan = to_lan(m), san = to_san(pos, m, list);
                const auto fromLan = parse_move(pos, lan), fromSan = parse_move(pos, san);
                ASSERT_TRUE(fromLan.ok()) << lan;
                ASSERT_TRUE(fromSan.ok()) << san << " in " << pos.fen() << ": " << fromSan.error().message;
                EXPECT_EQ(fromLan.value(), m) << lan;
                EXPECT_EQ(fromSan.value(), m) << san;
                ++moves;
            }
            pos.make(list[std::uniform_int_distribution<size_t>(0, list.size() - 1)(rng)]);
        }
    }
    EXPECT_GT(moves, 10000);
}

TEST(Notation, ClearErrors) {
    const Position pos = from_fen("6k5/12/10P1/12/12/12/12/12/12/12/12/R2R7K w - - 0 1");
    const std::pair<const char*, const char*> cases[] = {
        {"", "ERR_MOVE_SYNTAX"},
        {"hello", "ERR_MOVE_SYNTAX"},
        {"a13a14", "ERR_MOVE_SYNTAX"},
        {"m1m2", "ERR_MOVE_SYNTAX"},
        {"a1a2x", "ERR_MOVE_SYNTAX"},
        {"Zb1", "ERR_MOVE_SYNTAX"},
        {"a1a2a3a4a5a6a7", "ERR_MOVE_SYNTAX"},
        {"a1b2", "ERR_ILLEGAL_MOVE"},
        {"k10k12", "ERR_ILLEGAL_MOVE"}, // a promotion without its letter
        {"k10k12r", "ERR_MOVE_SYNTAX"},
        {"k12=R", "ERR_MOVE_SYNTAX"}, // Rooks are no promotion choice
        {"k12", "ERR_ILLEGAL_MOVE"},
        {"Rb1", "ERR_AMBIGUOUS_MOVE"},
        {"qkla@f12", "ERR_ILLEGAL_MOVE"},
    };
    for (const auto& [text, code] : cases) {
        const auto r = parse_move(pos, text);
        ASSERT_FALSE(r.ok()) << text;
        EXPECT_EQ(r.error().code, code) << text << ": " << r.error().message;
    }
    EXPECT_NE(parse_move(pos, "Rb1").error().message.find("Rab1"), std::string::npos);
    EXPECT_EQ(to_lan(parse_move(pos, "k12=A").value()), "k10k12a");
    EXPECT_EQ(to_lan(parse_move(pos, "Rdb1").value()), "d1b1");
}
