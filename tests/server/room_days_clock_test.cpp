// Days per move (correspondence), with an injected wall clock: the settings, each turn's full days, the deadline
// kept across a restart, the flag that falls at the deadline (also one that passed while the server was down) and
// no CPU takeover. The expected values follow issue 51 ("a clock of 1, 2, 3 or 7 days per move ... kept across
// restarts; a flag falls as for other clocks") and lichess's correspondence games (each move gets the full days).
#include "server/lobby/lobby.h"
#include "tests/server/room_fixture.h"

namespace littletable::server::testing {
namespace {

constexpr Millis HOUR = 3'600'000;
constexpr Millis DAY = 24 * HOUR;

protocol::RoomSettings days_per_move(int days) {
    protocol::RoomSettings s;
    s.daysPerMove = days;
    return s;
}

/// The error code and message of settings `j`, or "" when they are accepted.
std::string settings_error(const json& j) {
    auto s = protocol::parse_settings(j);
    return s.ok() ? std::string() : s.error().code + " " + s.error().message;
}

TEST(DaysPerMoveSettings, OneTwoThreeAndSevenDaysAreRead) {
    for (int days : {1, 2, 3, 7}) {
        auto s = protocol::parse_settings(json{{"daysPerMove", days}});
        ASSERT_TRUE(s.ok()) << days << ": " << s.error().message;
        EXPECT_EQ(s.value().daysPerMove, days);
        EXPECT_EQ(protocol::parse_settings(to_json(s.value())).value(), s.value()); // as stored and read back
    }
    EXPECT_EQ(protocol::parse_settings(json::object()).value().daysPerMove, 0); // none unless asked for
}

TEST(DaysPerMoveSettings, OtherDaysAreRefusedSayingWhichAreAllowed) {
    for (const json& bad : {json(4), json(5), json(14), json(-1), json("1"), json(1.5)}) {
        const std::string e = settings_error({{"daysPerMove", bad}});
        EXPECT_EQ(e.rfind("ERR_BAD_FIELD settings.daysPerMove: ", 0), 0u) << bad.dump() << ": " << e;
        if (bad.is_number_integer())
            EXPECT_NE(e.find("1, 2, 3 or 7"), std::string::npos) << e;
    }
}

TEST(DaysPerMoveSettings, DaysPerMoveTakeNoOtherClock) {
    EXPECT_EQ(settings_error({{"daysPerMove", 1}, {"moveTime", 30}}).rfind("ERR_BAD_FIELD settings.daysPerMove: ", 0),
              0u);
    EXPECT_EQ(settings_error({{"daysPerMove", 3}, {"clockBase", 300}}).rfind("ERR_BAD_FIELD settings.daysPerMove: ", 0),
              0u);
    auto spec = protocol::parse_room_spec(R"({"game":"chess","seats":[{"kind":"human"},{"kind":"human"}],
                                              "settings":{"daysPerMove":5}})");
    ASSERT_FALSE(spec.ok());
    EXPECT_EQ(spec.error().code, "ERR_BAD_FIELD");
}

TEST(DaysPerMoveSettings, ASeekTakesDaysPerMoveAsARoomDoes) {
    auto seek = parse_seek(R"({"game":"fourplayer","ranked":true,"daysPerMove":7})");
    ASSERT_TRUE(seek.ok()) << seek.error().message;
    EXPECT_EQ(seek.value().daysPerMove, 7);
    auto bad = parse_seek(R"({"game":"chess","daysPerMove":10})");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().message.rfind("daysPerMove: ", 0), 0u) << bad.error().message;
}

/// Rooms on an injected wall clock that moves with the room's own clock.
class DaysRoom : public ServerRoom {
protected:
    void make_days(const protocol::RoomSpec& spec) {
        auto created = Room::create(spec, "Room000001", *storage, now, clock());
        ASSERT_TRUE(created.ok()) << created.error().message;
        room = std::move(created.value().room);
        creatorSecret = created.value().secret;
        fx = room->start(now);
    }
    WallClock clock() {
        return [this] { return wallNow; };
    }
    /// Time passes on both clocks; the room's timer fires when one was due.
    void pass(Millis ms) {
        now += ms;
        wallNow += ms;
        fx = room->on_timer(now);
    }
    /// The server stops, `down` passes, and the room is rebuilt from storage and started (a restart): on a new
    /// process's monotonic clock, on the same wall clock.
    void restart(Millis down) {
        wallNow += down;
        now = 5'000; // another process: its monotonic clock has nothing to do with the last one's
        auto record = storage->load_room("Room000001");
        ASSERT_TRUE(record.ok() && record.value());
        auto restored = Room::restore(*record.value(), *storage, now, clock());
        ASSERT_TRUE(restored.ok()) << restored.error().message;
        room = std::move(restored).value();
        fx = room->start(now);
    }
    /// The state's per-move clock {seat, remainingMs}, as a new socket's snapshot shows it.
    json shown_clock(ConnId c) {
        hello(c);
        return frame_of(fx, c, "snapshot")["d"]["state"]["clock"];
    }

