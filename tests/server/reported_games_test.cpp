// Games against the computer reported by a signed-in player's browser: replayed and checked, stored once as a
// room that is not live (not rebuilt at start), listed with the player's games and replayable; bad reports
// change nothing.
#include "server/players/reported_games.h"

#include <gtest/gtest.h>

#include "server/api/game_api.h"
#include "tests/server/test_database.h"

namespace littletable::server {
namespace {

class Reported : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override { player = {db->create_player("Ann", "").value().id, "Ann"}; }
    testing::TestDatabase database{GetParam()};
    std::unique_ptr<Database> db = database.open();
    protocol::SeatPlayer player;
};

TEST_P(Reported, AFinishedGameIsStoredOnceAndReplays) {
    // Fool's mate with the player as Black against level 3.
    const std::string body = R"({"game":"chess","level":3,"seat":1,"moves":["f2f3","e7e5","g2g4","d8h4"]})";
    auto stored = store_reported_game(body, player, *db);
    ASSERT_TRUE(stored.ok()) << stored.error().message;
    const std::string room = stored.value()["room"];
    EXPECT_EQ(stored.value()["link"], "/games/" + room + "/1");
    auto again = store_reported_game(body, player, *db);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.value()["room"], room) << "a reload reports the same game";

    EXPECT_TRUE(db->load_rooms().value().empty()) << "not rebuilt as a live room";
    auto games = db->player_games(player.id, 10).value();
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].room, room);
    EXPECT_EQ(games[0].seat, 1);
    EXPECT_EQ(games[0].termination, "checkmate");
    const auto replay = stored_game_json(room, 1, *db);
    ASSERT_TRUE(replay.ok()) << replay.error().message;
    EXPECT_EQ(replay.value()["players"], (nlohmann::json{"Computer (level 3)", "Ann"}));
    EXPECT_NE(replay.value()["record"].get<std::string>().find("[White \"Computer (level 3)\"]"), std::string::npos);
    EXPECT_NE(replay.value()["record"].get<std::string>().find("2. g4 Qh4# 0-1"), std::string::npos);
}

TEST_P(Reported, AResignationIsTheReportedEnding) {
    auto stored = store_reported_game(
        R"({"game":"chess","level":1,"seat":0,"moves":["e2e4"],"ending":{"termination":"resignation","winners":[1]}})",
        player, *db);
    ASSERT_TRUE(stored.ok()) << stored.error().message;
    auto games = db->player_games(player.id, 10).value();
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].termination, "resignation");
    EXPECT_EQ(games[0].winners, 2);
}

TEST_P(Reported, BadReportsChangeNothing) {
    const std::pair<const char*, const char*> cases[] = {
        {"not json", "ERR_BAD_JSON"},
        {R"({"game":"go","level":1,"seat":0,"moves":[]})", "ERR_UNKNOWN_GAME"},
        {R"({"game":"chess","level":9,"seat":0,"moves":[]})", "ERR_BAD_FIELD"},
        {R"({"game":"chess","level":1,"seat":2,"moves":[]})", "ERR_BAD_FIELD"},
        {R"({"game":"chess","level":1,"seat":0,"moves":["e2e5"]})", "ERR_ILLEGAL_MOVE"},
        {R"({"game":"chess","level":1,"seat":0,"moves":["e2e4"]})", "ERR_NOT_OVER"},
        {R"({"game":"chess","level":1,"seat":0,"moves":["e2e4"],"ending":{"termination":"bored","winners":[1]}})",
         "ERR_BAD_FIELD"},
        {R"({"game":"chess","level":1,"seat":0,"moves":["e2e4"],"ending":{"termination":"resignation","winners":[0,1]}})",
         "ERR_BAD_FIELD"},
        {R"({"game":"chess","level":1,"seat":0,"moves":["e2e4"],"ending":{"termination":"resignation","winners":[1],"reason":5}})",
         "ERR_BAD_FIELD"},
        {R"({"game":"chess","level":1,"seat":0,"moves":["e2e4",5]})", "ERR_BAD_FIELD"},
        {R"({"game":"chess","level":1,"seat":0,"moves":["f2f3","e7e5","g2g4","d8h4","e2e4"]})", "ERR_ILLEGAL_MOVE"},
        {R"({"game":"martian","level":1,"seat":0,"moves":[],"options":{"nonsense":"x"}})", "ERR_BAD_FIELD"},
    };
    for (const auto& [body, code] : cases) {
        auto r = store_reported_game(body, player, *db);
        ASSERT_FALSE(r.ok()) << body;
        EXPECT_EQ(r.error().code, code) << body << ": " << r.error().message;
    }
    EXPECT_TRUE(db->player_games(player.id, 10).value().empty());
}

INSTANTIATE_TEST_SUITE_P(Backends, Reported, ::testing::ValuesIn(testing::storage_backends()), testing::backend_name);

} // namespace
} // namespace littletable::server
