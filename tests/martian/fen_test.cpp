// The position string (docs/rules/martian.md, "Notation"; grammar in engine/martian/position.h): round trips,
// the fields it carries, and an error naming the field for bad input.
#include <gtest/gtest.h>

#include <random>

#include "tests/martian/test_support.h"

namespace littletable::martian {
namespace {

using namespace testing_support;

TEST(Fen, TheStartPositionsAreTheRulesBlocks) {
    // "Board and setup": qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq, South to move.
    EXPECT_EQ(Position::start().fen(), "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 - - 0");
    const Position start = Position::start();
    EXPECT_EQ(start.piece_on(sq("c1")), QUEEN);
    EXPECT_EQ(start.piece_on(sq("d2")), QUEEN);
    EXPECT_EQ(start.piece_on(sq("c2")), DRONE);
    EXPECT_EQ(start.piece_on(sq("b3")), PAWN);
    EXPECT_EQ(start.piece_on(sq("a6")), DRONE);
    EXPECT_EQ(start.piece_on(sq("a7")), QUEEN);
    // "Four players": bottom-left queens a1 a2 b1, drones a3 b2 c1, pawns b3 c2 c3, the others mirrored.
    const Position four = Position::start(4);
    for (const char* s : {"a1", "a2", "b1", "h1", "h2", "g1", "a8", "a7", "b8", "h8", "h7", "g8"})
        EXPECT_EQ(four.piece_on(sq(s)), QUEEN) << s;
    for (const char* s : {"a3", "b2", "c1", "h3", "g2", "f1", "a6", "b7", "c8", "h6", "g7", "f8"})
        EXPECT_EQ(four.piece_on(sq(s)), DRONE) << s;
    for (const char* s : {"b3", "c2", "c3", "g3", "f2", "f3", "b6", "c7", "c6", "g6", "f7", "f6"})
        EXPECT_EQ(four.piece_on(sq(s)), PAWN) << s;
    EXPECT_EQ(std::popcount(four.pieces()), 36);
}

TEST(Fen, RoundTripsEveryField) {
    for (const char* fen : {
             "qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 - - 0",
             "qqd1/qdp1/dpp1/3d/4/1pp1/1pdq/1dqq n 0/0 d3-d5 - 1",
             "4/4/4/1p2/4/4/4/q3 n 3/0 c4-b5 on 1",
             "q3/4/4/4/4/4/4/3q s 12/7 - 5 60/100",
             "q3/4/4/4/4/4/4/3q n 0/0 - 7 61",
             "qqd2dqq/qdp2pdq/dpp2ppd/8/8/dpp2ppd/qdp2pdq/qqd2dqq sw 0/0/0/0 - - 0",
             "q6q/8/8/8/8/8/8/q6q se 1/2/3/4 - on 17/40",
         }) {
        const Result<Position> pos = Position::from_fen(fen);
        ASSERT_TRUE(pos.ok()) << fen << ": " << pos.error().message;
        EXPECT_EQ(pos.value().fen(), fen);
    }
}

TEST(Fen, FiveFieldsMeanNoMovesPlayed) {
    EXPECT_EQ(from("q3/4/4/4/4/4/4/3q n 1/2 - on").fen(), "q3/4/4/4/4/4/4/3q n 1/2 - on 0");
}

TEST(Fen, TheFieldsAreWhatThePositionHolds) {
    const Position pos = from("4/4/4/1p2/4/4/4/q3 n 3/1 c4-b5 4 12/30");
    EXPECT_EQ(pos.seat_count(), 2);
    EXPECT_EQ(pos.side_to_move(), 1);
    EXPECT_EQ(pos.points(0), 3);
    EXPECT_EQ(pos.points(1), 1);
    EXPECT_EQ(pos.crossing_from(), sq("c4"));
    EXPECT_EQ(pos.crossing_to(), sq("b5"));
    EXPECT_EQ(pos.clock(), 4);
    EXPECT_EQ(pos.game_ply(), 12);
    EXPECT_EQ(pos.move_limit(), 30);
    EXPECT_EQ(from("q6q/8/8/8/8/8/8/q6q ne 0/0/0/0 - - 0").seat_count(), 4);
}

TEST(Fen, BadInputNamesTheField) {
    const std::pair<const char*, const char*> cases[] = {
        {"", "ERR_FEN_FIELDS"},
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 -", "ERR_FEN_FIELDS"},
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 - - 0 extra", "ERR_FEN_FIELDS"},
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq s 0/0 - - 0", "ERR_FEN_BOARD"}, // 7 ranks
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqk s 0/0 - - 0", "ERR_FEN_BOARD"}, // k
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dq s 0/0 - - 0", "ERR_FEN_BOARD"}, // a short rank
        {"qqd2/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 - - 0", "ERR_FEN_BOARD"}, // 5 squares
        {"Qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 - - 0", "ERR_FEN_BOARD"}, // no colours
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq w 0/0 - - 0", "ERR_FEN_SIDE"},
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq sw 0/0 - - 0", "ERR_FEN_SIDE"},
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0 - - 0", "ERR_FEN_SCORES"},
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/-1 - - 0", "ERR_FEN_SCORES"},
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/999 - - 0", "ERR_FEN_SCORES"},
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0/0/0 - - 0", "ERR_FEN_SCORES"},
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 d3 - 0", "ERR_FEN_CROSSING"},
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 d3-d4 - 0", "ERR_FEN_CROSSING"}, // no canal crossed
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 e3-e5 - 0", "ERR_FEN_CROSSING"}, // off the board
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 c6-c3 - 0", "ERR_FEN_CROSSING"}, // the origin is not empty
        {"qqd1/qdp1/dpp1/3d/4/1pp1/1pdq/1dqq s 0/0 d3-d5 - 1", "ERR_FEN_CROSSING"}, // d5 is not South's
        {"q6q/8/8/8/8/8/8/q6q sw 0/0/0/0 a4-a5 - 0", "ERR_FEN_CROSSING"}, // 4 players: no rejection rule
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 - off 0", "ERR_FEN_CLOCK"},
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 - 8 0", "ERR_FEN_CLOCK"},
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 - - x", "ERR_FEN_PLIES"},
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 - - 3/0", "ERR_FEN_PLIES"},
        {"qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 0/0 - - 3/", "ERR_FEN_PLIES"},
    };
    for (auto [fen, code] : cases) {
        const Result<Position> pos = Position::from_fen(fen);
        ASSERT_FALSE(pos.ok()) << fen;
        EXPECT_EQ(pos.error().code, code) << fen << ": " << pos.error().message;
        EXPECT_FALSE(pos.error().message.empty());
    }
}

TEST(Fen, GarbageNeverCrashes) {
    std::mt19937 rng(7);
    const std::string alphabet = "pdq12345678/ -snwe0on\xff";
    const std::string start(START_FEN_2P);
    for (int i = 0; i < 3000; ++i) {
        std::string s = start;
        for (int k = 0; k < 1 + i % 4; ++k)
            s[rng() % s.size()] = alphabet[rng() % alphabet.size()];
        const Result<Position> pos = Position::from_fen(s);
        if (pos.ok()) {
            EXPECT_EQ(Position::from_fen(pos.value().fen()).value().fen(), pos.value().fen()) << s;
        }
    }
}

} // namespace
} // namespace littletable::martian
