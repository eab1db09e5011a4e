// Players over the real server: taking a name, the session cookie (HttpOnly, SameSite), who am I, passwords,
// signing in elsewhere, signing out, deleting, names on seats; bad input changes nothing; no password or session
// secret in an API answer, a room frame or a log line.
#include <spdlog/sinks/ostream_sink.h>

#include <sstream>

#include "tests/server/server_fixture.h"

namespace littletable::server::testing {
namespace {

using Headers = std::vector<std::pair<http::field, std::string>>;

/// The `lt_session=...` pair of a response's Set-Cookie header, "" when it sets none.
std::string session_pair(const http::response<http::string_body>& res) {
    const std::string cookie(res[http::field::set_cookie]);
    return cookie.substr(0, cookie.find(';'));
}

class Players : public ServerHttp {
protected:
    void SetUp() override {
        log = std::make_shared<std::ostringstream>();
        auto sink = std::make_shared<spdlog::sinks::ostream_sink_mt>(*log);
        previous = spdlog::default_logger();
        spdlog::set_default_logger(std::make_shared<spdlog::logger>("test", sink));
        ServerHttp::SetUp();
        spdlog::set_level(spdlog::level::debug);
    }
    void TearDown() override {
        ServerHttp::TearDown();
        spdlog::set_default_logger(previous);
    }
    http::response<http::string_body> post(const std::string& target, const json& body,
                                           const std::string& cookie = "") {
        Headers h;
        if (!cookie.empty())
            h.emplace_back(http::field::cookie, cookie);
        return request(http::verb::post, target, body.dump(), h);
    }
    http::response<http::string_body> with_cookie(http::verb verb, const std::string& target, const std::string& cookie,
                                                  const std::string& body = "") {
        return request(verb, target, body, {{http::field::cookie, cookie}});
    }

