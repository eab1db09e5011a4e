// A socket's frame limits: a burst, then a steady rate; over it refused, a whole burst over it closed; hellos
// metered apart and tighter; the defaults leave room for a normal player.
#include <gtest/gtest.h>

#include "server/net/frame_limit.h"

namespace littletable::server::testing {
namespace {

using namespace std::chrono_literals;
using Clock = FrameMeter::Clock;

const Clock::time_point T0 = Clock::time_point{} + 1h;

TEST(ServerFrameLimit, ABurstThenRefusedThenClosedWhenItKeepsGoing) {
    FrameMeter meter(FrameLimits{/*framesPerSecond=*/1, /*frameBurst=*/3, 30, 5});
    for (int i = 0; i < 3; ++i)
        EXPECT_EQ(meter.on_frame(T0), FrameVerdict::PASS) << i;
    for (int i = 0; i < 3; ++i)
        EXPECT_EQ(meter.on_frame(T0), FrameVerdict::REFUSE) << i;
    EXPECT_EQ(meter.on_frame(T0), FrameVerdict::CLOSE);
}

TEST(ServerFrameLimit, ARefusedSocketThatWaitsPassesAgain) {
    FrameMeter meter(FrameLimits{/*framesPerSecond=*/1, /*frameBurst=*/3, 30, 5});
    for (int i = 0; i < 3; ++i)
        ASSERT_EQ(meter.on_frame(T0), FrameVerdict::PASS);
    ASSERT_EQ(meter.on_frame(T0), FrameVerdict::REFUSE); // owes one token
    EXPECT_EQ(meter.on_frame(T0 + 1s), FrameVerdict::REFUSE) << "the owed token comes back first";
    EXPECT_EQ(meter.on_frame(T0 + 3s), FrameVerdict::PASS);
    // One a second is the rate it may keep up for good.
    for (int i = 4; i < 100; ++i)
        EXPECT_EQ(meter.on_frame(T0 + std::chrono::seconds(i)), FrameVerdict::PASS) << i;
}

TEST(ServerFrameLimit, HellosHaveTheirOwnTighterLimit) {
    FrameMeter meter(FrameLimits{10, 40, /*hellosPerMinute=*/6, /*helloBurst=*/2}); // a hello every 10 s
    for (int i = 0; i < 2; ++i) {
        ASSERT_EQ(meter.on_frame(T0), FrameVerdict::PASS);
        EXPECT_EQ(meter.on_hello(T0), FrameVerdict::PASS) << i;
    }
    ASSERT_EQ(meter.on_frame(T0), FrameVerdict::PASS);
    EXPECT_EQ(meter.on_hello(T0), FrameVerdict::REFUSE);
    // Other frames still pass: the hello limit is apart.
    EXPECT_EQ(meter.on_frame(T0), FrameVerdict::PASS);
    // The owed hello is back after 10 s, the burst after 30 s; then two more over it are refused, a third closes.
    EXPECT_EQ(meter.on_hello(T0 + 30s), FrameVerdict::PASS);
    EXPECT_EQ(meter.on_hello(T0 + 30s), FrameVerdict::PASS);
    EXPECT_EQ(meter.on_hello(T0 + 30s), FrameVerdict::REFUSE);
    EXPECT_EQ(meter.on_hello(T0 + 30s), FrameVerdict::REFUSE);
    EXPECT_EQ(meter.on_hello(T0 + 30s), FrameVerdict::CLOSE);
}

// The defaults (docs/protocol.md): a player who moves, premoves and says hello again after every gap in a fast
// game, and a flood that is closed within a fraction of a second.
TEST(ServerFrameLimit, TheDefaultsLeaveRoomForAPlayerAndCloseAFlood) {
    FrameMeter player{FrameLimits{}};
    // Five frames a second for ten minutes (a move, a premove, a draw offer and answer, a ping), and a hello
    // every ten seconds among them.
    for (int ms = 0; ms < 600'000; ms += 200) {
        const Clock::time_point at = T0 + std::chrono::milliseconds(ms);
        ASSERT_EQ(player.on_frame(at), FrameVerdict::PASS) << ms;
        if (ms % 10'000 == 0) {
            ASSERT_EQ(player.on_hello(at), FrameVerdict::PASS) << ms;
        }
    }
    // Forty frames at once (a reconnect replaying what it queued) pass too.
    for (int i = 0; i < 40; ++i)
        ASSERT_EQ(player.on_frame(T0 + 20min), FrameVerdict::PASS) << i;

    FrameMeter flood{FrameLimits{}};
    int passed = 0;
    for (int i = 0;; ++i) {
        const FrameVerdict v = flood.on_frame(T0 + std::chrono::microseconds(100 * i)); // 10,000 a second
        if (v == FrameVerdict::CLOSE) {
            EXPECT_LT(i, 100);
            break;
        }
        passed += v == FrameVerdict::PASS;
    }
    EXPECT_EQ(passed, 40);
}

} // namespace
} // namespace littletable::server::testing