    UnixMillis wallNow = 1'780'000'000'000; // 2026-05-28
};

TEST_F(DaysRoom, EachTurnGetsTheFullDaysFromTheMomentItBegins) {
    make_days(two_humans(days_per_move(2)));
    hello(1, creatorSecret);
    EXPECT_TRUE(room->state_json(now)["clock"].is_null()) << "no clock while a seat is free";
    const std::string second = sit(2);
    EXPECT_EQ(frame_of(fx, 1, "clock")["d"]["clock"], (json{{"seat", 0}, {"remainingMs", 2 * DAY}}));
    pass(30 * HOUR);
    EXPECT_EQ(room->state_json(now)["clock"], (json{{"seat", 0}, {"remainingMs", 18 * HOUR}}));
    move(1, "e2e4", 1);
    // Nothing banked, nothing added: Black has two days, as White had.
    EXPECT_EQ(frame_of(fx, 2, "move")["d"]["state"]["clock"], (json{{"seat", 1}, {"remainingMs", 2 * DAY}}));
    EXPECT_TRUE(frame_of(fx, 2, "move")["d"]["state"]["clocks"].is_null()) << "no game clock";
}

TEST_F(DaysRoom, TheFlagFallsAtTheDeadlineWithNobodyInTheRoom) {
    make_days(two_humans(days_per_move(1)));
    hello(1, creatorSecret);
    sit(2);
    move(1, "e2e4", 1);
    fx = room->disconnect(1, now);
    fx = room->disconnect(2, now);
    EXPECT_EQ(room->next_deadline(), now + DAY) << "the days run while nobody is here";
    pass(DAY - 1);
    EXPECT_FALSE(room->over());
    pass(1);
    ASSERT_TRUE(room->over());
    const json state = room->state_json(now);
    EXPECT_EQ(state["outcome"]["termination"], "time-forfeit");
    EXPECT_EQ(state["outcome"]["winners"], json::array({0}));
    EXPECT_TRUE(state["clock"].is_null());
    auto stored = storage->load_room("Room000001");
    ASSERT_TRUE(stored.ok() && stored.value());
    ASSERT_TRUE(stored.value()->current.ending);
    EXPECT_EQ(stored.value()->current.ending->outcome.termination, Termination::TIME_FORFEIT);
    EXPECT_FALSE(stored.value()->current.deadlineMs) << "an ended game has no deadline left";
}

TEST_F(DaysRoom, AMoveAfterTheDeadlineIsNotPlayed) {
    make_days(two_humans(days_per_move(1)));
    hello(1, creatorSecret);
    sit(2);
    now += DAY; // the room's timer has not fired: the wall clock decides
    wallNow += DAY;
    move(1, "e2e4", 1);
    EXPECT_EQ(frame_of(fx, 1, "error")["d"]["code"], "ERR_GAME_OVER");
    EXPECT_EQ(frame_of(fx, 1, "end")["d"]["state"]["outcome"]["winners"], json::array({1}));
    EXPECT_TRUE(room->game().history().empty());
}

TEST_F(DaysRoom, NobodyPlaysForAnAwayPlayer) {
    make_days(two_humans(days_per_move(3)));
    hello(1, creatorSecret);
    const std::string second = sit(2);
    move(1, "e2e4", 1);
    fx = room->disconnect(2, now); // Black leaves while White waits, far past the grace period
    pass(2 * DAY);
    EXPECT_TRUE(fx.searches.empty());
    EXPECT_FALSE(room->seat(1).cpuPlaying);
    EXPECT_FALSE(room->pending_search());
    EXPECT_EQ(room->game().history().size(), 1u);
    EXPECT_EQ(room->state_json(now)["clock"], (json{{"seat", 1}, {"remainingMs", DAY}}));
    // Back a day later, Black plays the move himself.
    hello(2, second);
    move(2, "e7e5", 1);
    EXPECT_EQ(frame_of(fx, 1, "move")["d"]["cpu"], false);
}