    std::shared_ptr<std::ostringstream> log;
    std::shared_ptr<spdlog::logger> previous;
};

TEST_F(Players, TakeANameSignInElsewhereSignOutAndDelete) {
    auto made = post("/api/players", {{"name", "Anna"}});
    ASSERT_EQ(made.result(), http::status::ok) << made.body();
    EXPECT_EQ(json::parse(made.body())["player"], (json{{"name", "Anna"}, {"password", false}}));
    const std::string setCookie(made[http::field::set_cookie]);
    EXPECT_NE(setCookie.find("HttpOnly"), std::string::npos);
    EXPECT_NE(setCookie.find("SameSite=Lax"), std::string::npos);
    EXPECT_NE(setCookie.find("Path=/"), std::string::npos);
    EXPECT_EQ(setCookie.find("Secure"), std::string::npos) << "plain HTTP here";
    const std::string anna = session_pair(made);
    const std::string annaSecret = anna.substr(anna.find('=') + 1);
    ASSERT_EQ(annaSecret.size(), 64u);
    EXPECT_EQ(made.body().find(annaSecret), std::string::npos) << "the secret travels in the cookie only";

    auto me = with_cookie(http::verb::get, "/api/me", anna);
    EXPECT_EQ(json::parse(me.body())["player"]["name"], "Anna");
    EXPECT_EQ(json::parse(request(http::verb::get, "/api/me").body())["player"], nullptr);

    // A name taken in another case, an invalid one, a malformed body: refused, nothing made.
    auto taken = post("/api/players", {{"name", "ANNA"}});
    EXPECT_EQ(taken.result(), http::status::conflict);
    EXPECT_EQ(json::parse(taken.body())["error"]["code"], "ERR_NAME_TAKEN");
    EXPECT_TRUE(session_pair(taken).empty());
    auto invalid = post("/api/players", {{"name", "Computer"}});
    EXPECT_EQ(json::parse(invalid.body())["error"]["code"], "ERR_NAME_INVALID");
    auto garbled = request(http::verb::post, "/api/players", "{\"name\": 5");
    EXPECT_EQ(json::parse(garbled.body())["error"]["code"], "ERR_BAD_JSON");
    auto notText = post("/api/players", {{"name", 42}});
    EXPECT_EQ(json::parse(notText.body())["error"]["code"], "ERR_BAD_FIELD");

    // A password lets Anna sign in on another device.
    const std::string password = "tulips in spring";
    auto set = with_cookie(http::verb::put, "/api/me/password", anna, json{{"password", password}}.dump());
    ASSERT_EQ(set.result(), http::status::ok) << set.body();
    EXPECT_EQ(json::parse(set.body())["player"]["password"], true);
    auto wrong = post("/api/session", {{"name", "anna"}, {"password", "tulips in autumn"}});
    EXPECT_EQ(wrong.result(), http::status::unauthorized);
    EXPECT_EQ(json::parse(wrong.body())["error"]["code"], "ERR_SIGN_IN");
    EXPECT_TRUE(session_pair(wrong).empty());
    auto elsewhere = post("/api/session", {{"name", "anna"}, {"password", password}});
    ASSERT_EQ(elsewhere.result(), http::status::ok) << elsewhere.body();
    const std::string second = session_pair(elsewhere);
    EXPECT_NE(second, anna);
    EXPECT_EQ(json::parse(with_cookie(http::verb::get, "/api/me", second).body())["player"]["name"], "Anna");

    // Signing out ends that session only; its cookie is cleared and no longer opens anything.
    auto out = with_cookie(http::verb::delete_, "/api/session", second);
    EXPECT_NE(std::string(out[http::field::set_cookie]).find("Max-Age=0"), std::string::npos);
    auto stale = with_cookie(http::verb::get, "/api/me", second);
    EXPECT_EQ(stale.result(), http::status::unauthorized);
    EXPECT_EQ(json::parse(stale.body())["error"]["code"], "ERR_NOT_SIGNED_IN");
    EXPECT_EQ(json::parse(with_cookie(http::verb::get, "/api/me", anna).body())["player"]["name"], "Anna");

    // Deleting needs the name typed; then the player and its sessions are gone and the name is free.
    auto unconfirmed = with_cookie(http::verb::delete_, "/api/me", anna, json{{"name", "Bob"}}.dump());
    EXPECT_EQ(json::parse(unconfirmed.body())["error"]["code"], "ERR_CONFIRM");
    auto deleted = with_cookie(http::verb::delete_, "/api/me", anna, json{{"name", "Anna"}}.dump());
    ASSERT_EQ(deleted.result(), http::status::ok) << deleted.body();
    EXPECT_EQ(with_cookie(http::verb::get, "/api/me", anna).result(), http::status::unauthorized);
    EXPECT_EQ(post("/api/session", {{"name", "Anna"}, {"password", password}}).result(), http::status::unauthorized);

    // Nothing secret was logged.
    const std::string logged = log->str();
    EXPECT_EQ(logged.find(annaSecret), std::string::npos);
    EXPECT_EQ(logged.find(second.substr(second.find('=') + 1)), std::string::npos);
    EXPECT_EQ(logged.find(password), std::string::npos);
}

TEST_F(Players, APasswordChangeSignsOutEveryOtherDevice) {
    const std::string first = session_pair(post("/api/players", {{"name", "Anna"}, {"password", "tulips in spring"}}));
    const std::string second = session_pair(post("/api/session", {{"name", "anna"}, {"password", "tulips in spring"}}));
    ASSERT_FALSE(second.empty());
    auto changed = with_cookie(http::verb::put, "/api/me/password", first,
                               json{{"current", "tulips in spring"}, {"password", "roses in june"}}.dump());
    ASSERT_EQ(changed.result(), http::status::ok) << changed.body();
    EXPECT_EQ(json::parse(with_cookie(http::verb::get, "/api/me", first).body())["player"]["name"], "Anna");
    auto stale = with_cookie(http::verb::get, "/api/me", second);
    EXPECT_EQ(stale.result(), http::status::unauthorized);
    EXPECT_EQ(json::parse(stale.body())["error"]["code"], "ERR_NOT_SIGNED_IN");
    EXPECT_EQ(log->str().find("roses in june"), std::string::npos);
}

TEST_F(Players, WrongPasswordsLockTheNameForTheirClientAddressOnly) {
    stop_server();
    options.trustedProxies = {"127.0.0.1"}; // the test's requests come through a "proxy" naming each client
    start_server(":memory:");
    ASSERT_EQ(post("/api/players", {{"name", "Anna"}, {"password", "tulips in spring"}}).result(), http::status::ok);
    const auto sign_in_from = [&](const std::string& address, const std::string& password) {
        return request(http::verb::post, "/api/session", json{{"name", "Anna"}, {"password", password}}.dump(), {},
                       {{"X-Forwarded-For", address}});
    };
    for (int i = 1; i < 5; ++i)
        EXPECT_EQ(sign_in_from("10.0.0.1", "wrong guess " + std::to_string(i)).result(), http::status::unauthorized);
    auto fifth = sign_in_from("10.0.0.1", "wrong guess 5");
    EXPECT_EQ(fifth.result(), http::status::too_many_requests);
    EXPECT_EQ(json::parse(fifth.body())["error"]["code"], "ERR_LOCKED_OUT");
    EXPECT_EQ(json::parse(sign_in_from("10.0.0.1", "tulips in spring").body())["error"]["code"], "ERR_LOCKED_OUT");
    // The owner elsewhere signs in; no answer and no log line holds the address.
    auto owner = sign_in_from("10.0.0.2", "tulips in spring");
    EXPECT_EQ(owner.result(), http::status::ok) << owner.body();
    EXPECT_EQ(fifth.body().find("10.0.0.1"), std::string::npos);
    EXPECT_EQ(log->str().find("10.0.0.1"), std::string::npos);
}

TEST_F(Players, UnicodeNamesAndTheRuleARefusedOneBreaks) {
    auto made = post("/api/players", {{"name", "Mu\u0308ller"}}); // decomposed
    ASSERT_EQ(made.result(), http::status::ok) << made.body();
    EXPECT_EQ(json::parse(made.body())["player"]["name"], "M\u00fcller") << "stored composed (NFC)";
    auto page = request(http::verb::get, "/api/players/M%C3%9CLLER"); // "MÜLLER"
    ASSERT_EQ(page.result(), http::status::ok) << page.body();
    EXPECT_EQ(json::parse(page.body())["name"], "M\u00fcller");
    EXPECT_EQ(json::parse(post("/api/players", {{"name", "MÜLLER"}}).body())["error"]["code"], "ERR_NAME_TAKEN");
    EXPECT_EQ(post("/api/players", {{"name", "François"}}).result(), http::status::ok);

    auto admin = post("/api/players", {{"name", "admin_joe"}});
    EXPECT_EQ(admin.result(), http::status::bad_request);
    const json error = json::parse(admin.body())["error"];
    EXPECT_EQ(error["code"], "ERR_NAME_INVALID");
    EXPECT_EQ(error["rule"], "reserved-part");
    EXPECT_EQ(error["detail"], "admin");
    EXPECT_NE(error["message"].get<std::string>().find("'admin'"), std::string::npos);

    // Bytes that are no UTF-8, in the body or the path: a clear error, nothing made, nothing found.
    auto raw = request(http::verb::post, "/api/players", "{\"name\": \"Bo\xff\xfe\"}");
    EXPECT_EQ(raw.result(), http::status::bad_request);
    EXPECT_EQ(json::parse(raw.body())["error"]["code"], "ERR_BAD_JSON");
    EXPECT_TRUE(session_pair(raw).empty());
    EXPECT_EQ(request(http::verb::get, "/api/players/Bo%FF%FE").result(), http::status::not_found);
    auto signIn = request(http::verb::post, "/api/session", "{\"name\": \"Bo\xc3\", \"password\": \"whatever1\"}");
    EXPECT_EQ(signIn.result(), http::status::bad_request);
}

TEST_F(Players, ForgedCookiesAndOtherSitesChangeNothing) {
    for (const std::string& cookie : {"lt_session=" + std::string(64, 'a'), std::string("lt_session=garbage"),
                                      std::string("lt_session=; other=1")}) {
        auto me = with_cookie(http::verb::get, "/api/me", cookie);
        if (cookie.find("=;") != std::string::npos) {
            EXPECT_EQ(json::parse(me.body())["player"], nullptr) << cookie;
            continue;
        }
        EXPECT_EQ(me.result(), http::status::unauthorized) << cookie;
        EXPECT_EQ(json::parse(me.body())["error"]["code"], "ERR_NOT_SIGNED_IN");
        EXPECT_NE(std::string(me[http::field::set_cookie]).find("Max-Age=0"), std::string::npos);
        auto pw = with_cookie(http::verb::put, "/api/me/password", cookie, R"({"password":"long enough"})");
        EXPECT_EQ(pw.result(), http::status::unauthorized);
    }
    // A request from another site's page is refused before anything happens.
    auto cross = request(http::verb::post, "/api/players", R"({"name":"Mallory"})",
                         {{http::field::origin, "http://evil.example"}});
    EXPECT_EQ(cross.result(), http::status::forbidden);
    EXPECT_EQ(json::parse(cross.body())["error"]["code"], "ERR_ORIGIN");
    auto same =
        request(http::verb::post, "/api/players", R"({"name":"Mallory"})", {{http::field::origin, "http://localhost"}});
    EXPECT_EQ(same.result(), http::status::ok) << "the same site may";
    // Behind a TLS proxy the cookie is Secure.
    auto tls = request(http::verb::post, "/api/players", R"({"name":"Trudy"})", {}, {{"X-Forwarded-Proto", "https"}});
    EXPECT_NE(std::string(tls[http::field::set_cookie]).find("; Secure"), std::string::npos);
}

TEST_F(Players, SignUpsAreRateLimitedPerAddress) {
    stop_server();
    options.signUpBurst = 2;
    start_server(":memory:");
    EXPECT_EQ(post("/api/players", {{"name", "First"}}).result(), http::status::ok);
    EXPECT_EQ(post("/api/players", {{"name", "Second"}}).result(), http::status::ok);
    auto third = post("/api/players", {{"name", "Third"}});
    EXPECT_EQ(third.result(), http::status::too_many_requests);
    EXPECT_EQ(json::parse(third.body())["error"]["code"], "ERR_RATE_LIMITED");
    EXPECT_EQ(third[http::field::retry_after], "60");
}

TEST_F(Players, ASeatTakesItsSignedInPlayersName) {
    auto made = post("/api/players", {{"name", "Bruno"}});
    ASSERT_EQ(made.result(), http::status::ok);
    const std::string bruno = session_pair(made);
    auto room = json::parse(
        request(http::verb::post, "/api/rooms", R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}]})")
            .body());
    Client creator(ioc, server->port(), room["room"], bruno);
    creator.send({{"t", "hello"}, {"d", {{"secret", room["secret"]}}}});
    json snapshot = creator.read_until("snapshot");
    EXPECT_EQ(snapshot["d"]["seats"][0]["name"], "Bruno");
    Client guest(ioc, server->port(), room["room"]);
    guest.send({{"t", "hello"}, {"d", json::object()}});
    guest.read_until("snapshot");
    guest.send({{"t", "sit"}, {"d", json::object()}});
    guest.read_until("seated");
    json seats = guest.read_until("seats");
    EXPECT_EQ(seats["d"]["seats"][0]["name"], "Bruno");
    EXPECT_EQ(seats["d"]["seats"][1]["name"], "Player");
    auto info = json::parse(request(http::verb::get, "/api/rooms/" + room["room"].get<std::string>()).body());
    EXPECT_EQ(info["seats"][0]["name"], "Bruno");
    EXPECT_EQ(info.dump().find(bruno.substr(bruno.find('=') + 1)), std::string::npos);
}

