// Room creation per client address: a burst, then a steady rate; addresses are independent; a token given back
// for a request that did no work; no limit at 0. One bucket taken into debt (a socket's frames).
#include <gtest/gtest.h>

#include "server/net/rate_limit.h"

namespace littletable::server::testing {
namespace {

using namespace std::chrono_literals;

TEST(ServerRateLimit, ABurstThenOneTokenPerPeriod) {
    RateLimiter limiter(/*perMinute=*/6, /*burst=*/3); // a token every 10 s
    const auto t0 = RateLimiter::Clock::time_point{} + 1h;
    for (int i = 0; i < 3; ++i)
        EXPECT_TRUE(limiter.allow("10.0.0.1", t0)) << i;
    EXPECT_FALSE(limiter.allow("10.0.0.1", t0));
    EXPECT_FALSE(limiter.allow("10.0.0.1", t0 + 9s)) << "not a whole token yet";
    EXPECT_TRUE(limiter.allow("10.0.0.1", t0 + 10s));
    EXPECT_FALSE(limiter.allow("10.0.0.1", t0 + 11s));
    // A long pause refills the bucket to the burst, no further.
    for (int i = 0; i < 3; ++i)
        EXPECT_TRUE(limiter.allow("10.0.0.1", t0 + 1h)) << i;
    EXPECT_FALSE(limiter.allow("10.0.0.1", t0 + 1h));
}

TEST(ServerRateLimit, EachAddressHasItsOwnBucket) {
    RateLimiter limiter(1, 1);
    const auto t0 = RateLimiter::Clock::time_point{} + 1h;
    EXPECT_TRUE(limiter.allow("10.0.0.1", t0));
    EXPECT_FALSE(limiter.allow("10.0.0.1", t0));
    EXPECT_TRUE(limiter.allow("10.0.0.2", t0));
    EXPECT_TRUE(limiter.allow("::1", t0));
}

TEST(ServerRateLimit, ARefusalChangesNothing) {
    RateLimiter limiter(60, 1); // a token a second
    const auto t0 = RateLimiter::Clock::time_point{} + 1h;
    EXPECT_TRUE(limiter.allow("a", t0));
    for (int i = 0; i < 100; ++i)
        EXPECT_FALSE(limiter.allow("a", t0 + 500ms));
    EXPECT_TRUE(limiter.allow("a", t0 + 1s)) << "refused calls did not use up tokens";
}

TEST(ServerRateLimit, ARefundGivesBackOneTokenButNeverFillsBeyondTheBurst) {
    RateLimiter limiter(/*perMinute=*/6, /*burst=*/3); // a token every 10 s
    const auto t0 = RateLimiter::Clock::time_point{} + 1h;
    for (int i = 0; i < 3; ++i)
        EXPECT_TRUE(limiter.allow("a", t0)) << i;
    limiter.refund("a", t0); // the third request did no work
    EXPECT_TRUE(limiter.allow("a", t0));
    EXPECT_FALSE(limiter.allow("a", t0));
    // Refunds on a full bucket, or for an address never seen, give no more than the burst.
    limiter.refund("a", t0 + 1h);
    limiter.refund("a", t0 + 1h);
    limiter.refund("b", t0);
    for (const char* key : {"a", "b"}) {
        const auto now = std::string(key) == "a" ? t0 + 1h : t0;
        for (int i = 0; i < 3; ++i)
            EXPECT_TRUE(limiter.allow(key, now)) << key << i;
        EXPECT_FALSE(limiter.allow(key, now)) << key;
    }
}

TEST(ServerRateLimit, ZeroMeansNoLimit) {
    RateLimiter limiter(0, 1);
    for (int i = 0; i < 1000; ++i)
        EXPECT_TRUE(limiter.allow("a"));
}

TEST(ServerRateLimit, ManyAddressesAreForgottenOnceTheirBucketsAreFull) {
    RateLimiter limiter(60, 1);
    const auto t0 = RateLimiter::Clock::time_point{} + 1h;
    for (size_t i = 0; i < RateLimiter::MAX_KEYS; ++i)
        ASSERT_TRUE(limiter.allow("10.0." + std::to_string(i), t0));
    // A minute later every bucket is full again: a new address makes room by forgetting them, and an address
    // that was forgotten starts with a full bucket, as it would have had anyway.
    EXPECT_TRUE(limiter.allow("new", t0 + 60s));
    EXPECT_TRUE(limiter.allow("10.0.0", t0 + 60s));
    EXPECT_FALSE(limiter.allow("10.0.0", t0 + 60s));
}

TEST(ServerTokenBucket, TakingOwingRunsIntoDebtThatComesBackFirst) {
    TokenBucket bucket(std::chrono::seconds(10), /*burst=*/2);
    const auto t0 = TokenBucket::Clock::time_point{} + 1h;
    EXPECT_EQ(bucket.take_owing(t0), 0);
    EXPECT_EQ(bucket.take_owing(t0), 0);
    EXPECT_EQ(bucket.take_owing(t0), 1); // empty: now it owes one
    EXPECT_EQ(bucket.take_owing(t0 + 5s), 2);
    EXPECT_FALSE(bucket.take(t0 + 5s)) << "a bucket in debt has nothing to take";
    // Two tokens owed and two of the burst come back in 40 s: at 35 s it still owes, at 40 s it is whole.
    EXPECT_FALSE(bucket.full(t0 + 35s));
    EXPECT_TRUE(bucket.full(t0 + 40s));
    EXPECT_TRUE(bucket.take(t0 + 40s));
    EXPECT_TRUE(bucket.take(t0 + 40s));
    EXPECT_FALSE(bucket.take(t0 + 40s));
}

} // namespace
} // namespace littletable::server::testing
