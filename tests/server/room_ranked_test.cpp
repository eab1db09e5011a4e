// A ranked room as a state machine: who may sit, the finished game it hands out for rating (standings by seat),
// the `ratings` event and snapshot field, and the next game starting unrated.
#include <algorithm>

#include "server/api/game_api.h"
#include "server/players/player_pages.h"
#include "server/players/rating_recorder.h"
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

TEST_F(RankedRoom, ASeatInARoomWithARatingRangeNeedsARatingWithinIt) {
    // Ben has a chess rating of 1800 from an earlier game; Cat has none (the starting 1500).
    ASSERT_TRUE(storage
                    ->store_rated_game({"Earlier",
                                        1,
                                        "chess",
                                        {{0, players[1].id, "Ben", {}, {1800, 200, 0.06}, 1},
                                         {1, players[3].id, "Dan", {}, {1200, 200, 0.06}, -1}}})
                    .ok());
    RatingRecorder recorder(*storage);
    protocol::RoomSettings settings = ranked();
    settings.ratingMin = 1400;
    settings.ratingMax = 1600;
    make(protocol::RoomSpec{"chess", {{}, {}}, 0, settings, "", players[0]});
    room->read_ratings_from(&recorder);
    room->connect(1, players[0]);
    hello(1, creatorSecret);

    room->connect(2, players[1]);
    hello(2);
    send(2, protocol::in::Sit{});
    const json refused = frame_of(fx, 2, "error");
    EXPECT_EQ(refused["d"]["code"], "ERR_RATING_RANGE");
    const std::string message = refused["d"]["message"];
    EXPECT_NE(message.find("1800"), std::string::npos) << message;
    EXPECT_NE(message.find("1400-1600"), std::string::npos) << message;
    EXPECT_FALSE(room->seat(1).taken()) << "the refusal changes nothing";
    EXPECT_EQ(frames_to(fx, 1).size(), 0u) << "nobody else hears of it";
    room->connect(3, players[3]);
    hello(3);
    send(3, protocol::in::Sit{});
    EXPECT_EQ(frame_of(fx, 3, "error")["d"]["code"], "ERR_RATING_RANGE") << "below the range too";

    room->connect(4, players[2]);
    EXPECT_FALSE(sit(4).empty()) << "1500 is within 1400-1600";
    EXPECT_EQ(room->seat(1).player, players[2]);
}

TEST_F(RankedRoom, ARoomWithARatingRangeSeatsNobodyWhenRatingsCannotBeRead) {
    protocol::RoomSettings settings = ranked();
    settings.ratingMax = 1600;
    make(protocol::RoomSpec{"chess", {{}, {}}, 0, settings, "", players[0]});
    room->connect(2, players[1]);
    hello(2);
    send(2, protocol::in::Sit{});
    EXPECT_EQ(frame_of(fx, 2, "error")["d"]["code"], "ERR_STORAGE");
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
    EXPECT_EQ(g.standings[0].place, 1) << "the winner is first";
    EXPECT_EQ(g.standings[1].place, 2);

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

// docs/rules-decisions.md, Results 1: seats still in play rank above every seat out of play, then by points. Seat
// 0 resigns (out, with its 0 points), the three others agree a draw (10 each): they share first, it is fourth.
TEST_F(RankedRoom, FourPlayersRankAResignedSeatBelowTheSeatsInPlay) {
    seat_everyone("fourplayer", 4);
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
    for (Seat s = 0; s < 4; ++s)
        EXPECT_EQ(fx.finished->standings[size_t(s)].place, s == first ? 4 : 1) << s;
}

// Issue 51: three seats resign in a ranked four-player game. The seat left in play is first alone, the three out
// (0 points each) share second. The room's last frame, the stored history, the PGN4 record and the rating changes all say
// so: a win for the one, a loss for the three, and never a four-way "0-0-0-0".
TEST_F(RankedRoom, ThreeResignationsGiveOneResultEverywhere) {
    seat_everyone("fourplayer", 4);
    std::vector<Seat> resigned;
    for (int i = 0; i < 3; ++i) {
        const Seat s = room->game().side_to_move();
        resigned.push_back(s);
        send(ConnId(s + 1), protocol::in::Resign{});
    }
    ASSERT_TRUE(room->over());
    Seat winner = 0;
    while (std::find(resigned.begin(), resigned.end(), winner) != resigned.end())
        ++winner;
    json places = json::array();
    for (Seat s = 0; s < 4; ++s)
        places.push_back(s == winner ? 1 : 2);

    // The frame that ends the game (the third resignation is a ply: a move frame), as every seat gets it.
    for (ConnId c = 1; c <= 4; ++c) {
        const json outcome = frame_of(fx, c, "move")["d"]["state"]["outcome"];
        EXPECT_EQ(outcome["termination"], "points") << c;
        EXPECT_EQ(outcome["winners"], json::array({winner})) << c;
        EXPECT_EQ(outcome["places"], places) << c;
    }

    // The rating changes, from the same places.
    ASSERT_TRUE(fx.finished.has_value());
    RatingRecorder recorder(*storage);
    auto changes = recorder.record(*fx.finished);
    ASSERT_TRUE(changes.ok()) << changes.error().message;
    for (const RatingChange& c : changes.value()) {
        EXPECT_EQ(c.result, c.seat == winner ? 1 : -1) << int(c.seat);
        if (c.seat == winner)
            EXPECT_GT(c.after.rating, c.before.rating);
        else
            EXPECT_LT(c.after.rating, c.before.rating) << int(c.seat);
    }

    // The history on each player's page.
    for (Seat s = 0; s < 4; ++s) {
        auto page = player_page(players[size_t(s)].name, *storage, *storage);
        ASSERT_TRUE(page.ok()) << page.error().message;
        ASSERT_FALSE(page.value()["games"].empty()) << s;
        EXPECT_EQ(page.value()["games"][0]["result"], s == winner ? "win" : "loss") << s;
    }

    // The PGN4 record: the places in seat order, the points apart.
    auto stored = stored_game_json("Room000001", 1, *storage);
    ASSERT_TRUE(stored.ok()) << stored.error().message;
    const std::string record = stored.value()["record"];
    std::string result;
    for (Seat s = 0; s < 4; ++s) {
        if (s)
            result += '-';
        result += std::to_string(places[size_t(s)].get<int>());
    }
    EXPECT_NE(record.find("[Result \"" + result + "\"]"), std::string::npos) << record;
    EXPECT_NE(record.find("[Points \"0-0-0-0\"]"), std::string::npos) << record;
    EXPECT_EQ(record.find("[Result \"0-0-0-0\"]"), std::string::npos) << record;
    EXPECT_EQ(stored.value()["outcome"]["places"], places);
}

} // namespace
} // namespace littletable::server::testing