TEST_F(Players, ARankedGameChangesBothRatingsByGlicko2) {
    const std::string anna = session_pair(post("/api/players", {{"name", "Anna"}}));
    const std::string bruno = session_pair(post("/api/players", {{"name", "Bruno"}}));
    const json ranked = {
        {"game", "chess"}, {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}}, {"settings", {{"ranked", true}}}};
    // Refused: without a name, with a CPU seat.
    auto anonymous = post("/api/rooms", ranked);
    EXPECT_EQ(anonymous.result(), http::status::unauthorized);
    EXPECT_EQ(json::parse(anonymous.body())["error"]["code"], "ERR_SIGN_IN_REQUIRED");
    json withCpu = ranked;
    withCpu["seats"][1] = {{"kind", "cpu"}};
    EXPECT_EQ(json::parse(post("/api/rooms", withCpu, anna).body())["error"]["code"], "ERR_BAD_FIELD");

    auto made = post("/api/rooms", ranked, anna);
    ASSERT_EQ(made.result(), http::status::ok) << made.body();
    const json room = json::parse(made.body());
    Client white(ioc, server->port(), room["room"], anna);
    white.send({{"t", "hello"}, {"d", {{"secret", room["secret"]}}}});
    EXPECT_EQ(white.read_until("snapshot")["d"]["settings"]["ranked"], true);
    // A guest cannot sit; Anna cannot take the other seat too; Bruno can.
    Client guest(ioc, server->port(), room["room"]);
    guest.send({{"t", "hello"}, {"d", json::object()}});
    guest.read_until("snapshot");
    guest.send({{"t", "sit"}, {"d", json::object()}});
    EXPECT_EQ(guest.read_until("error")["d"]["code"], "ERR_SIGN_IN_REQUIRED");
    Client annaAgain(ioc, server->port(), room["room"], anna);
    annaAgain.send({{"t", "hello"}, {"d", json::object()}});
    annaAgain.read_until("snapshot");
    annaAgain.send({{"t", "sit"}, {"d", json::object()}});
    EXPECT_EQ(annaAgain.read_until("error")["d"]["code"], "ERR_ALREADY_SEATED");
    Client black(ioc, server->port(), room["room"], bruno);
    black.send({{"t", "hello"}, {"d", json::object()}});
    black.read_until("snapshot");
    black.send({{"t", "sit"}, {"d", json::object()}});
    ASSERT_EQ(black.read_until("seated")["d"]["seat"], 1);

    // Fool's mate: Bruno (Black) wins.
    int a = 0;
    for (const char* u : {"f2f3", "e7e5", "g2g4", "d8h4"}) {
        Client& mover = (a % 2 == 0) ? white : black;
        mover.send({{"t", "move"}, {"d", {{"u", u}, {"a", ++a}}}});
        mover.read_until("ack");
    }
    // Both start at 1500, RD 350, volatility 0.06: by Glickman's formulas g = 0.669069, E = 0.5, v = 8.935475,
    // so the winner gets 1662.31 and the loser 1337.69, each with RD 290.32: still provisional.
    const json ratings = white.read_until("ratings")["d"]["ratings"];
    ASSERT_EQ(ratings.size(), 2u);
    EXPECT_EQ(
        ratings[0],
        (json{
            {"seat", 0}, {"name", "Anna"}, {"before", 1500}, {"after", 1338}, {"provisional", true}, {"result", -1}}));
    EXPECT_EQ(
        ratings[1],
        (json{
            {"seat", 1}, {"name", "Bruno"}, {"before", 1500}, {"after", 1662}, {"provisional", true}, {"result", 1}}));
    EXPECT_EQ(black.read_until("ratings")["d"]["ratings"], ratings);
    // A socket that comes later finds them in its snapshot.
    Client late(ioc, server->port(), room["room"]);
    late.send({{"t", "hello"}, {"d", json::object()}});
    EXPECT_EQ(late.read_until("snapshot")["d"]["ratings"], ratings);

    // The player pages and the leaderboard show it.
    const json brunoPage = json::parse(request(http::verb::get, "/api/players/bruno").body());
    EXPECT_EQ(brunoPage["name"], "Bruno");
    ASSERT_EQ(brunoPage["ratings"].size(), 1u);
    const json chess = brunoPage["ratings"][0];
    EXPECT_EQ(chess["game"], "chess");
    EXPECT_EQ(chess["rating"], 1662);
    EXPECT_EQ(chess["deviation"], 290);
    EXPECT_EQ(chess["provisional"], true);
    EXPECT_EQ(chess["games"], 1);
    EXPECT_EQ(chess["wins"], 1);
    ASSERT_EQ(chess["history"].size(), 1u);
    EXPECT_EQ(chess["history"][0]["rating"], 1662);
    ASSERT_EQ(brunoPage["games"].size(), 1u);
    EXPECT_EQ(brunoPage["games"][0]["room"], room["room"]);
    EXPECT_EQ(brunoPage["games"][0]["result"], "win");
    EXPECT_EQ(brunoPage["games"][0]["termination"], "checkmate");
    EXPECT_EQ(brunoPage["games"][0]["players"], (json{"Anna", "Bruno"}));
    EXPECT_EQ(json::parse(request(http::verb::get, "/api/players/Anna").body())["games"][0]["result"], "loss");
    const json board = json::parse(request(http::verb::get, "/api/leaderboard/chess").body());
    ASSERT_EQ(board["players"].size(), 2u);
    EXPECT_EQ(board["players"][0]["name"], "Bruno");
    EXPECT_EQ(board["players"][1]["name"], "Anna");
    EXPECT_EQ(request(http::verb::get, "/api/players/Nobody").result(), http::status::not_found);
    EXPECT_EQ(request(http::verb::get, "/api/leaderboard/checkers").result(), http::status::not_found);
    EXPECT_EQ(request(http::verb::get, "/api/players/%zz").result(), http::status::bad_request);
    for (const auto& page : {brunoPage.dump(), board.dump()})
        EXPECT_EQ(page.find("password"), std::string::npos);

    // The game itself, to replay and export.
    const std::string gamePath = "/api/rooms/" + room["room"].get<std::string>() + "/games/1";
    const json stored = json::parse(request(http::verb::get, gamePath).body());
    EXPECT_EQ(stored["game"], "chess");
    EXPECT_EQ(stored["players"], (json{"Anna", "Bruno"}));
    ASSERT_EQ(stored["moves"].size(), 4u);
    EXPECT_EQ(stored["moves"][3], (json{{"u", "d8h4"}, {"san", "Qh4#"}, {"seat", 1}}));
    EXPECT_EQ(stored["outcome"]["termination"], "checkmate");
    EXPECT_EQ(stored["format"], "pgn");
    const std::string pgn = stored["record"];
    for (const char* part :
         {"[White \"Anna\"]", "[Black \"Bruno\"]", "[Result \"0-1\"]", "[Date \"20", "1. f3 e5 2. g4 Qh4# 0-1"})
        EXPECT_NE(pgn.find(part), std::string::npos) << part << " in\n" << pgn;
    // Bruno deletes his player: the game stays on Anna's page, his seat shown as "deleted player".
    auto gone = request(http::verb::delete_, "/api/me", R"({"name":"Bruno"})", {{http::field::cookie, bruno}});
    ASSERT_EQ(gone.result(), http::status::ok) << gone.body();
    const json annaPage = json::parse(request(http::verb::get, "/api/players/Anna").body());
    EXPECT_EQ(annaPage["games"][0]["players"], (json{"Anna", "deleted player"}));
    EXPECT_EQ(json::parse(request(http::verb::get, gamePath).body())["players"], (json{"Anna", "deleted player"}));
    EXPECT_EQ(request(http::verb::get, "/api/players/Bruno").result(), http::status::not_found);
    EXPECT_EQ(json::parse(request(http::verb::get, "/api/leaderboard/chess").body())["players"].size(), 1u);
    for (const std::string bad :
         {"/api/rooms/" + room["room"].get<std::string>() + "/games/2", std::string("/api/rooms/nope/games/1"),
          "/api/rooms/" + room["room"].get<std::string>() + "/games/x"}) {
        auto res = request(http::verb::get, bad);
        EXPECT_EQ(res.result(), http::status::not_found) << bad;
        EXPECT_EQ(json::parse(res.body())["error"]["code"], "ERR_NO_GAME") << bad;
    }
}

} // namespace
} // namespace littletable::server::testing
