// Game clocks (base plus increment) kept by the room, with injected time: the settings, the increment, the flag
// fall, four-player eliminations, the CPU's budget and the clock clients see from the start. The expected times
// follow the definition of an increment clock (FIDE Laws of Chess, 6.2 and 6.3: the time used is taken from the
// mover's clock, the increment added after each move; the player whose flag falls loses the game).
#include "server/api/game_api.h"
#include "tests/server/room_fixture.h"

namespace littletable::server::testing {
namespace {

protocol::RoomSettings game_clock(int base, int increment = 0) {
    protocol::RoomSettings s;
    s.clockBase = base;
    s.clockIncrement = increment;
    return s;
}

protocol::RoomSpec four_humans(protocol::RoomSettings settings = {}) {
    return protocol::RoomSpec{"fourplayer",
                              {{protocol::SeatKind::HUMAN, 0},
                               {protocol::SeatKind::HUMAN, 0},
                               {protocol::SeatKind::HUMAN, 0},
                               {protocol::SeatKind::HUMAN, 0}},
                              0,
                              settings,
                              ""};
}

TEST(RoomClockSettings, ABaseAndAnIncrementAreRead) {
    auto s = protocol::parse_settings(json{{"clockBase", 180}, {"clockIncrement", 2}});
    ASSERT_TRUE(s.ok()) << s.error().message;
    EXPECT_EQ(s.value().clockBase, 180);
    EXPECT_EQ(s.value().clockIncrement, 2);
    EXPECT_EQ(protocol::parse_settings(to_json(s.value())).value(), s.value()); // as stored and read back
}

TEST(RoomClockSettings, BadClocksAreRefusedNamingTheField) {
    const auto error_of = [](json j) {
        auto s = protocol::parse_settings(j);
        EXPECT_FALSE(s.ok()) << j.dump();
        return s.ok() ? std::string() : s.error().code + " " + s.error().message;
    };
    EXPECT_EQ(error_of({{"clockBase", 300}, {"moveTime", 30}}).rfind("ERR_BAD_FIELD settings.clockBase: ", 0), 0u);
    EXPECT_EQ(error_of({{"clockIncrement", 5}}).rfind("ERR_BAD_FIELD settings.clockIncrement: ", 0), 0u);
    EXPECT_EQ(error_of({{"clockBase", -1}}).rfind("ERR_BAD_FIELD settings.clockBase", 0), 0u);
    EXPECT_EQ(error_of({{"clockBase", protocol::MAX_CLOCK_BASE + 1}}).rfind("ERR_BAD_FIELD settings.clockBase", 0), 0u);
    EXPECT_EQ(error_of({{"clockBase", 60}, {"clockIncrement", protocol::MAX_CLOCK_INCREMENT + 1}})
                  .rfind("ERR_BAD_FIELD settings.clockIncrement", 0),
              0u);
    EXPECT_EQ(error_of({{"clockBase", "300"}}).rfind("ERR_BAD_FIELD settings.clockBase", 0), 0u);
}

TEST(RoomClockSettings, ARoomRequestWithBothClocksMakesNoRoom) {
    auto spec = protocol::parse_room_spec(R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}],
                                    "settings":{"moveTime":30,"clockBase":300}})");
    ASSERT_FALSE(spec.ok());
    EXPECT_EQ(spec.error().code, "ERR_BAD_FIELD");
}

