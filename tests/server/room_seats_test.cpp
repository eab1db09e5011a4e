// Rooms of any seat count: a 4-seat game (4-player Martian Chess, shared/rules/martian.md) with one human and
// three CPUs; the server only counts seats from the registry.
#include "engine/core/registry.h"
#include "server/game_json.h"
#include "tests/server/room_fixture.h"

namespace littletable::server::testing {
namespace {

RoomSpec one_human_three_cpus() {
    return RoomSpec{"martian4", {{SeatKind::HUMAN, 0}, {SeatKind::CPU, 2}, {SeatKind::CPU, 2}, {SeatKind::CPU, 2}},
                    0, {}, ""};
}

TEST_F(ServerRoom, AFourSeatRoomLetsTheHumanMoveAndTheThreeCpusAnswer) {
    make(one_human_three_cpus());
    hello(1, creatorSecret);
    json snap = frame_of(fx, 1, "snapshot")["d"];
    ASSERT_EQ(snap["seats"].size(), 4u);
    EXPECT_EQ(snap["you"]["seat"], 0);
    EXPECT_EQ(snap["state"]["toMove"], 0);
    // The rules' 4-player board is 8x8; the start has 4 x 9 pieces.
    EXPECT_EQ(snap["geometry"]["width"], 8);
    EXPECT_EQ(snap["state"]["pieces"].size(), 36u);

    const std::string u = snap["state"]["moves"][0]["u"];
    move(1, u, 1);
    run_cpu();
    EXPECT_EQ(room->game().history().size(), 4u); // the human's move, then one by each CPU seat, in turn
    EXPECT_EQ(room->game().side_to_move(), 0);
    // The CPU seats are taken: nobody else may sit.
    hello(2);
    send(2, in::Sit{});
    EXPECT_EQ(frame_of(fx, 2, "error")["d"]["code"], "ERR_NO_FREE_SEAT");
}

TEST_F(ServerRoom, TheStateCarriesEachSeatsPointsAndElimination) {
    // A Martian Chess position string with the scores 3/0 (South has taken North's queen from a8):
    // docs/martian-notation.md, "scores".
    RoomSpec spec = one_human_three_cpus();
    spec.game = "martian";
    spec.seats.resize(2);
    spec.fen = "1qd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq s 3/0 - - 0";
    make(spec);
    hello(1, creatorSecret);
    json state = frame_of(fx, 1, "snapshot")["d"]["state"];
    EXPECT_EQ(state["points"], json::array({3, 0}));
    EXPECT_EQ(state["eliminated"], json::array({false, false}));

    // Chess has no points: zeros, by seat.
    auto chess = create_game("chess");
    ASSERT_TRUE(chess.ok());
    EXPECT_EQ(points_json(*chess.value()), json::array({0, 0}));
    EXPECT_EQ(eliminated_json(*chess.value()), json::array({false, false}));
}

TEST_F(ServerRoom, AMoveNamesItsCapturedPieceAndTheStateItsCounters) {
    // South's pawn on c4 takes North's queen on b5 and calls the deadlock clock (martian.md: a capture scores the
    // piece's value, queen 3; "call the clock" starts the count at zero).
    RoomSpec spec = one_human_three_cpus();
    spec.game = "martian";
    spec.seats.resize(2);
    spec.fen = "4/4/4/1q2/2p1/4/4/p3 s 0/0 - on 0";
    make(spec);
    hello(1, creatorSecret);
    EXPECT_EQ(frame_of(fx, 1, "snapshot")["d"]["state"]["counters"], json::array());
    const Geometry& geo = room->game().geometry();
    const json queen = {{"sq", *geo.parse_square("b5")}, {"owner", 1}, {"kind", "queen"}};

    move(1, "c4-b5+clock", 1);
    const json event = frame_of(fx, 1, "move")["d"];
    EXPECT_EQ(event["move"]["captured"], queen);
    EXPECT_EQ(event["state"]["points"], json::array({3, 0}));
    EXPECT_EQ(event["state"]["counters"], json::array({{{"name", "deadlock-clock"}, {"value", 0}, {"limit", 7}}}));

    hello(2);
    const json history = frame_of(fx, 2, "snapshot")["d"]["state"]["history"];
    ASSERT_GE(history.size(), 1u);
    EXPECT_EQ(history[0]["captured"], queen);
}

} // namespace
} // namespace littletable::server::testing
