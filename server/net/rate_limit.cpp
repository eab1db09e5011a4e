#include "server/net/rate_limit.h"

#include <algorithm>

namespace littletable::server {

TokenBucket::Clock::duration TokenBucket::period_of(double perMinute) {
    if (perMinute <= 0)
        return Clock::duration::zero();
    // Fewer than one a day count as one a day, which keeps the clock arithmetic far from overflowing.
    const double seconds = std::min(60.0 / perMinute, 86'400.0);
    return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

TokenBucket::TokenBucket(Clock::duration period_, int burst)
    : period(period_), tolerance(period_ * std::max(0, burst - 1)) {}

bool TokenBucket::take(Clock::time_point now) {
    if (period == Clock::duration::zero())
        return true;
    const Clock::time_point start = std::max(fullAt, now);
    if (start - now > tolerance)
        return false;
    fullAt = start + period;
    return true;
}

int TokenBucket::take_owing(Clock::time_point now) {
    if (period == Clock::duration::zero())
        return 0;
    const Clock::time_point start = std::max(fullAt, now);
    fullAt = start + period;
    const Clock::duration over = start - now - tolerance; // how far past empty, in time
    return over <= Clock::duration::zero() ? 0 : int((over + period - Clock::duration(1)) / period);
}

void TokenBucket::give_back(Clock::time_point now) {
    // A bucket full at `now` or earlier has nothing to take back (its burst is the most it holds).
    fullAt = std::max(now, fullAt - period);
}

RateLimiter::RateLimiter(double perMinute, int burst_) : period(TokenBucket::period_of(perMinute)), burst(burst_) {}

void RateLimiter::forget_full(Clock::time_point now) {
    std::erase_if(buckets, [&](const auto& entry) { return entry.second.full(now); });
}

bool RateLimiter::allow(std::string_view key, Clock::time_point now) {
    if (period == Clock::duration::zero())
        return true;
    std::lock_guard lock(mutex);
    auto it = buckets.find(std::string(key));
    if (it == buckets.end()) {
        if (buckets.size() >= MAX_KEYS)
            forget_full(now);
        it = buckets.emplace(std::string(key), TokenBucket(period, burst)).first;
    }
    return it->second.take(now);
}

void RateLimiter::refund(std::string_view key, Clock::time_point now) {
    if (period == Clock::duration::zero())
        return;
    std::lock_guard lock(mutex);
    if (auto it = buckets.find(std::string(key)); it != buckets.end())
        it->second.give_back(now);
}

} // namespace littletable::server
