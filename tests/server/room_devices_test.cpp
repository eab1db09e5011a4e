// A seat belongs to its signed-in player (issue 51): every socket of that player sits in the seat without its
// secret, both see the game, a move from either counts once; guests and other players stay spectators.
#include "tests/server/room_fixture.h"

namespace littletable::server::testing {
namespace {

class PlayerDevices : public ServerRoom {
protected:
    void SetUp() override {
        for (const char* name : {"Ann", "Ben"})
            players.push_back({storage->create_player(name, "").value().id, name});
    }
    /// A casual two-human chess room: Ann created it (seat 0, socket 1 with the secret), Ben sits (socket 2).
    void ann_and_ben() {
        make(protocol::RoomSpec{"chess", {{}, {}}, 0, {}, "", players[0]});
        room->connect(1, players[0]);
        hello(1, creatorSecret);
        room->connect(2, players[1]);
        ASSERT_FALSE(sit(2).empty());
    }
    std::vector<protocol::SeatPlayer> players; ///< stored: seats point at them
};

TEST_F(PlayerDevices, TheSecondDeviceOfThePlayerGetsTheSeatWithoutItsSecret) {
    ann_and_ben();
    room->connect(3, players[0]); // Ann's phone: signed in, no secret
    hello(3);
    const json seated = frame_of(fx, 3, "seated");
    EXPECT_EQ(seated["d"]["seat"], 0);
    EXPECT_TRUE(seated["d"]["secret"].is_null()) << "the secret stays on the device that has it";
    EXPECT_EQ(frame_of(fx, 3, "snapshot")["d"]["you"]["seat"], 0);
    EXPECT_EQ(room->seat_of(3), 0);
    EXPECT_EQ(room->seat(0).connections, 2);
}

TEST_F(PlayerDevices, AMoveFromTheSecondDeviceIsSeenByTheFirst) {
    ann_and_ben();
    room->connect(3, players[0]);
    hello(3);
    move(3, "e2e4", 1);
    EXPECT_EQ(frame_of(fx, 3, "ack")["d"]["a"], 1);
    EXPECT_EQ(frame_of(fx, 1, "move")["d"]["move"]["u"], "e2e4");
    EXPECT_EQ(frame_of(fx, 2, "move")["d"]["seat"], 0);
    EXPECT_EQ(room->game().history().size(), 1u);
}

TEST_F(PlayerDevices, TheSameMoveWithTheSameAckFromBothDevicesCountsOnce) {
    ann_and_ben();
    room->connect(3, players[0]);
    hello(3);
    move(1, "e2e4", 7);
    move(3, "e2e4", 7); // the phone sends it too, with the same id
    EXPECT_EQ(frame_of(fx, 3, "ack")["d"]["a"], 7);
    EXPECT_EQ(types_to(fx, 1), std::vector<std::string>{}) << "no second move event";
    EXPECT_EQ(room->game().history().size(), 1u);
    EXPECT_EQ(room->game().side_to_move(), 1);
}

TEST_F(PlayerDevices, AnotherPlayerAndAGuestStaySpectators) {
    ann_and_ben();
    room->connect(3, players[1]); // Ben holds seat 1, not Ann's
    hello(3);
    EXPECT_EQ(room->seat_of(3), 1);
    room->connect(4); // a guest
    hello(4);
    EXPECT_EQ(frame_of(fx, 4, "snapshot")["d"]["you"]["seat"], nullptr);
    move(4, "e2e4", 1);
    EXPECT_EQ(frame_of(fx, 4, "error")["d"]["code"], "ERR_NOT_SEATED");
    const int64_t carl = storage->create_player("Carl", "").value().id;
    room->connect(5, {carl, "Carl"});
    hello(5);
    EXPECT_EQ(room->seat_of(5), NO_SEAT);
    move(5, "e2e4", 1);
    EXPECT_EQ(frame_of(fx, 5, "error")["d"]["code"], "ERR_NOT_SEATED");
    EXPECT_TRUE(room->game().history().empty());
}

TEST_F(PlayerDevices, AGuestSeatStaysWithTheDeviceSecret) {
    make(two_humans());
    hello(1, creatorSecret);
    room->connect(2, players[0]); // signed in, but the guest's seat is no player's
    hello(2);
    EXPECT_EQ(room->seat_of(2), NO_SEAT);
    hello(3, creatorSecret); // another device with the secret is the seat, as before
    EXPECT_EQ(room->seat_of(3), 0);
}

TEST_F(PlayerDevices, TheSeatIsAwayOnlyWhenTheLastDeviceLeaves) {
    ann_and_ben();
    room->connect(3, players[0]);
    hello(3);
    fx = room->disconnect(1, now);
    EXPECT_FALSE(room->seat(0).awaySince.has_value());
    EXPECT_TRUE(room->seat_views()[0].connected);
    fx = room->disconnect(3, now);
    EXPECT_TRUE(room->seat(0).awaySince.has_value());
    EXPECT_FALSE(room->seat_views()[0].connected);
}

TEST_F(PlayerDevices, ADeviceWithAStaleSecretStillGetsThePlayersSeat) {
    ann_and_ben();
    room->connect(3, players[0]);
    hello(3, "not-a-secret-of-this-room");
    EXPECT_EQ(room->seat_of(3), 0);
    for (const std::string& t : types_to(fx, 3))
        EXPECT_NE(t, "error");
}

TEST_F(PlayerDevices, AfterARotationEveryDeviceIsToldItsNewSeat) {
    protocol::RoomSettings rotate;
    rotate.rotateStart = true;
    make(protocol::RoomSpec{"chess", {{}, {}}, 0, rotate, "", players[0]});
    room->connect(1, players[0]);
    hello(1, creatorSecret);
    room->connect(2, players[1]);
    sit(2);
    room->connect(3, players[0]);
    hello(3);
    send(1, protocol::in::Resign{});
    send(3, protocol::in::NewGame{}); // Ann offers the rematch from her phone, Ben accepts
    send(2, protocol::in::NewGame{});
    EXPECT_EQ(frame_of(fx, 1, "seated")["d"]["secret"], creatorSecret);
    const json phone = frame_of(fx, 3, "seated")["d"];
    EXPECT_EQ(phone["seat"], 1);
    EXPECT_TRUE(phone["secret"].is_null());
    EXPECT_EQ(room->seat(1).player, players[0]);
}

} // namespace
} // namespace littletable::server::testing
