// Token buckets. `TokenBucket` is one bucket, kept as the generic cell rate algorithm: one "theoretical arrival
// time" (when the bucket is full again), exact integer clock arithmetic, no refill loop. `RateLimiter` keeps one per
// client address: how many rooms one address may create (POST /api/rooms), so a script cannot fill the database or
// the memory with empty rooms; it is thread-safe (HTTP sessions run on every I/O thread). A request takes its token
// before it is handled (so concurrent requests cannot overshoot the limit) and gives it back when it did no work
// (refused as invalid): only what is done counts.
#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace littletable::server {

class TokenBucket {
public:
    using Clock = std::chrono::steady_clock;

    /// The time between two tokens at `perMinute` tokens a minute; zero (no limit) when `perMinute` <= 0.
    static Clock::duration period_of(double perMinute);

    /// `burst` tokens at once, then one every `period`. A zero period: no limit (every take succeeds).
    TokenBucket(Clock::duration period, int burst);

    /// Takes one token at `now`; false when the bucket is empty, which changes nothing.
    bool take(Clock::time_point now);
    /// Takes one token at `now`, from an empty bucket too, which then owes it: returns how many tokens the bucket
    /// owes after this one (0: it was not empty). Owed tokens come back first, at the same rate.
    int take_owing(Clock::time_point now);
    /// Gives back one token taken before; never fills the bucket beyond its burst.
    void give_back(Clock::time_point now);
    /// Whether the bucket holds its whole burst at `now`.
    bool full(Clock::time_point now) const { return fullAt <= now; }

private:
    Clock::duration period; ///< one token comes back every period
    Clock::duration tolerance; ///< (burst - 1) periods: how far ahead of now the bucket may run
    Clock::time_point fullAt{}; ///< when the bucket is full again: now + period per token taken
};

class RateLimiter {
public:
    using Clock = TokenBucket::Clock;

    /// Each address may act `burst` times at once, then once per 60/`perMinute` seconds. `perMinute` <= 0
    /// turns the limit off (every call is allowed).
    RateLimiter(double perMinute, int burst);

    /// Takes one token of `key`'s bucket (a client address) at time `now`; false when the bucket is empty,
    /// which changes nothing.
    bool allow(std::string_view key, Clock::time_point now = Clock::now());

    /// Gives back one token that `allow` took from `key`'s bucket, for a request that then did no work (a malformed
    /// or refused room request). Never fills a bucket beyond its burst; a key without a bucket is left alone.
    void refund(std::string_view key, Clock::time_point now = Clock::now());

    /// Buckets kept at most; beyond it the full ones (idle addresses) are forgotten.
    static constexpr size_t MAX_KEYS = 10'000;

private:
    void forget_full(Clock::time_point now);

    const Clock::duration period;
    const int burst;
    std::mutex mutex;
    std::unordered_map<std::string, TokenBucket> buckets;
};

} // namespace littletable::server
