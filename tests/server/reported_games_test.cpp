// Games against the computer reported by a signed-in player's browser: replayed and checked, stored once as a
// room that is not live (not rebuilt at start), listed with the player's games and replayable; bad reports
// change nothing.
#include "server/players/reported_games.h"

#include <gtest/gtest.h>

#include <map>

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

// Issue 51: "checkmate" after 1. e4 was stored and shown as a win. An ending is stored only when the replayed game
// supports it; a forged one is refused with ERR_BAD_ENDING and stores nothing.
TEST_P(Reported, EndingsTheGameDoesNotSupportAreRefused) {
    const char* forged[] = {
        // Checkmate after 1. e4, won by the player.
        R"({"game":"chess","level":1,"seat":0,"moves":["e2e4"],"ending":{"termination":"checkmate","winners":[0]}})",
        // Fool's mate (Black mates), reported as a win for White, the side that was mated.
        R"({"game":"chess","level":1,"seat":0,"moves":["f2f3","e7e5","g2g4","d8h4"],)"
        R"("ending":{"termination":"checkmate","winners":[0]}})",
        R"({"game":"chess","level":1,"seat":0,"moves":["f2f3","e7e5","g2g4","d8h4"],)"
        R"("ending":{"termination":"resignation","winners":[0]}})",
        // A threefold repetition claimed where no position repeated.
        R"({"game":"chess","level":1,"seat":0,"moves":["e2e4","e7e5"],)"
        R"("ending":{"termination":"threefold-repetition","winners":[]}})",
        // A resignation won by the player: only the reporter resigns, and a resignation loses.
        R"({"game":"chess","level":1,"seat":0,"moves":["e2e4"],"ending":{"termination":"resignation","winners":[0]}})",
        // A draw agreed with a winner.
        R"({"game":"chess","level":1,"seat":0,"moves":["e2e4"],"ending":{"termination":"agreement","winners":[0]}})",
        // An ending no report can have: a flag fall (a game against the computer in the browser has no clock).
        R"({"game":"chess","level":1,"seat":0,"moves":["e2e4"],"ending":{"termination":"time-forfeit","winners":[0]}})",
    };
    for (const char* body : forged) {
        auto r = store_reported_game(body, player, *db);
        ASSERT_FALSE(r.ok()) << body;
        EXPECT_EQ(r.error().code, "ERR_BAD_ENDING") << body << ": " << r.error().message;
    }
    EXPECT_TRUE(db->player_games(player.id, 10).value().empty()) << "nothing stored";
    auto mate = store_reported_game(
        R"({"game":"chess","level":1,"seat":0,"moves":["e2e4"],"ending":{"termination":"checkmate","winners":[0]}})",
        player, *db);
    EXPECT_NE(mate.error().message.find("checkmate"), std::string::npos) << mate.error().message;
}

TEST_P(Reported, EndingsTheGameSupportsAreStored) {
    // Fool's mate as it ended, the player White (mated), the ending stated as the position has it.
    ASSERT_TRUE(store_reported_game(R"({"game":"chess","level":1,"seat":0,"moves":["f2f3","e7e5","g2g4","d8h4"],)"
                                    R"("ending":{"termination":"checkmate","winners":[1]}})",
                                    player, *db)
                    .ok());
    ASSERT_TRUE(store_reported_game(R"({"game":"chess","level":1,"seat":0,"moves":["d2d4"],)"
                                    R"("ending":{"termination":"agreement","winners":[]}})",
                                    player, *db)
                    .ok());
    // The start position for the third time (FIDE 9.2): the player to move claims a draw.
    auto claimed = store_reported_game(R"({"game":"chess","level":1,"seat":0,"moves":["g1f3","g8f6","f3g1","f6g8",)"
                                       R"("g1f3","g8f6","f3g1","f6g8"],)"
                                       R"("ending":{"termination":"threefold-repetition","winners":[]}})",
                                       player, *db);
    ASSERT_TRUE(claimed.ok()) << claimed.error().message;
    std::map<std::string, int> stored;
    const auto games = db->player_games(player.id, 10);
    ASSERT_TRUE(games.ok());
    for (const auto& g : games.value())
        stored[g.termination] = g.winners;
    EXPECT_EQ(stored, (std::map<std::string, int>{{"checkmate", 2}, {"agreement", 0}, {"threefold-repetition", 0}}));
}

INSTANTIATE_TEST_SUITE_P(Backends, Reported, ::testing::ValuesIn(testing::storage_backends()), testing::backend_name);

} // namespace
} // namespace littletable::server
