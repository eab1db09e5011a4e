// Rooms and time: per-move clocks, grace periods, CPU seats and takeovers — with injected time, no sleeping.
#include "tests/server/room_fixture.h"

namespace littletable::server::testing {
namespace {

TEST_F(ServerRoom, CpuSeatAnswersEveryHumanMove) {
    make(human_vs_cpu(2));
    EXPECT_TRUE(fx.searches.empty()); // White (the human) moves first
    hello(1, creatorSecret);
    move(1, "e2e4", 1);
    ASSERT_EQ(fx.searches.size(), 1u);
    EXPECT_EQ(fx.searches[0].seat, 1);
    EXPECT_EQ(fx.searches[0].limits.level, 2);
    EXPECT_EQ(fx.searches[0].game->history().size(), 1u);
    run_cpu();
    json ev = frame_of(fx, 1, "move")["d"];
    EXPECT_EQ(ev["seat"], 1);
    EXPECT_EQ(ev["cpu"], true);
    EXPECT_EQ(ev["state"]["toMove"], 0);
}

TEST_F(ServerRoom, CpuMovingFirstStartsWhenSomeoneIsThere) {
    make(protocol::RoomSpec{"chess", {{protocol::SeatKind::CPU, 3}, {protocol::SeatKind::HUMAN, 0}}, 1, {}, ""});
    EXPECT_TRUE(fx.searches.empty());
    hello(1, creatorSecret);
    ASSERT_EQ(fx.searches.size(), 1u);
    EXPECT_EQ(fx.searches[0].seat, 0);
    // The last socket leaves: the search is dropped until someone is back.
    const uint64_t search = fx.searches[0].id;
    fx = room->disconnect(1, now);
    EXPECT_EQ(fx.cancelled, std::vector<uint64_t>{search});
    hello(2);
    EXPECT_EQ(fx.searches.size(), 1u);
}

TEST_F(ServerRoom, CpuAgainstCpuPlaysToTheEnd) {
    protocol::RoomSettings s;
    s.moveLimit = 40;
    make(protocol::RoomSpec{"chess", {{protocol::SeatKind::CPU, 1}, {protocol::SeatKind::CPU, 8}}, NO_SEAT, s, ""});
    EXPECT_TRUE(creatorSecret.empty());
    EXPECT_TRUE(fx.searches.empty()); // nobody watches yet
    hello(1);
    run_cpu();
    EXPECT_TRUE(room->over());
    EXPECT_EQ(room->game().history().size(), 40u);
    EXPECT_FALSE(room->next_deadline());
}

TEST_F(ServerRoom, FailedOrBadSearchesFallBackToALegalMove) {
    make(human_vs_cpu());
    hello(1, creatorSecret);
    move(1, "e2e4", 1);
    ASSERT_EQ(fx.searches.size(), 1u);
    fx = room->cpu_moved(fx.searches[0].id, make_error("ERR_NO_CPU_PLAYER", "no search"), now);
    EXPECT_EQ(frame_of(fx, 1, "move")["d"]["cpu"], true);
    move(1, "d2d4", 2);
    fx = room->cpu_moved(fx.searches[0].id, std::string("not a move"), now);
    EXPECT_EQ(frame_of(fx, 1, "move")["d"]["cpu"], true);
    EXPECT_EQ(room->game().history().size(), 4u);
}

TEST_F(ServerRoom, StaleSearchResultsAreDropped) {
    make(human_vs_cpu());
    hello(1, creatorSecret);
    move(1, "e2e4", 1);
    const uint64_t id = fx.searches.at(0).id;
    fx = room->cpu_moved(id + 100, std::string("e7e5"), now);
    EXPECT_TRUE(fx.frames.empty());
    fx = room->cpu_moved(id, std::string("e7e5"), now);
    EXPECT_EQ(room->game().history().size(), 2u);
    fx = room->cpu_moved(id, std::string("g1f3"), now); // a duplicate answer
    EXPECT_TRUE(fx.frames.empty());
    EXPECT_EQ(room->game().history().size(), 2u);
}

TEST_F(ServerRoom, MoveClockRunsOutThenTheCpuMovesOnceForAPlayerWhoIsThere) {
    protocol::RoomSettings s;
    s.moveTime = 30;
    make(two_humans(s));
    hello(1, creatorSecret);
    EXPECT_FALSE(room->next_deadline()); // waiting for a second player
    sit(2);
    EXPECT_EQ(room->next_deadline(), now + 30'000); // White's clock starts when Black sits down
    move(1, "e2e4", 1);
    json clock = frame_of(fx, 2, "move")["d"]["state"]["clock"];
    EXPECT_EQ(clock["seat"], 1);
    EXPECT_EQ(clock["remainingMs"], 30'000);

    tick(29'999);
    EXPECT_TRUE(fx.frames.empty());
    EXPECT_TRUE(fx.searches.empty());
    tick(1);
    EXPECT_TRUE(frame_of(fx, 1, "seats")["d"]["seats"][1]["cpuPlaying"]);
    ASSERT_EQ(fx.searches.size(), 1u);
    EXPECT_EQ(fx.searches[0].seat, 1);
    EXPECT_EQ(fx.searches[0].limits.level, TAKEOVER_LEVEL);
    EXPECT_LE(fx.searches[0].limits.maxTimeMs, TAKEOVER_MAX_MS);
    run_cpu();
    EXPECT_EQ(frame_of(fx, 1, "move")["d"]["cpu"], true);
    // Black is still there: after the one move the seat is Black's again.
    EXPECT_FALSE(frame_of(fx, 2, "seats")["d"]["seats"][1]["cpuPlaying"]);
    EXPECT_FALSE(room->seat(1).cpuPlaying);

    move(1, "d2d4", 2);
    EXPECT_TRUE(fx.searches.empty()) << "Black's next move is Black's own";
    EXPECT_EQ(room->next_deadline(), now + 30'000);
    move(2, "e7e5", 1);
    EXPECT_EQ(frame_of(fx, 1, "move")["d"]["cpu"], false);
}

TEST_F(ServerRoom, APlayerWhoTimedOutAndLeftIsTakenOverAfterTheGracePeriod) {
    protocol::RoomSettings s;
    s.moveTime = 30;
    make(two_humans(s)); // graceSeconds 20
    hello(1, creatorSecret);
    const std::string black = sit(2);
    move(1, "e2e4", 1);
    tick(30'000); // Black's time runs out ...
    ASSERT_EQ(fx.searches.size(), 1u);
    const CpuRequest search = fx.searches[0];
    fx = room->disconnect(2, now); // ... and Black closes the page while the CPU thinks
    fx = room->cpu_moved(search.id, first_legal_move(*search.game), now);
    EXPECT_EQ(room->game().history().size(), 2u);
    tick(20'000); // the grace period after leaving
    EXPECT_TRUE(room->seat(1).cpuPlaying);
    move(1, "d2d4", 2);
    ASSERT_EQ(fx.searches.size(), 1u) << "the CPU plays on for the away player";
    run_cpu();
    EXPECT_EQ(room->game().history().size(), 4u);
    hello(3, black); // until they are back
    EXPECT_FALSE(room->seat(1).cpuPlaying);
}

TEST_F(ServerRoom, NoClockForASeatNobodyTookYet) {
    protocol::RoomSettings s;
    s.moveTime = 30;
    make(two_humans(s));
    hello(1, creatorSecret);
    move(1, "e2e4", 1);
    EXPECT_FALSE(room->next_deadline());
    EXPECT_TRUE(frame_of(fx, 1, "move")["d"]["state"]["clock"].is_null());
}

TEST_F(ServerRoom, AwayPastTheGracePeriodTheCpuPlaysUntilHello) {
    make(two_humans()); // graceSeconds 20
    hello(1, creatorSecret);
    const std::string black = sit(2);
    move(1, "e2e4", 1);
    fx = room->disconnect(2, now);
    EXPECT_FALSE(frame_of(fx, 1, "seats")["d"]["seats"][1]["connected"]);
    EXPECT_EQ(room->next_deadline(), now + 20'000);
    tick(19'999);
    EXPECT_TRUE(fx.searches.empty());
    tick(1);
    EXPECT_TRUE(frame_of(fx, 1, "seats")["d"]["seats"][1]["cpuPlaying"]);
    ASSERT_EQ(fx.searches.size(), 1u);
    run_cpu();
    EXPECT_EQ(room->game().history().size(), 2u);
    move(1, "d2d4", 2);
    run_cpu();
    EXPECT_EQ(room->game().history().size(), 4u);

    // The player reopens the link on the same device: the seat is theirs again.
    hello(3, black, int64_t(room->version()));
    EXPECT_EQ(frame_of(fx, 3, "seated")["d"]["seat"], 1);
    json seats = frame_of(fx, 1, "seats")["d"]["seats"];
    EXPECT_FALSE(seats[1]["cpuPlaying"]);
    EXPECT_TRUE(seats[1]["connected"]);
    move(1, "c2c4", 3);
    EXPECT_TRUE(fx.searches.empty());
    move(3, "c7c5", 1);
    EXPECT_EQ(frame_of(fx, 1, "move")["d"]["cpu"], false);
}

TEST_F(ServerRoom, ACreatorWhoNeverConnectsIsTakenOverAfterTheGracePeriod) {
    make(two_humans());
    sit(2); // the friend came; the creator never opened the room
    EXPECT_EQ(room->next_deadline(), now + 20'000);
    tick(20'000);
    ASSERT_EQ(fx.searches.size(), 1u);
    EXPECT_EQ(fx.searches[0].seat, 0);
}

TEST_F(ServerRoom, ACreatorWhoNeverConnectsGetsTheGracePeriodFromTheFriendsArrival) {
    make(two_humans()); // graceSeconds 20
    tick(60'000); // nobody there for a minute
    EXPECT_FALSE(room->next_deadline()) << "no player waits yet";
    sit(2); // the friend comes
    EXPECT_TRUE(fx.searches.empty()) << "no CPU move for the creator the moment the friend sits";
    EXPECT_EQ(room->next_deadline(), now + 20'000);
    tick(19'999);
    EXPECT_TRUE(fx.searches.empty());
    tick(1);
    ASSERT_EQ(fx.searches.size(), 1u);
    EXPECT_EQ(fx.searches[0].seat, 0);
}

TEST_F(ServerRoom, SpectatorsAloneStartNoTakeover) {
    make(two_humans()); // graceSeconds 20
    hello(1, creatorSecret);
    sit(2);
    move(1, "e2e4", 1);
    fx = room->disconnect(1, now);
    fx = room->disconnect(2, now); // both players gone
    hello(3); // someone watching
    EXPECT_FALSE(room->next_deadline());
    tick(60'000);
    EXPECT_TRUE(fx.searches.empty()) << "the CPU does not play a game nobody plays";
    EXPECT_FALSE(room->seat(0).cpuPlaying);
    EXPECT_FALSE(room->seat(1).cpuPlaying);
}

TEST_F(ServerRoom, ATakeoverWaitsWhileTheOtherPlayerIsAwayToo) {
    make(two_humans()); // graceSeconds 20
    hello(1, creatorSecret);
    const std::string black = sit(2);
    move(1, "e2e4", 1);
    fx = room->disconnect(2, now); // Black leaves ...
    tick(10'000);
    fx = room->disconnect(1, now); // ... and White too, before Black's grace is over
    tick(60'000);
    EXPECT_TRUE(fx.searches.empty());
    hello(3, creatorSecret); // White is back: Black's grace period starts again
    EXPECT_EQ(room->next_deadline(), now + 20'000);
    tick(20'000);
    ASSERT_EQ(fx.searches.size(), 1u);
    EXPECT_EQ(fx.searches[0].seat, 1);
}

TEST_F(ServerRoom, AMoveFromTheSeatEndsItsTakeover) {
    protocol::RoomSettings s;
    s.moveTime = 30;
    make(two_humans(s));
    hello(1, creatorSecret);
    sit(2);
    tick(30'000); // White's time runs out: the CPU thinks for White
    ASSERT_EQ(fx.searches.size(), 1u);
    const uint64_t search = fx.searches[0].id;
    move(1, "e2e4", 1); // ... but White was there all along
    EXPECT_EQ(fx.cancelled, std::vector<uint64_t>{search});
    EXPECT_EQ(frame_of(fx, 2, "move")["d"]["cpu"], false);
    EXPECT_FALSE(room->seat(0).cpuPlaying);
}

} // namespace
} // namespace littletable::server::testing
