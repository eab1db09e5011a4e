// Rooms of any seat count: 4-seat games (4-player Martian Chess, docs/rules/martian.md; four-player chess,
// docs/rules/fourplayer.md) with one human and three CPUs; the server only counts seats from the registry.
#include "engine/core/registry.h"
#include "tests/server/room_fixture.h"

namespace littletable::server::testing {
namespace {

/// `game` with four seats: `humans` human seats first, then CPUs at level 2, from `fen` (empty: the start).
protocol::RoomSpec four_seats(std::string game, int humans, std::string fen = "") {
    std::vector<protocol::SeatSpec> seats;
    for (int i = 0; i < 4; ++i)
        seats.push_back(i < humans ? protocol::SeatSpec{protocol::SeatKind::HUMAN, 0}
                                   : protocol::SeatSpec{protocol::SeatKind::CPU, 2});
    return protocol::RoomSpec{std::move(game), seats, 0, {}, std::move(fen)};
}

class ServerFourSeats : public ServerRoom {
protected:
    /// Opens `spec`'s room as its creator (seat 0), checks the board's width and piece count, plays the human's
    /// first legal move and lets the three CPUs answer: a full round, the human to move again.
    void expect_a_round(const protocol::RoomSpec& spec, int width, size_t pieces) {
        make(spec);
        hello(1, creatorSecret);
        json snap = frame_of(fx, 1, "snapshot")["d"];
        ASSERT_EQ(snap["seats"].size(), 4u);
        EXPECT_EQ(snap["you"]["seat"], 0);
        EXPECT_EQ(snap["state"]["toMove"], 0);
        EXPECT_EQ(snap["geometry"]["width"], width);
        EXPECT_EQ(snap["state"]["pieces"].size(), pieces);

        const std::string u = snap["state"]["moves"][0]["u"];
        move(1, u, 1);
        run_cpu();
        EXPECT_EQ(room->game().history().size(), 4u); // the human's move, then one by each CPU seat, in turn
        EXPECT_EQ(room->game().side_to_move(), 0);
        // The CPU seats are taken: nobody else may sit.
        hello(2);
        send(2, protocol::in::Sit{});
        EXPECT_EQ(frame_of(fx, 2, "error")["d"]["code"], "ERR_NO_FREE_SEAT");
    }
};

TEST_F(ServerFourSeats, AMartianRoomLetsTheHumanMoveAndTheThreeCpusAnswer) {
    // The rules' 4-player board is 8x8; the start has 4 x 9 pieces.
    expect_a_round(four_seats("martian4", 1), 8, 36);
}

TEST_F(ServerFourSeats, AFourPlayerChessRoomLetsTheHumanMoveAndTheThreeCpusAnswer) {
    // The 14x14 cross; the start has 4 x 16 pieces.
    expect_a_round(four_seats("fourplayer", 1), 14, 64);
}

// fourplayer.md: Red's rook e5-a5 mates Blue (king a7 shut in by its pawns b6, b7, b8) before Blue's turn: Red
// scores 20, Blue is out and its pieces turn grey (no owner); Blue's turns are skipped; the move limit of 5 moves
// (FEN4 extras 'moveLimit') ends the game on points after Yellow's second move, Red first with 1 + 20.
TEST_F(ServerFourSeats, AFourPlayerChessGameFromANearEndPositionRunsToItsMoveLimit) {
    const std::string fen = "R-0,0,0,0-0,0,0,0-0,0,0,0-1,0,4,6-0-{'moveLimit':5}-6,yK,7/5,yP,8/14/14/14/14/"
                            "1,bP,11,gK/bK,bP,12/1,bP,10,gP,1/4,rR,9/14/14/3,rP,10/7,rK,6";
    make(four_seats("fourplayer", 1, fen));
    hello(1, creatorSecret);
    move(1, "e5a5", 1);
    EXPECT_FALSE(frame_of(fx, 1, "move")["d"]["move"].contains("captured")); // a mate takes no piece
    json state = frame_of(fx, 1, "move")["d"]["state"];
    EXPECT_EQ(state["points"], json::array({21, 0, 4, 6}));
    EXPECT_EQ(state["eliminated"], json::array({false, true, false, false}));
    EXPECT_EQ(state["toMove"], 2); // Yellow: Blue is out
    size_t grey = 0;
    for (const json& p : state["pieces"])
        grey += p["owner"].is_null() ? 1 : 0;
    EXPECT_EQ(grey, 4u); // Blue's king and three pawns
    run_cpu();
    ASSERT_EQ(room->game().side_to_move(), 0);
    move(1, "a5e5", 2);
    run_cpu();
    EXPECT_EQ(room->game().history().size(), 5u); // Red, Yellow, Green, Red, Yellow
    json end = frame_of(fx, 1, "move")["d"]["state"];
    ASSERT_TRUE(end["outcome"].is_object()) << end.dump();
    EXPECT_EQ(end["outcome"]["termination"], "points");
    EXPECT_EQ(end["outcome"]["winners"], json::array({0}));
    EXPECT_EQ(end["points"][0], 21);
}

// The plies that are not moves come only from their actions: a move frame "R", "T" or "D" (resign, time out,
// agreed draw) is refused and changes nothing.
TEST_F(ServerFourSeats, AMoveFrameCannotResignTimeOutOrAgreeADraw) {
    make(four_seats("fourplayer", 2));
    hello(1, creatorSecret);
    int64_t ack = 1;
    for (const char* u : {"R", "T", "D"}) {
        move(1, u, ack++);
        EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_ILLEGAL_MOVE") << u;
        EXPECT_TRUE(room->game().history().empty()) << u;
        EXPECT_FALSE(room->over()) << u;
    }
}

// fourplayer.md: "A checkmated, stalemated, resigned or timed-out player is eliminated" and the game goes on.
// The room takes the resignation as the seat's move (Game::elimination_move) in its own turn, stores it like a move,
// and a restored room replays it.
TEST_F(ServerFourSeats, AResignationInFourPlayerChessEliminatesTheSeatAndPlayGoesOn) {
    make(four_seats("fourplayer", 2));
    hello(1, creatorSecret);
    ASSERT_FALSE(sit(2).empty());
    send(2, protocol::in::Resign{}); // Blue resigns in Red's turn: refused, nothing changes
    EXPECT_EQ(frame_of(fx, 2, "error")["d"]["code"], "ERR_NOT_YOUR_TURN");
    EXPECT_FALSE(room->game().eliminated(1));
    EXPECT_TRUE(room->game().history().empty());

    const std::string u = room->game().legal_moves().front().text;
    move(1, u, 1);
    ASSERT_EQ(room->game().side_to_move(), 1);
    send(2, protocol::in::Resign{});
    const json event = frame_of(fx, 2, "move")["d"];
    EXPECT_EQ(event["seat"], 1);
    EXPECT_EQ(event["state"]["eliminated"], json::array({false, true, false, false}));
    EXPECT_TRUE(event["state"]["outcome"].is_null());
    EXPECT_EQ(event["state"]["toMove"], 2); // Yellow's turn: the game goes on
    size_t grey = 0;
    for (const json& p : event["state"]["pieces"])
        grey += p["owner"].is_null() ? 1 : 0;
    EXPECT_EQ(grey, 16u); // Blue's army, grey

    auto records = storage->load_rooms();
    ASSERT_TRUE(records.ok());
    auto restored = Room::restore(records.value()[0], *storage, now);
    ASSERT_TRUE(restored.ok()) << restored.error().message;
    EXPECT_TRUE(restored.value()->game().eliminated(1));
    EXPECT_EQ(restored.value()->game().history().size(), 2u);
}

// A seat that is out has no say in a draw: the three left agree among themselves, and the eliminated one can
// neither offer nor answer (found by the break test: the draw waited for Blue's answer).
TEST_F(ServerFourSeats, AnEliminatedSeatHasNoSayInADraw) {
    make(four_seats("fourplayer", 4));
    hello(1, creatorSecret);
    ASSERT_FALSE(sit(2).empty());
    ASSERT_FALSE(sit(3).empty());
    ASSERT_FALSE(sit(4).empty());
    move(1, room->game().legal_moves().front().text, 1);
    send(2, protocol::in::Resign{}); // Blue is out
    ASSERT_TRUE(room->game().eliminated(1));
    send(2, protocol::in::DrawOffer{});
    EXPECT_EQ(frame_of(fx, 2, "error")["d"]["code"], "ERR_ELIMINATED");
    send(1, protocol::in::DrawOffer{});
    send(2, protocol::in::DrawAccept{});
    EXPECT_EQ(frame_of(fx, 2, "error")["d"]["code"], "ERR_ELIMINATED");
    send(3, protocol::in::DrawAccept{});
    EXPECT_FALSE(room->over());
    send(4, protocol::in::DrawAccept{});
    EXPECT_TRUE(room->over());
}

// fourplayer.md "Points": "Draw ...: the game ends and every live player scores 10"; "End of game": "The highest score
// wins". When every seat agrees, the room plays the game's agreed-draw move (Game::agreed_draw_move) in the side to
// move's ply (Blue's), broadcasts it as a move and stores it like one: Yellow's 4 + 10 beats the others' 0 + 10, and a
// restored room replays it to the same end.
TEST_F(ServerFourSeats, AnAgreedDrawInFourPlayerChessGivesEachLiveSeatTenAndTheHighestScoreWins) {
    std::string fen = create_game("fourplayer").value()->fen();
    fen.replace(fen.find("-0,0,0,0-0-"), 11, "-0,0,4,0-0-"); // the points field: Yellow has 4
    make(four_seats("fourplayer", 4, fen));
    hello(1, creatorSecret);
    ASSERT_FALSE(sit(2).empty());
    ASSERT_FALSE(sit(3).empty());
    ASSERT_FALSE(sit(4).empty());
    move(1, room->game().legal_moves().front().text, 1);
    send(2, protocol::in::DrawOffer{});
    send(1, protocol::in::DrawAccept{});
    send(3, protocol::in::DrawAccept{});
    EXPECT_FALSE(room->over());
    send(4, protocol::in::DrawAccept{});
    ASSERT_TRUE(room->over());
    const json event = frame_of(fx, 4, "move")["d"];
    EXPECT_EQ(event["seat"], 1);
    EXPECT_EQ(event["move"]["u"], "D");
    EXPECT_EQ(event["state"]["points"], json::array({10, 10, 14, 10}));
    EXPECT_EQ(event["state"]["outcome"]["termination"], "agreement");
    EXPECT_EQ(event["state"]["outcome"]["winners"], json::array({2}));
    EXPECT_TRUE(event["state"]["toMove"].is_null());
    EXPECT_TRUE(event["state"]["drawOffer"].is_null());

    auto records = storage->load_rooms();
    ASSERT_TRUE(records.ok());
    auto restored = Room::restore(records.value()[0], *storage, now);
    ASSERT_TRUE(restored.ok()) << restored.error().message;
    EXPECT_EQ(restored.value()->game().outcome(), (Outcome{Termination::AGREEMENT, 1u << 2}));
    EXPECT_EQ(restored.value()->game().points(2), 14);
    EXPECT_EQ(restored.value()->game().history().size(), 2u);
}

// Rotating the start in four-player chess: the next game is started by the next seat clockwise (Blue's player),
// and the players keep their order round the table (fourplayer.md, "Setting: who starts").
TEST_F(ServerRoom, ANewFourPlayerGameIsStartedByThePlayerWhoWasBlue) {
    make(four_seats("fourplayer", 4));
    hello(1, creatorSecret);
    for (ConnId c : {ConnId(2), ConnId(3), ConnId(4)})
        ASSERT_FALSE(sit(c).empty());
    send(1, protocol::in::Resign{}); // Red, Blue and Yellow resign in turn: Green is left
    send(2, protocol::in::Resign{});
    send(3, protocol::in::Resign{});
    ASSERT_TRUE(room->over());
    for (ConnId c : {ConnId(1), ConnId(2), ConnId(3), ConnId(4)}) // every player agrees
        send(c, protocol::in::NewGame{});
    EXPECT_EQ(room->seat_of(2), 0); // was Blue, now moves first
    EXPECT_EQ(room->seat_of(3), 1);
    EXPECT_EQ(room->seat_of(4), 2);
    EXPECT_EQ(room->seat_of(1), 3); // was Red, now moves last
    EXPECT_EQ(frame_of(fx, 2, "seated")["d"]["seat"], 0);
    move(2, room->game().legal_moves().front().text, 1);
    EXPECT_EQ(frame_of(fx, 1, "move")["d"]["seat"], 0);
}

TEST_F(ServerRoom, AMoveNamesItsCapturedPieceAndTheStateItsCounters) {
    // South's pawn on c4 takes North's queen on b5 and calls the deadlock clock (martian.md: a capture scores the
    // piece's value, queen 3; "call the clock" starts the count at zero).
    protocol::RoomSpec spec = four_seats("martian", 1, "4/4/4/1q2/2p1/4/4/p3 s 0/0 - on 0");
    spec.seats.resize(2);
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
