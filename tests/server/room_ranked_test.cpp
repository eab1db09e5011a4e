// A ranked room as a state machine: who may sit, the finished game it hands out for rating (standings by seat),
// the `ratings` event and snapshot field, and the next game starting unrated.
#include "tests/server/room_fixture.h"

namespace littletable::server::testing {
namespace {

protocol::RoomSettings ranked() {
    protocol::RoomSettings s;
    s.ranked = true;
    return s;
}

class RankedRoom : public ServerRoom {
protected:
    /// A ranked room of `game` with `seats` human seats, each taken by its own signed-in player (socket s+1).
    void seat_everyone(const std::string& game, int seats) {
        protocol::RoomSpec spec{
            game, std::vector<protocol::SeatSpec>(size_t(seats), protocol::SeatSpec{}), 0, ranked(), "", players[0]};
        make(spec);
        room->connect(1, players[0]);
        hello(1, creatorSecret);
        for (int s = 1; s < seats; ++s) {
            room->connect(ConnId(s + 1), players[size_t(s)]);
            ASSERT_FALSE(sit(ConnId(s + 1)).empty()) << s;
        }
    }
    void SetUp() override {
        for (const char* name : {"Ann", "Ben", "Cat", "Dan"})
            players.push_back({storage->create_player(name, "").value().id, name});
    }
    std::vector<protocol::SeatPlayer> players; ///< stored: seats point at them
};

TEST_F(RankedRoom, OnlySignedInPlayersSitAndEachOnce) {
    make(protocol::RoomSpec{"chess", {{}, {}}, 0, ranked(), "", players[0]});
    room->connect(1, players[0]);
    hello(1, creatorSecret);
    EXPECT_EQ(room->seat(0).player, players[0]);
    hello(2);
    send(2, protocol::in::Sit{});
    EXPECT_EQ(frame_of(fx, 2, "error")["d"]["code"], "ERR_SIGN_IN_REQUIRED");
    room->connect(3, players[0]);
    hello(3);
    send(3, protocol::in::Sit{});
    EXPECT_EQ(frame_of(fx, 3, "error")["d"]["code"], "ERR_ALREADY_SEATED");
    EXPECT_FALSE(room->seat(1).taken());
}

TEST_F(RankedRoom, AResignationHandsOutTheGameAndItsRatingsAreAnnounced) {
    seat_everyone("chess", 2);
    EXPECT_FALSE(fx.finished.has_value());
    send(2, protocol::in::Resign{});
    ASSERT_TRUE(fx.finished.has_value());
    const FinishedGame& g = *fx.finished;
    EXPECT_EQ(g.game, "chess");
    EXPECT_EQ(g.gameNo, 1);
    EXPECT_EQ(g.players, (std::vector<protocol::SeatPlayer>{players[0], players[1]}));
    EXPECT_EQ(g.standings[0].points, 1.0) << "the winner has 1 point";
    EXPECT_EQ(g.standings[1].points, 0.0);

    RatingChange ann{0, players[0].id, "Ann", {}, {1662.3, 290.3, 0.06}, 1};
    RatingChange ben{1, players[1].id, "Ben", {}, {1337.7, 290.3, 0.06}, -1};
    fx = room->ratings_known(1, {ann, ben});
    const json event = frame_of(fx, 1, "ratings");
    ASSERT_FALSE(event.is_null());
    EXPECT_EQ(event["d"]["ratings"][0]["after"], 1662);
    EXPECT_EQ(event["d"]["ratings"][1]["after"], 1338);
    EXPECT_EQ(room->snapshot_json(1, now)["ratings"], event["d"]["ratings"]);
    EXPECT_TRUE(room->ratings_known(7, {ann, ben}).frames.empty()) << "another game's ratings are dropped";

    send(1, protocol::in::NewGame{});
    send(2, protocol::in::NewGame{}); // both agree
    EXPECT_TRUE(room->snapshot_json(1, now)["ratings"].is_null());
    EXPECT_FALSE(fx.finished.has_value());
}

TEST_F(RankedRoom, FourPlayersStandByPointsAndAResignationLoses) {
    seat_everyone("fourplayer", 4);
    // Seat 0 resigns in its turn (four-player chess: the seat alone is out), then the three others agree a draw.
    const Seat first = room->game().side_to_move();
    send(ConnId(first + 1), protocol::in::Resign{});
    EXPECT_FALSE(fx.finished.has_value()) << "the game goes on";
    const Seat offerer = room->game().side_to_move();
    send(ConnId(offerer + 1), protocol::in::DrawOffer{});
    for (Seat s = 0; s < 4; ++s)
        if (s != first && s != offerer)
            send(ConnId(s + 1), protocol::in::DrawAccept{});
    ASSERT_TRUE(room->over());
    ASSERT_TRUE(fx.finished.has_value());
    for (Seat s = 0; s < 4; ++s) {
        EXPECT_EQ(fx.finished->standings[size_t(s)].forfeited, s == first) << s;
        EXPECT_EQ(fx.finished->standings[size_t(s)].points, room->game().points(s)) << s;
    }
}

} // namespace
} // namespace littletable::server::testing
