// Server frames as docs/protocol.md writes them: each frame's type and fields, nulls where the document says
// null, the error's `a` only with a move's ack id.
#include <gtest/gtest.h>

#include "engine/core/registry.h"
#include "protocol/server_frames.h"

namespace littletable::protocol {
namespace {

using nlohmann::json;

json written(const ServerFrame& frame) { return json::parse(frame_text(frame)); }

TEST(ServerFrames, RepliesToOneSocket) {
    EXPECT_EQ(written(out::Seated{1, "s3cr3t"}), json::parse(R"({"t":"seated","d":{"seat":1,"secret":"s3cr3t"}})"));
    EXPECT_EQ(written(out::Ack{42}), json::parse(R"({"t":"ack","d":{"a":42}})"));
    EXPECT_EQ(written(out::Pong{}), json::parse(R"({"t":"pong","d":{}})"));
    EXPECT_EQ(written(error_frame(make_error("ERR_NOT_YOUR_TURN", "it is seat 1's turn"), 9)),
              json::parse(R"({"t":"error","d":{"code":"ERR_NOT_YOUR_TURN","message":"it is seat 1's turn","a":9}})"));
    EXPECT_EQ(written(error_frame(make_error("ERR_HELLO_FIRST", "say hello first"))),
              json::parse(R"({"t":"error","d":{"code":"ERR_HELLO_FIRST","message":"say hello first"}})"));
}

TEST(ServerFrames, EventsCarryTheirVersionAndNulls) {
    EXPECT_EQ(written(out::Draw{.v = 5, .offeredBy = 1}), json::parse(R"({"t":"draw","d":{"v":5,"offeredBy":1}})"));
    EXPECT_EQ(written(out::Draw{.v = 6, .offeredBy = std::nullopt}),
              json::parse(R"({"t":"draw","d":{"v":6,"offeredBy":null}})"));
    EXPECT_EQ(written(out::Clock{.v = 7}), json::parse(R"({"t":"clock","d":{"v":7,"clock":null,"clocks":null}})"));
    EXPECT_EQ(written(out::Clock{.v = 8,
                                 .clock = out::MoveClock{0, 29'500},
                                 .clocks = out::GameClocks{{60'000, 58'000}, std::nullopt, 2'000}}),
              json::parse(R"({"t":"clock","d":{"v":8,"clock":{"seat":0,"remainingMs":29500},
                              "clocks":{"remainingMs":[60000,58000],"running":null,"incrementMs":2000}}})"));
    EXPECT_EQ(written(out::End{.v = 9, .state = {{"gameNo", 1}}}),
              json::parse(R"({"t":"end","d":{"v":9,"state":{"gameNo":1}}})"));
    EXPECT_EQ(written(out::Ratings{.v = 10, .ratings = {{1, "ben", 1500, 1662, true, 1}}}),
              json::parse(R"({"t":"ratings","d":{"v":10,"ratings":[{"seat":1,"name":"ben","before":1500,
                              "after":1662,"provisional":true,"result":1}],"unrated":null}})"));
    EXPECT_EQ(written(out::Ratings{.v = 11, .ratings = {}, .unrated = "shared-address"}),
              json::parse(R"({"t":"ratings","d":{"v":11,"ratings":[],"unrated":"shared-address"}})"));
    EXPECT_EQ(written(out::Rematch{.v = 12, .offeredBy = 0, .agreed = {0}}),
              json::parse(R"({"t":"rematch","d":{"v":12,"offeredBy":0,"agreed":[0]}})"));
}

TEST(ServerFrames, SeatsAsClientsSeeThem) {
    const std::vector<out::SeatView> seats{{0, "human", std::nullopt, "ann", true, false, true, false},
                                           {1, "cpu", 3, "Computer (level 3)", true, true, false, true}};
    EXPECT_EQ(written(out::Seats{.v = 2, .seats = seats}), json::parse(R"json({"t":"seats","d":{"v":2,"seats":[
        {"seat":0,"kind":"human","level":null,"name":"ann","taken":true,"connected":false,"cpuPlaying":true,
         "mayOfferDraw":false,"abandoned":false},
        {"seat":1,"kind":"cpu","level":3,"name":"Computer (level 3)","taken":true,"connected":true,
         "cpuPlaying":false,"mayOfferDraw":true,"abandoned":false}]}})json"));
    const json fresh = written(out::NewGame{.v = 3, .state = json::object(), .seats = seats});
    EXPECT_EQ(fresh["t"], "newGame");
    EXPECT_EQ(fresh["d"]["seats"][1]["level"], 3);
}

TEST(ServerFrames, AMoveIsWrittenAsTheGameNamesIt) {
    auto game = create_game("chess");
    ASSERT_TRUE(game.ok());
    const MoveView e4 = game.value()->play("e2e4").value();
    const json frame = written(out::Move{.v = 4, .seat = 0, .move = e4, .cpu = true, .state = {{"gameNo", 1}}});
    // Squares are rank * width + file: e2 = 1 * 8 + 4, e4 = 3 * 8 + 4.
    EXPECT_EQ(frame, json::parse(R"({"t":"move","d":{"v":4,"seat":0,"cpu":true,"state":{"gameNo":1},
                                     "move":{"u":"e2e4","san":"e4","from":12,"to":28}}})"));
}

TEST(ServerFrames, ASnapshotHasTheWholeRoom) {
    out::Snapshot s{.v = 11, .room = "Room000001", .game = "chess", .geometry = json::object()};
    s.state = json::object();
    const json d = written(s)["d"];
    EXPECT_EQ(d["you"], json::parse(R"({"seat":null})")) << "a spectator";
    EXPECT_TRUE(d["ratings"].is_null()) << "before the game is rated";
    EXPECT_EQ(d["settings"]["graceSeconds"], 20);
    EXPECT_EQ(d["v"], 11);
    EXPECT_EQ(d["room"], "Room000001");
    s.you.seat = 1;
    s.ratings = std::vector<out::RatingChange>{};
    EXPECT_EQ(written(s)["d"]["you"]["seat"], 1);
    EXPECT_EQ(written(s)["d"]["ratings"], json::array());
}

} // namespace
} // namespace littletable::protocol
