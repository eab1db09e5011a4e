// The start position's legal moves, worked out by hand from docs/rules/martian.md ("Board and setup", "Moves"):
// South's pawns b3 (a4, c4, a2; c2 holds its own drone and South has queens), c3 (b4, d4; b2 and d2 hold its own
// pawn and queen, and South has drones and queens) and b2 (a3, a1; c3 and c1 are its own), the drone b1 (a1; b2
// and c1 are its own, with queens in the zone), the drone d3 (d4, and d5 across the canal; d2 and c3 are its own)
// and nothing else: the drone c2 and the three queens are walled in by their own pieces.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/core/perft.h"
#include "engine/martian/notation.h"

namespace littletable::martian {
namespace {

std::vector<std::string> legal_texts(const Position& pos) {
    MoveList moves;
    pos.generate_legal(moves);
    std::vector<std::string> out;
    for (Move m : moves)
        out.push_back(to_text(m));
    std::sort(out.begin(), out.end());
    return out;
}

TEST(Opening, TheTenLegalMovesOfTheStartPosition) {
    const Position pos = Position::start();
    std::vector<std::string> expected = {"b3-a4", "b3-c4", "b3-a2", "c3-b4", "c3-d4",
                                         "b2-a3", "b2-a1", "b1-a1", "d3-d4", "d3-d5"};
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(legal_texts(pos), expected);
    EXPECT_EQ(pos.count_legal(), 10u);
}

TEST(Opening, PerftTwoCountsNorthsRepliesByHand) {
    // Nine of South's ten moves leave North's ten replies as they are (North's mirrored ten below; b3-a4 only turns
    // a6-a4 into a capture). d3-d5 hands the drone to North: it adds d5-d6, d5-d7, d5-d4,
    // d5-c5, d5-b5 (d5-d3 is the rejected move) and takes c6-d5 away (North has queens, so no pawn onto drone):
    // 9 * 10 + 14 = 104.
    Position pos = Position::start();
    EXPECT_EQ(perft(pos, 2), 104u);
}

TEST(Opening, NorthHasTheMirroredTenWhenItMovesFirst) {
    // "Setting: who moves first": North's block is South's turned by 180 degrees, so are its ten moves
    // (file a<->d, rank r<->9-r).
    const Position pos = Position::start(2, Settings{.firstSeat = 1});
    std::vector<std::string> expected = {"c6-d5", "c6-b5", "c6-d7", "b6-c5", "b6-a5",
                                         "c7-d6", "c7-d8", "c8-d8", "a6-a5", "a6-a4"};
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(legal_texts(pos), expected);
}

TEST(Opening, WithTheClockOnEachMoveAlsoCallsIt) {
    const Position pos = Position::start(2, Settings{.deadlockClock = true});
    const std::vector<std::string> texts = legal_texts(pos);
    EXPECT_EQ(texts.size(), 20u);
    EXPECT_TRUE(std::count(texts.begin(), texts.end(), "d3-d5+clock"));
    EXPECT_EQ(pos.count_legal(), 20u);
}

TEST(Opening, TheElevenLegalMovesOfTheFourPlayerStart) {
    // "Four players": seat 0's block in the bottom-left corner (queens a1 a2 b1, drones a3 b2 c1, pawns b3 c2 c3).
    // Pawns: b3 to a4, c4 (a2 is a queen; c2 a pawn, but the zone has drones); c3 to b4, d4, d2 (b2 is a drone, but
    // the zone has queens); c2 to d3, d1 (b3 a pawn, b1 a queen). Drones: a3 up to a4 and a5 (into the north-west
    // quadrant; b3 and a2 are its own); c1 right to d1 and e1 (into the south-east quadrant; c2 and b1 are its
    // own); b2 walled in. The queens a1 a2 b1 are walled in.
    const Position pos = Position::start(4);
    std::vector<std::string> expected = {"b3-a4", "b3-c4", "c3-b4", "c3-d4", "c3-d2", "c2-d3",
                                         "c2-d1", "a3-a4", "a3-a5", "c1-d1", "c1-e1"};
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(legal_texts(pos), expected);
}

} // namespace
} // namespace littletable::martian
