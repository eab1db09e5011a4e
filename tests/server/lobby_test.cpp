// The lobby: seeks posted, listed, joined and matched into a room; ranked seeks and their rating range; seeks
// of posters who left expire; tickets; bad requests. Rooms are opened by a stand-in that records them.
#include "server/lobby/lobby.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "server/storage/sqlite/sqlite_storage.h"

namespace littletable::server {
namespace {

class LobbyTest : public ::testing::Test {
protected:
    void SetUp() override {
        for (const char* name : {"Ann", "Ben", "Cat", "Dan"})
            players.push_back({db->create_player(name, "").value().id, name});
    }
    std::unique_ptr<SqliteStorage> db = std::move(SqliteStorage::open(":memory:")).value();
    std::vector<protocol::SeatPlayer> players;
    std::vector<protocol::RoomSpec> opened;
    int64_t now = 1'000'000;
    Lobby lobby{[this](const protocol::RoomSpec& spec) -> Result<std::pair<std::string, std::string>> {
                    opened.push_back(spec);
                    return std::pair(std::string("Room") + std::to_string(opened.size()),
                                     std::string("creator-secret"));
                },
                *db, [this] { return now; }};
};

TEST_F(LobbyTest, ACasualSeekIsJoinedWithOneClickAndOpensARoom) {
    auto posted = lobby.post({"chess", false, 30, {}, {}}, protocol::SeatPlayer{});
    ASSERT_TRUE(posted.ok()) << posted.error().message;
    const nlohmann::json open = lobby.open_seeks("chess");
    ASSERT_EQ(open.size(), 1u);
    EXPECT_EQ(open[0]["id"], posted.value().id);
    EXPECT_EQ(open[0]["moveTime"], 30);
    EXPECT_EQ(open[0]["seats"], 2);
    EXPECT_EQ(open.dump().find(posted.value().ticket), std::string::npos) << "no ticket in the list";
    EXPECT_TRUE(lobby.open_seeks("metamate").empty());

    auto joined = lobby.join(posted.value().id, players[1]);
    ASSERT_TRUE(joined.ok()) << joined.error().message;
    EXPECT_TRUE(joined.value().status.matched);
    EXPECT_EQ(joined.value().status.room, "Room1");
    EXPECT_TRUE(joined.value().status.secret.empty()) << "the joiner sits by the link";
    ASSERT_EQ(opened.size(), 1u);
    EXPECT_EQ(opened[0].game, "chess");
    EXPECT_EQ(opened[0].settings.moveTime, 30);
    EXPECT_FALSE(opened[0].settings.ranked);
    EXPECT_TRUE(opened[0].settings.isPublic) << "the lobby lists the games of its seeks";
    EXPECT_FALSE(opened[0].settings.ratingMin.has_value());
    EXPECT_EQ(opened[0].creatorSeat, 0);
    EXPECT_TRUE(lobby.open_seeks("chess").empty()) << "a matched seek leaves the list";

    auto poster = lobby.status(posted.value().id, posted.value().ticket);
    ASSERT_TRUE(poster.ok());
    EXPECT_TRUE(poster.value().matched);
    EXPECT_EQ(poster.value().seat, 0);
    EXPECT_EQ(poster.value().secret, "creator-secret");
    auto joiner = lobby.status(posted.value().id, joined.value().ticket);
    ASSERT_TRUE(joiner.ok());
    EXPECT_TRUE(joiner.value().secret.empty());
    EXPECT_EQ(lobby.status(posted.value().id, "forged").error().code, "ERR_BAD_TICKET");
    EXPECT_EQ(lobby.join(posted.value().id, players[2]).error().code, "ERR_NO_SEEK");
}

TEST_F(LobbyTest, RankedSeeksNeedPlayersWithinTheRange) {
    EXPECT_EQ(lobby.post({"chess", true, 0, {}, {}}, protocol::SeatPlayer{}).error().code, "ERR_SIGN_IN_REQUIRED");
    auto posted = lobby.post({"chess", true, 0, 1600, 1800}, players[0]);
    ASSERT_TRUE(posted.ok());
    const std::string id = posted.value().id;
    EXPECT_EQ(lobby.join(id, protocol::SeatPlayer{}).error().code, "ERR_SIGN_IN_REQUIRED");
    EXPECT_EQ(lobby.join(id, players[0]).error().code, "ERR_OWN_SEEK");
    auto outside = lobby.join(id, players[1]);
    ASSERT_FALSE(outside.ok());
    EXPECT_EQ(outside.error().code, "ERR_RATING_RANGE");
    EXPECT_NE(outside.error().message.find("1500"), std::string::npos) << outside.error().message;
    EXPECT_TRUE(opened.empty());
    EXPECT_EQ(lobby.open_seeks("chess")[0]["joined"], 1) << "nothing changed";

    auto open = lobby.post({"chess", true, 0, 1400, 1600}, players[2]);
    ASSERT_TRUE(open.ok());
    auto joined = lobby.join(open.value().id, players[1]);
    ASSERT_TRUE(joined.ok());
    ASSERT_EQ(opened.size(), 1u);
    EXPECT_TRUE(opened[0].settings.ranked);
    EXPECT_EQ(opened[0].creator, players[2]);
    // The room keeps the range, so that whoever sits there by its link is checked too (issue 51), and is listed
    // in the lobby's games being played, as every room a seek makes.
    EXPECT_EQ(opened[0].settings.ratingMin, 1400);
    EXPECT_EQ(opened[0].settings.ratingMax, 1600);
    EXPECT_TRUE(opened[0].settings.isPublic);
}

TEST_F(LobbyTest, FourSeatsFillOneByOneAndJoinersMayLeave) {
    auto posted = lobby.post({"fourplayer", false, 0, {}, {}}, players[0]);
    ASSERT_TRUE(posted.ok());
    const std::string id = posted.value().id;
    auto ben = lobby.join(id, players[1]);
    ASSERT_TRUE(ben.ok());
    EXPECT_FALSE(ben.value().status.matched);
    EXPECT_EQ(ben.value().status.joined, 2);
    ASSERT_TRUE(lobby.cancel(id, ben.value().ticket).ok());
    EXPECT_EQ(lobby.open_seeks("fourplayer")[0]["joined"], 1);
    ASSERT_TRUE(lobby.join(id, players[1]).ok());
    ASSERT_TRUE(lobby.join(id, players[2]).ok());
    EXPECT_TRUE(opened.empty());
    auto dan = lobby.join(id, players[3]);
    ASSERT_TRUE(dan.ok());
    EXPECT_TRUE(dan.value().status.matched);
    ASSERT_EQ(opened.size(), 1u);
    EXPECT_EQ(opened[0].seats.size(), 4u);
}

TEST_F(LobbyTest, ASeekGoesWhenItsPosterLeavesOrWithdraws) {
    auto posted = lobby.post({"chess", false, 0, {}, {}}, protocol::SeatPlayer{});
    ASSERT_TRUE(posted.ok());
    now += Lobby::POSTER_TIMEOUT_MS - 1;
    ASSERT_TRUE(lobby.status(posted.value().id, posted.value().ticket).ok()) << "the poster's page asks: kept";
    now += Lobby::POSTER_TIMEOUT_MS - 1;
    EXPECT_EQ(lobby.open_seeks("chess").size(), 1u);
    now += 2;
    EXPECT_TRUE(lobby.open_seeks("chess").empty());
    EXPECT_EQ(lobby.status(posted.value().id, posted.value().ticket).error().code, "ERR_NO_SEEK");

    auto again = lobby.post({"chess", false, 0, {}, {}}, protocol::SeatPlayer{});
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(lobby.cancel(again.value().id, "forged").error().code, "ERR_BAD_TICKET");
    ASSERT_TRUE(lobby.cancel(again.value().id, again.value().ticket).ok());
    EXPECT_TRUE(lobby.open_seeks("chess").empty());
}

// A seek may ask for a game clock (base plus increment) instead of a time per move; the room it opens has it.
TEST_F(LobbyTest, ASeekWithAGameClockOpensARoomWithThatClock) {
    auto spec = parse_seek(R"({"game":"chess","clockBase":180,"clockIncrement":2})");
    ASSERT_TRUE(spec.ok()) << spec.error().message;
    auto posted = lobby.post(spec.value(), protocol::SeatPlayer{});
    ASSERT_TRUE(posted.ok()) << posted.error().message;
    const nlohmann::json open = lobby.open_seeks("chess");
    ASSERT_EQ(open.size(), 1u);
    EXPECT_EQ(open[0]["clockBase"], 180);
    EXPECT_EQ(open[0]["clockIncrement"], 2);
    EXPECT_EQ(open[0]["moveTime"], 0);
    ASSERT_TRUE(lobby.join(posted.value().id, players[1]).ok());
    ASSERT_EQ(opened.size(), 1u);
    EXPECT_EQ(opened[0].settings.clockBase, 180);
    EXPECT_EQ(opened[0].settings.clockIncrement, 2);
    EXPECT_EQ(opened[0].settings.moveTime, 0);
}

TEST(SeekRequest, BadRequestsAreRefusedNamingTheField) {
    EXPECT_EQ(parse_seek("{").error().code, "ERR_BAD_JSON");
    EXPECT_EQ(parse_seek(R"({"game":"checkers"})").error().code, "ERR_UNKNOWN_GAME");
    for (const char* bad :
         {R"({})", R"({"game":"chess","ranked":"yes"})", R"({"game":"chess","moveTime":-1})",
          R"({"game":"chess","ratingMin":1200})", R"({"game":"chess","ranked":true,"ratingMin":1800,"ratingMax":1200})",
          R"({"game":"chess","ranked":true,"ratingMax":99999})", R"({"game":"chess","moveTime":30,"clockBase":180})",
          R"({"game":"chess","clockIncrement":2})", R"({"game":"chess","clockBase":99999})"}) {
        auto r = parse_seek(bad);
        ASSERT_FALSE(r.ok()) << bad;
        EXPECT_EQ(r.error().code, "ERR_BAD_FIELD") << bad;
    }
    auto good = parse_seek(R"({"game":"martian4","moveTime":60})");
    ASSERT_TRUE(good.ok());
    EXPECT_EQ(good.value().moveTime, 60);
}

} // namespace
} // namespace littletable::server
