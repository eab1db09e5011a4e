// Time controls (match/time_control.h): parsing, the PGN tag, the internal players' share of the clock.
#include <gtest/gtest.h>

#include "match/time_control.h"

namespace littletable::match {
namespace {

TEST(TimeControl, ParsesSecondsPlusIncrement) {
    auto tc = parse_clock("10+0.1");
    ASSERT_TRUE(tc.ok());
    EXPECT_EQ(tc.value().baseMs, 10'000);
    EXPECT_EQ(tc.value().incrementMs, 100);
    tc = parse_clock("2+0.05");
    ASSERT_TRUE(tc.ok());
    EXPECT_EQ(tc.value().baseMs, 2'000);
    EXPECT_EQ(tc.value().incrementMs, 50);
    tc = parse_clock("60");
    ASSERT_TRUE(tc.ok());
    EXPECT_EQ(tc.value().baseMs, 60'000);
    EXPECT_EQ(tc.value().incrementMs, 0);
    tc = parse_clock("0.5+0");
    ASSERT_TRUE(tc.ok());
    EXPECT_EQ(tc.value().baseMs, 500);
}

TEST(TimeControl, RejectsMalformedClocks) {
    for (const char* bad : {"", "abc", "10+", "+1", "-1", "0", "0+1", "1.2345", "10+x", "40/60", "1e3", "10++1", "."}) {
        auto tc = parse_clock(bad);
        ASSERT_FALSE(tc.ok()) << bad;
        EXPECT_EQ(tc.error().code, "ERR_TIME_CONTROL");
        EXPECT_NE(tc.error().message.find("SECONDS[+INCREMENT]"), std::string::npos);
    }
}

TEST(TimeControl, PgnTagFollowsThePgnStandardAndCutechess) {
    // PGN standard §9.6.1: "base+increment" in seconds for a clock, "-" for none.
    EXPECT_EQ(parse_clock("10+0.1").value().pgn_tag(), "10+0.1");
    EXPECT_EQ(parse_clock("300").value().pgn_tag(), "300");
    TimeControl moveTime;
    moveTime.moveTimeMs = 500;
    EXPECT_EQ(moveTime.pgn_tag(), "0.5/move");
    TimeControl nodes;
    nodes.nodes = 1000;
    EXPECT_EQ(nodes.pgn_tag(), "-");
    EXPECT_FALSE(nodes.timed());
    EXPECT_TRUE(nodes.any());
    EXPECT_FALSE(TimeControl{}.any());
}

TEST(TimeControl, SecondsText) {
    EXPECT_EQ(seconds_text(100), "0.1");
    EXPECT_EQ(seconds_text(10'000), "10");
    EXPECT_EQ(seconds_text(2'050), "2.05");
    EXPECT_EQ(seconds_text(1'001), "1.001");
}

} // namespace
} // namespace littletable::match
