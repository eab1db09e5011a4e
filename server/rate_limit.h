// A token bucket per client address: how many rooms one address may create (POST /api/rooms), so a script
// cannot fill the database or the memory with empty rooms. Kept as the generic cell rate algorithm (one
// "theoretical arrival time" per address, exact integer clock arithmetic). Thread-safe (HTTP sessions run on
// every I/O thread). A request takes its token before it is handled (so concurrent requests cannot overshoot the
// limit) and gives it back when it did no work (refused as invalid): only what is done counts.
#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace littletable::server {

class RateLimiter {
public:
    using Clock = std::chrono::steady_clock;

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
    /// When the bucket of an address is full again: now + period per token taken.
    using Bucket = Clock::time_point;
    void forget_full(Clock::time_point now);

    const bool unlimited;
    const Clock::duration period;    ///< one token comes back every period
    const Clock::duration tolerance; ///< (burst - 1) periods: how far ahead of now a bucket may run
    std::mutex mutex;
    std::unordered_map<std::string, Bucket> buckets;
};

} // namespace littletable::server