// The fix of "the first move's countdown is shown to no one": the clock starts when the last seat is taken, and
// every socket is told so at once, not only at the first move.
TEST_F(ServerRoom, EveryoneSeesTheGameClockStartWhenTheLastSeatIsTaken) {
    make(two_humans(game_clock(60)));
    hello(1, creatorSecret);
    EXPECT_FALSE(room->next_deadline());
    EXPECT_EQ(frame_of(fx, 1, "snapshot")["d"]["state"]["clocks"],
              (json{{"remainingMs", {60'000, 60'000}}, {"running", nullptr}, {"incrementMs", 0}}));
    sit(2);
    EXPECT_EQ(room->next_deadline(), now + 60'000);
    for (ConnId c : {ConnId(1), ConnId(2)}) {
        const json ev = frame_of(fx, c, "clock")["d"];
        EXPECT_EQ(ev["clocks"], (json{{"remainingMs", {60'000, 60'000}}, {"running", 0}, {"incrementMs", 0}}));
        EXPECT_TRUE(ev["clock"].is_null());
    }
    EXPECT_EQ(frame_of(fx, 1, "clock")["d"]["v"], room->version());
    // Said once: a ping or a spectator's hello afterwards sends no clock event again.
    const uint64_t v = room->version();
    send(2, protocol::in::Ping{});
    EXPECT_EQ(types_to(fx, 2), std::vector<std::string>{"pong"});
    hello(3);
    EXPECT_TRUE(types_to(fx, 1).empty());
    EXPECT_EQ(room->version(), v);
}

// A room against the computer has every seat taken when it is made; the creator's clock waits until someone is
// in the room (the creator still reads the room's link on the home page).
TEST_F(ServerRoom, NoClockRunsBeforeAnyoneIsInTheRoom) {
    make(human_vs_cpu(2, game_clock(60)));
    now += 8'000;
    fx = room->on_timer(now);
    EXPECT_EQ(room->state_json(now)["clocks"]["remainingMs"], json({60'000, 60'000}));
    EXPECT_TRUE(room->state_json(now)["clocks"]["running"].is_null());
    hello(1, creatorSecret);
    EXPECT_EQ(frame_of(fx, 1, "clock")["d"]["clocks"]["running"], 0);
    now += 1'000;
    EXPECT_EQ(room->state_json(now)["clocks"]["remainingMs"], json({59'000, 60'000}));
}

TEST_F(ServerRoom, EveryoneSeesTheMoveClockStartWhenTheLastSeatIsTaken) {
    protocol::RoomSettings s;
    s.moveTime = 30;
    make(two_humans(s));
    hello(1, creatorSecret);
    sit(2);
    EXPECT_EQ(frame_of(fx, 1, "clock")["d"]["clock"], (json{{"seat", 0}, {"remainingMs", 30'000}}));
    EXPECT_TRUE(frame_of(fx, 1, "clock")["d"]["clocks"].is_null());
    // A reload shows the same.
    hello(3);
    EXPECT_EQ(frame_of(fx, 3, "snapshot")["d"]["state"]["clock"], (json{{"seat", 0}, {"remainingMs", 30'000}}));
}

TEST_F(ServerRoom, TheMoverPaysTheTimeUsedAndGainsTheIncrement) {
    make(two_humans(game_clock(60, 5)));
    hello(1, creatorSecret);
    sit(2);
    now += 10'000;
    move(1, "e2e4", 1); // 60 s - 10 s + 5 s
    EXPECT_EQ(frame_of(fx, 2, "move")["d"]["state"]["clocks"],
              (json{{"remainingMs", {55'000, 60'000}}, {"running", 1}, {"incrementMs", 5'000}}));
    EXPECT_EQ(room->next_deadline(), now + 60'000);
    now += 3'000;
    move(2, "e7e5", 1); // 60 s - 3 s + 5 s
    EXPECT_EQ(frame_of(fx, 1, "move")["d"]["state"]["clocks"]["remainingMs"], json({55'000, 62'000}));
    EXPECT_EQ(room->next_deadline(), now + 55'000);
    // Between frames a client counts down from the snapshot's remaining time.
    now += 1'500;
    hello(3);
    EXPECT_EQ(frame_of(fx, 3, "snapshot")["d"]["state"]["clocks"]["remainingMs"], json({53'500, 62'000}));
    EXPECT_TRUE(types_to(fx, 1).empty()) << "a spectator's hello changes no clock";
}

TEST_F(ServerRoom, TheFlagFallsWhenTheTimeIsUpAndNotBefore) {
    make(two_humans(game_clock(10)));
    hello(1, creatorSecret);
    sit(2);
    move(1, "e2e4", 1);
    tick(9'999);
    EXPECT_FALSE(room->over());
    EXPECT_TRUE(fx.frames.empty());
    tick(1);
    ASSERT_TRUE(room->over());
    const json state = frame_of(fx, 1, "end")["d"]["state"];
    EXPECT_EQ(state["outcome"]["termination"], "time-forfeit");
    EXPECT_EQ(state["outcome"]["winners"], json::array({0}));
    EXPECT_EQ(state["clocks"]["remainingMs"], json({10'000, 0}));
    EXPECT_TRUE(state["clocks"]["running"].is_null());
    EXPECT_FALSE(room->next_deadline());
    move(2, "e7e5", 1);
    EXPECT_EQ(frame_of(fx, 2, "error")["d"]["code"], "ERR_GAME_OVER");
}

protocol::RoomSpec two_humans_from(const char* fen, protocol::RoomSettings settings) {
    return protocol::RoomSpec{
        "chess", {{protocol::SeatKind::HUMAN, 0}, {protocol::SeatKind::HUMAN, 0}}, 0, settings, fen, {}};
}

// FIDE 6.9: the game is drawn when the flag falls and the opponent cannot checkmate by any series of legal moves.
// White, with king and queen, runs out of time against a lone king.
TEST_F(ServerRoom, AFlagFallAgainstALoneKingIsADraw) {
    make(two_humans_from("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", game_clock(10)));
    hello(1, creatorSecret);
    sit(2);
    tick(10'000);
    ASSERT_TRUE(room->over());
    const json outcome = frame_of(fx, 1, "end")["d"]["state"]["outcome"];
    EXPECT_EQ(outcome["termination"], "timeout-vs-insufficient-material");
    EXPECT_EQ(outcome["winners"], json::array());
}

// A king and knight cannot mate a king and queen (FIDE 6.9, chess::can_checkmate): drawn.
TEST_F(ServerRoom, AFlagFallAgainstAKnightIsADrawWhenOnlyAQueenIsLeft) {
    make(two_humans_from("4k1n1/8/8/8/8/8/8/3QK3 w - - 0 1", game_clock(10)));
    hello(1, creatorSecret);
    sit(2);
    tick(10'000);
    EXPECT_EQ(frame_of(fx, 1, "end")["d"]["state"]["outcome"]["termination"], "timeout-vs-insufficient-material");
}

// Against a king and rook the knight can mate (the rook may block the king's last flight square): Black wins.
TEST_F(ServerRoom, AFlagFallAgainstAKnightLosesWhenARookIsLeft) {
    make(two_humans_from("4k1n1/8/8/8/8/8/8/3RK3 w - - 0 1", game_clock(10)));
    hello(1, creatorSecret);
    sit(2);
    tick(10'000);
    const json outcome = frame_of(fx, 1, "end")["d"]["state"]["outcome"];
    EXPECT_EQ(outcome["termination"], "time-forfeit");
    EXPECT_EQ(outcome["winners"], json::array({1}));
    // The stored game's record says so, with the clock as PGN's TimeControl (seconds, base+increment).
    auto stored = stored_game_json("Room000001", 1, *storage);
    ASSERT_TRUE(stored.ok()) << stored.error().message;
    const std::string pgn = stored.value()["record"];
    for (const char* part : {"[Result \"0-1\"]", "[TimeControl \"10+0\"]"})
        EXPECT_NE(pgn.find(part), std::string::npos) << part << " in\n" << pgn;
}

// A game in progress has its record too (a room's export): players, the day it started and the clock, result "*".
TEST_F(ServerRoom, AGameInProgressHasItsStoredRecord) {
    make(two_humans(game_clock(180, 2)));
    hello(1, creatorSecret);
    sit(2);
    move(1, "e2e4", 1);
    auto stored = stored_game_json("Room000001", 1, *storage);
    ASSERT_TRUE(stored.ok()) << stored.error().message;
    EXPECT_TRUE(stored.value()["ending"].is_null());
    const std::string pgn = stored.value()["record"];
    for (const char* part :
         {"[White \"Player\"]", "[Date \"20", "[TimeControl \"180+2\"]", "[Result \"*\"]", "1. e4 *"})
        EXPECT_NE(pgn.find(part), std::string::npos) << part << " in\n" << pgn;
}

TEST_F(ServerRoom, AMoveThatArrivesAfterTheFlagFellIsNotPlayed) {
    make(two_humans(game_clock(5)));
    hello(1, creatorSecret);
    sit(2);
    now += 5'000; // the timer has not fired yet: the server still decides by its own clock
    move(1, "e2e4", 1);
    EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_GAME_OVER");
    EXPECT_EQ(frame_of(fx, 1, "end")["d"]["state"]["outcome"]["winners"], json::array({1}));
    EXPECT_TRUE(room->game().history().empty());
}

TEST_F(ServerRoom, ANewGameGivesEverySeatItsBaseTimeAgain) {
    make(two_humans(game_clock(10, 1)));
    hello(1, creatorSecret);
    sit(2);
    tick(10'000);
    ASSERT_TRUE(room->over());
    send(1, protocol::in::NewGame{});
    send(2, protocol::in::NewGame{}); // both agree
    EXPECT_EQ(frame_of(fx, 1, "newGame")["d"]["state"]["clocks"],
              (json{{"remainingMs", {10'000, 10'000}}, {"running", 0}, {"incrementMs", 1'000}}));
}

// A rebuilt room (a restart, or a room back from storage) gives each seat the time its last move left it, and a
// seat that has not moved its base time; the time between the last move and the restart is not charged.
TEST_F(ServerRoom, ARebuiltRoomGivesEverySeatTheTimeItsLastMoveLeft) {
    make(two_humans(game_clock(60)));
    hello(1, creatorSecret);
    sit(2);
    now += 20'000;
    move(1, "e2e4", 1);
    now += 7'000;
    auto records = storage->load_rooms();
    ASSERT_TRUE(records.ok());
    auto restored = Room::restore(records.value()[0], *storage, now);
    ASSERT_TRUE(restored.ok()) << restored.error().message;
    EXPECT_EQ(restored.value()->state_json(now)["clocks"]["remainingMs"], json({40'000, 60'000}));
}

// fourplayer.md: "A checkmated, stalemated, resigned or timed-out player is eliminated" and play goes on; the
// eliminated seat's turns are skipped, so its clock never runs again.
TEST_F(ServerRoom, AFourPlayerSeatWhoseFlagFallsIsEliminatedAndItsClockStops) {
    make(four_humans(game_clock(30)));
    hello(1, creatorSecret);
    for (ConnId c : {ConnId(2), ConnId(3), ConnId(4)})
        ASSERT_FALSE(sit(c).empty());
    move(1, room->game().legal_moves().front().text, 1);
    tick(30'000); // Blue's flag falls
    json ev = frame_of(fx, 1, "move")["d"];
    EXPECT_EQ(ev["seat"], 1);
    EXPECT_EQ(ev["state"]["eliminated"], json::array({false, true, false, false}));
    EXPECT_TRUE(ev["state"]["outcome"].is_null());
    EXPECT_EQ(ev["state"]["toMove"], 2);
    EXPECT_EQ(room->game().history().back().text, "T"); // PGN4's time-out ply
    EXPECT_EQ(room->game().history().back().kind, "time-forfeit");
    EXPECT_EQ(ev["state"]["clocks"]["remainingMs"], json({30'000, 0, 30'000, 30'000}));
    EXPECT_EQ(ev["state"]["clocks"]["running"], 2);
    // A round later Red's move hands the turn to Yellow: Blue's clock stays stopped.
    now += 1'000;
    move(3, room->game().legal_moves().front().text, 1);
    now += 1'000;
    move(4, room->game().legal_moves().front().text, 1);
    now += 1'000;
    move(1, room->game().legal_moves().front().text, 2);
    ev = frame_of(fx, 2, "move")["d"];
    EXPECT_EQ(ev["state"]["toMove"], 2);
    EXPECT_EQ(ev["state"]["clocks"]["running"], 2);
    EXPECT_EQ(ev["state"]["clocks"]["remainingMs"], json({29'000, 0, 29'000, 29'000}));
}

TEST_F(ServerRoom, TheCpuThinksWithinItsClockAndItsClockRunsMeanwhile) {
    make(human_vs_cpu(2, game_clock(60)));
    hello(1, creatorSecret);
    move(1, "e2e4", 1);
    ASSERT_EQ(fx.searches.size(), 1u);
    // 60 s left, no increment: (60000 - 200) / 30 (Room::limits_for).
    EXPECT_EQ(fx.searches[0].limits.maxTimeMs, (60'000 - CPU_MOVE_OVERHEAD_MS) / CPU_CLOCK_MOVES);
    EXPECT_EQ(frame_of(fx, 1, "move")["d"]["state"]["clocks"]["running"], 1);
    now += 700;
    run_cpu();
    EXPECT_EQ(frame_of(fx, 1, "move")["d"]["state"]["clocks"]["remainingMs"], json({60'000, 59'300}));
}

// A move announced with a draw claim (FIDE 9.2.1) is a move like any other: stored with its mover's time left
// and announced by the same `move` event. The same game is played in two rooms, 1 s a move and 3 s for Black's
// last; Black's Nf6-g8 claims the threefold repetition in the first room and is a plain move in the second.
TEST_F(ServerRoom, AMoveAnnouncedWithADrawClaimIsRecordedAsAnyMove) {
    std::vector<json> events;
    for (const std::string id : {"Room000001", "Room000002"}) {
        auto created = Room::create(two_humans(game_clock(60, 2)), id, *storage, now);
        ASSERT_TRUE(created.ok()) << created.error().message;
        room = std::move(created.value().room);
        fx = room->start(now);
        hello(1, created.value().secret);
        sit(2);
        int a = 0;
        for (const char* u : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"}) {
            now += 1'000;
            move(room->game().side_to_move() == 0 ? 1 : 2, u, ++a);
        }
        now += 3'000;
        if (events.empty())
            send(2, protocol::in::ClaimDraw{"f6g8"});
        else
            move(2, "f6g8", ++a);
        events.push_back(frame_of(fx, 1, "move")["d"]);
        // White: 60 s, 4 moves of 1 s and +2 s each. Black: 3 moves of 1 s, then one of 3 s, +2 s each.
        EXPECT_EQ(events.back()["state"]["clocks"]["remainingMs"], json({64'000, 62'000})) << id;
        auto stored = storage->load_room(id);
        ASSERT_TRUE(stored.ok() && stored.value());
        EXPECT_EQ(stored.value()->current.moves.size(), 8u) << id;
        EXPECT_EQ(stored.value()->current.moves.back().clockMs, 62'000) << id;
    }
    const json& claimed = events[0];
    const json& played = events[1];
    EXPECT_EQ(claimed["move"], played["move"]);
    EXPECT_EQ(claimed["seat"], played["seat"]);
    EXPECT_EQ(claimed["cpu"], played["cpu"]);
    const auto keys = [](const json& j) {
        std::vector<std::string> out;
        for (const auto& [key, value] : j.items())
            out.push_back(key);
        return out;
    };
    EXPECT_EQ(keys(claimed), keys(played));
    EXPECT_EQ(keys(claimed["state"]), keys(played["state"]));
    EXPECT_FALSE(claimed["state"].contains("history"));
    EXPECT_EQ(claimed["state"]["outcome"]["termination"], "threefold-repetition");
}

} // namespace
} // namespace littletable::server::testing