TEST_F(DaysRoom, ARestartKeepsTheDeadlineOfTheSeatToMove) {
    make_days(two_humans(days_per_move(1)));
    hello(1, creatorSecret);
    sit(2);
    pass(2 * HOUR);
    move(1, "e2e4", 1); // Black's deadline: a day from this move
    pass(3 * HOUR);
    restart(2 * HOUR); // down for two hours: they count
    EXPECT_FALSE(room->over());
    EXPECT_EQ(room->state_json(now)["clock"], (json{{"seat", 1}, {"remainingMs", 19 * HOUR}}));
    EXPECT_EQ(room->next_deadline(), now + 19 * HOUR);
    EXPECT_EQ(shown_clock(3), (json{{"seat", 1}, {"remainingMs", 19 * HOUR}}));
    pass(19 * HOUR - 1);
    EXPECT_FALSE(room->over());
    pass(1);
    EXPECT_EQ(room->state_json(now)["outcome"]["winners"], json::array({0}));
}

TEST_F(DaysRoom, AFirstMoveKeepsItsDeadlineAcrossARestart) {
    make_days(two_humans(days_per_move(2)));
    hello(1, creatorSecret);
    pass(5 * HOUR); // waiting for a player: no clock
    sit(2);
    pass(HOUR);
    restart(HOUR);
    EXPECT_EQ(room->state_json(now)["clock"], (json{{"seat", 0}, {"remainingMs", 2 * DAY - 2 * HOUR}}));
}

// lichess's correspondence games: a flag whose time ran out while the server was down falls when it starts.
TEST_F(DaysRoom, AFlagThatFellWhileTheServerWasDownFallsAtStart) {
    make_days(two_humans(days_per_move(1)));
    hello(1, creatorSecret);
    sit(2);
    move(1, "e2e4", 1);
    pass(HOUR);
    restart(DAY);
    ASSERT_TRUE(room->over());
    EXPECT_EQ(room->state_json(now)["outcome"]["termination"], "time-forfeit");
    EXPECT_EQ(room->state_json(now)["outcome"]["winners"], json::array({0}));
    auto stored = storage->load_room("Room000001");
    ASSERT_TRUE(stored.ok() && stored.value() && stored.value()->current.ending);
    EXPECT_EQ(stored.value()->current.ending->outcome.winners, 1u);
}

TEST_F(DaysRoom, AComputerSeatHasNoDeadline) {
    make_days(human_vs_cpu(2, days_per_move(1)));
    hello(1, creatorSecret);
    move(1, "e2e4", 1);
    ASSERT_EQ(fx.searches.size(), 1u);
    EXPECT_TRUE(frame_of(fx, 1, "move")["d"]["state"]["clock"].is_null());
    EXPECT_FALSE(room->next_deadline());
    auto stored = storage->load_room("Room000001");
    ASSERT_TRUE(stored.ok() && stored.value());
    EXPECT_FALSE(stored.value()->current.deadlineMs);
    run_cpu();
    EXPECT_EQ(frame_of(fx, 1, "move")["d"]["state"]["clock"], (json{{"seat", 0}, {"remainingMs", DAY}}));
}

// fourplayer.md: a timed-out player is eliminated and play goes on; the next seat's turn has its full days.
TEST_F(DaysRoom, AFourPlayerSeatWhoseDaysRunOutIsEliminated) {
    make_days(protocol::RoomSpec{"fourplayer",
                                 {{protocol::SeatKind::HUMAN, 0},
                                  {protocol::SeatKind::HUMAN, 0},
                                  {protocol::SeatKind::HUMAN, 0},
                                  {protocol::SeatKind::HUMAN, 0}},
                                 0,
                                 days_per_move(2),
                                 ""});
    hello(1, creatorSecret);
    for (ConnId c : {ConnId(2), ConnId(3), ConnId(4)})
        ASSERT_FALSE(sit(c).empty());
    move(1, room->game().legal_moves().front().text, 1);
    pass(2 * DAY); // Blue's days run out
    const json ev = frame_of(fx, 1, "move")["d"];
    EXPECT_EQ(ev["seat"], 1);
    EXPECT_EQ(room->game().history().back().kind, "time-forfeit");
    EXPECT_EQ(ev["state"]["eliminated"], json::array({false, true, false, false}));
    EXPECT_TRUE(ev["state"]["outcome"].is_null());
    EXPECT_EQ(ev["state"]["clock"], (json{{"seat", 2}, {"remainingMs", 2 * DAY}}));
}

} // namespace
} // namespace littletable::server::testing
