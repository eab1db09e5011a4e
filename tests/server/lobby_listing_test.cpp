// Which games the lobby lists as being played (issue 51, "private stays private"): a room made from a seek, or one
// its creator made public; never a private room from an import or a link.
#include "tests/server/server_fixture.h"

namespace littletable::server::testing {
namespace {

class LobbyListing : public ServerHttp {
protected:
    /// A room against the computer opened from an imported 1. e4 (a game being played at once), with `settings`.
    std::string imported_room(const json& settings) {
        json body{{"game", "chess"},
                  {"seats", json::array({{{"kind", "human"}}, {{"kind", "cpu"}, {"level", 1}}})},
                  {"moves", json::array({"e2e4"})}};
        if (!settings.is_null())
            body["settings"] = settings;
        auto created = request(http::verb::post, "/api/rooms", body.dump());
        EXPECT_EQ(created.result(), http::status::ok) << created.body();
        return json::parse(created.body()).value("room", "");
    }

    /// The rooms the lobby lists as being played in chess.
    std::vector<std::string> listed() {
        auto lobby = request(http::verb::get, "/api/lobby/chess");
        EXPECT_EQ(lobby.result(), http::status::ok) << lobby.body();
        const json answer = json::parse(lobby.body());
        std::vector<std::string> rooms;
        for (const json& g : answer["playing"])
            rooms.push_back(g["room"]);
        return rooms;
    }

    static bool has(const std::vector<std::string>& rooms, const std::string& room) {
        return std::find(rooms.begin(), rooms.end(), room) != rooms.end();
    }
};

TEST_F(LobbyListing, OnlyPublicRoomsAndRoomsOfSeeksAreListed) {
    const std::string hidden = imported_room(nullptr);
    const std::string hiddenToo = imported_room({{"public", false}});
    const std::string shown = imported_room({{"public", true}});
    auto info = request(http::verb::get, "/api/rooms/" + shown);
    EXPECT_EQ(json::parse(info.body())["settings"]["public"], true) << "the choice is the room's setting";
    EXPECT_EQ(json::parse(request(http::verb::get, "/api/rooms/" + hidden).body())["settings"]["public"], false)
        << "private unless chosen";

    // A seek of two guests: the poster takes seat 0 by its secret, the joiner sits by the link, a move is made.
    auto posted = request(http::verb::post, "/api/seeks", R"({"game":"chess","ranked":false,"moveTime":0})");
    ASSERT_EQ(posted.result(), http::status::ok) << posted.body();
    const json seek = json::parse(posted.body());
    auto joined = request(http::verb::post, "/api/seeks/" + seek["seek"].get<std::string>() + "/join");
    ASSERT_EQ(joined.result(), http::status::ok) << joined.body();
    auto status = request(http::verb::post, "/api/seeks/" + seek["seek"].get<std::string>() + "/status",
                          json{{"ticket", seek["ticket"]}}.dump());
    const json match = json::parse(status.body());
    ASSERT_TRUE(match["matched"].get<bool>()) << status.body();
    const std::string fromSeek = match["room"];
    Client poster(ioc, server->port(), fromSeek);
    poster.send({{"t", "hello"}, {"d", {{"secret", match["secret"]}}}});
    poster.read_until("snapshot");
    Client joiner(ioc, server->port(), fromSeek);
    joiner.send({{"t", "hello"}, {"d", json::object()}});
    joiner.read_until("snapshot");
    joiner.send({{"t", "sit"}, {"d", json::object()}});
    EXPECT_EQ(joiner.read_until("seated")["d"]["seat"], 1);
    poster.send({{"t", "move"}, {"d", {{"u", "e2e4"}, {"a", 1}}}});
    EXPECT_EQ(poster.read_until("ack")["d"]["a"], 1);

    const std::vector<std::string> rooms = listed();
    EXPECT_FALSE(has(rooms, hidden)) << "an imported room is private";
    EXPECT_FALSE(has(rooms, hiddenToo));
    EXPECT_TRUE(has(rooms, shown)) << "made public by its creator";
    EXPECT_TRUE(has(rooms, fromSeek)) << "a room the lobby made";
    EXPECT_EQ(rooms.size(), 2u);
}

TEST_F(LobbyListing, ARatingRangeIsForRankedRooms) {
    auto refused =
        request(http::verb::post, "/api/rooms",
                R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}],"settings":{"ratingMin":1400}})");
    EXPECT_EQ(refused.result(), http::status::bad_request);
    const json error = json::parse(refused.body())["error"];
    EXPECT_EQ(error["code"], "ERR_BAD_FIELD");
    EXPECT_NE(error["message"].get<std::string>().find("settings.ratingMin"), std::string::npos) << error.dump();
    auto badPublic = request(http::verb::post, "/api/rooms",
                             R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}],"settings":{"public":1}})");
    EXPECT_EQ(badPublic.result(), http::status::bad_request);
    EXPECT_NE(badPublic.body().find("settings.public"), std::string::npos) << badPublic.body();
}

} // namespace
} // namespace littletable::server::testing
