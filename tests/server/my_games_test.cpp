// GET /api/my-games over the real server (issue 51, "My games"): a signed-in player's live games, the ones
// waiting for their move first (two- and four-player), finished games and other players' games left out, an
// error without a session; no secret in the answer.
#include "tests/server/server_fixture.h"

namespace littletable::server::testing {
namespace {

class MyGames : public ServerHttp {
protected:
    /// A new player's `lt_session=...` cookie.
    std::string player(const std::string& name) {
        auto made = request(http::verb::post, "/api/players", json{{"name", name}}.dump());
        EXPECT_EQ(made.result(), http::status::ok) << made.body();
        const std::string cookie(made[http::field::set_cookie]);
        return cookie.substr(0, cookie.find(';'));
    }
    /// A room of `seats` made by the player of `cookie`: `{room, seat, secret}`.
    json room(const std::string& cookie, const std::string& game, const json& seats, int creatorSeat = 0) {
        const json body = {{"game", game}, {"seats", seats}, {"creatorSeat", creatorSeat}};
        auto made = request(http::verb::post, "/api/rooms", body.dump(), {{http::field::cookie, cookie}});
        EXPECT_EQ(made.result(), http::status::ok) << made.body();
        return json::parse(made.body());
    }
    json my_games(const std::string& cookie) {
        auto res = request(http::verb::get, "/api/my-games", "", {{http::field::cookie, cookie}});
        EXPECT_EQ(res.result(), http::status::ok) << res.body();
        return json::parse(res.body())["games"];
    }
    /// The rooms of a my-games list, in order.
    static std::vector<std::string> rooms_of(const json& games) {
        std::vector<std::string> out;
        for (const json& g : games)
            out.push_back(g["room"]);
        return out;
    }
    const json twoHumans = json::array({{{"kind", "human"}}, {{"kind", "human"}}});
};

TEST_F(MyGames, TheGamesWaitingForThePlayerComeFirstAndFinishedOrOthersGamesAreLeftOut) {
    const std::string ann = player("Ann");
    const std::string ben = player("Ben");
    const std::string cat = player("Cat");

    // 1. Ann (White) against Ben: Ann to move.
    const json annsTurn = room(ann, "chess", twoHumans);
    Client benSits(ioc, server->port(), annsTurn["room"], ben);
    benSits.send({{"t", "hello"}, {"d", json::object()}});
    benSits.read_until("snapshot");
    benSits.send({{"t", "sit"}, {"d", json::object()}});
    ASSERT_EQ(benSits.read_until("seated")["d"]["seat"], 1);

    // 2. Ben (White) against Ann, made later: Ben to move.
    const json bensTurn = room(ben, "chess", twoHumans);
    Client annSits(ioc, server->port(), bensTurn["room"], ann);
    annSits.send({{"t", "hello"}, {"d", json::object()}});
    annSits.read_until("snapshot");
    annSits.send({{"t", "sit"}, {"d", json::object()}});
    ASSERT_EQ(annSits.read_until("seated")["d"]["seat"], 1);

    // 3. Ann against the computer, resigned: over.
    const json over = room(ann, "chess", json::array({{{"kind", "human"}}, {{"kind", "cpu"}, {"level", 1}}}));
    Client resigns(ioc, server->port(), over["room"], ann);
    resigns.send({{"t", "hello"}, {"d", {{"secret", over["secret"]}}}});
    resigns.read_until("snapshot");
    resigns.send({{"t", "resign"}, {"d", json::object()}});
    resigns.read_until("end");

    // 4. Ben against Cat: not Ann's.
    const json others = room(ben, "chess", twoHumans);

    // 5. Four-player chess, made last: Ann at Blue (seat 1), three computers. Red (seat 0) moves first, then Blue
    // (docs/rules/fourplayer.md: Red, Blue, Yellow, Green): after the computer's move it is Ann's turn.
    const json cpu = {{"kind", "cpu"}, {"level", 1}};
    const json four = room(ann, "fourplayer", json::array({cpu, {{"kind", "human"}}, cpu, cpu}), 1);
    Client blue(ioc, server->port(), four["room"], ann);
    blue.send({{"t", "hello"}, {"d", {{"secret", four["secret"]}}}});
    EXPECT_EQ(blue.read_until("move")["d"]["seat"], 0);

    const json games = my_games(ann);
    EXPECT_EQ(rooms_of(games), (std::vector<std::string>{four["room"], annsTurn["room"], bensTurn["room"]}))
        << games.dump();
    ASSERT_EQ(games.size(), 3u);
    EXPECT_EQ(games[0]["game"], "fourplayer");
    EXPECT_EQ(games[0]["seat"], 1);
    EXPECT_EQ(games[0]["toMove"], 1);
    EXPECT_EQ(games[0]["yourTurn"], true);
    EXPECT_EQ(games[0]["players"], (json{"Computer (level 1)", "Ann", "Computer (level 1)", "Computer (level 1)"}));
    EXPECT_EQ(games[1]["toMove"], 0);
    EXPECT_EQ(games[1]["yourTurn"], true);
    EXPECT_EQ(games[1]["players"], (json{"Ann", "Ben"}));
    EXPECT_EQ(games[2]["seat"], 1);
    EXPECT_EQ(games[2]["toMove"], 0);
    EXPECT_EQ(games[2]["yourTurn"], false);
    for (const json& g : games)
        EXPECT_FALSE(g.contains("secret"));
    for (const json& r : {annsTurn, bensTurn, over, others, four})
        if (r["secret"].is_string())
            EXPECT_EQ(games.dump().find(r["secret"].get<std::string>()), std::string::npos);

    // Ben's list has his two games with Ann and the one waiting for Cat; Cat has none yet.
    EXPECT_EQ(rooms_of(my_games(ben)), (std::vector<std::string>{others["room"], bensTurn["room"], annsTurn["room"]}));
    EXPECT_TRUE(my_games(cat).empty());

    // After Ann's move in the first room, that game waits for Ben.
    Client white(ioc, server->port(), annsTurn["room"], ann);
    white.send({{"t", "hello"}, {"d", json::object()}});
    white.read_until("snapshot");
    white.send({{"t", "move"}, {"d", {{"u", "e2e4"}, {"a", 1}}}});
    white.read_until("ack");
    const json after = my_games(ann);
    EXPECT_EQ(rooms_of(after), (std::vector<std::string>{four["room"], annsTurn["room"], bensTurn["room"]}));
    EXPECT_EQ(after[1]["yourTurn"], false);
    EXPECT_EQ(after[1]["toMove"], 1);
}

TEST_F(MyGames, WithoutASessionTheAnswerIsAnError) {
    auto none = request(http::verb::get, "/api/my-games");
    EXPECT_EQ(none.result(), http::status::unauthorized);
    EXPECT_EQ(json::parse(none.body())["error"]["code"], "ERR_NOT_SIGNED_IN");
    auto forged =
        request(http::verb::get, "/api/my-games", "", {{http::field::cookie, "lt_session=" + std::string(64, 'a')}});
    EXPECT_EQ(forged.result(), http::status::unauthorized);
    EXPECT_EQ(json::parse(forged.body())["error"]["code"], "ERR_NOT_SIGNED_IN");
}

} // namespace
} // namespace littletable::server::testing
