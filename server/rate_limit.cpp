#include "server/rate_limit.h"

#include <algorithm>

namespace littletable::server {

RateLimiter::RateLimiter(double perMinute, int burst)
    : unlimited(perMinute <= 0),
      period(unlimited ? Clock::duration::zero()
                       : std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(60.0 / perMinute))),
      tolerance(period * std::max(0, burst - 1)) {}

void RateLimiter::forget_full(Clock::time_point now) {
    std::erase_if(buckets, [&](const auto& entry) { return entry.second <= now; });
}

bool RateLimiter::allow(std::string_view key, Clock::time_point now) {
    if (unlimited)
        return true;
    std::lock_guard lock(mutex);
    auto it = buckets.find(std::string(key));
    if (it == buckets.end()) {
        if (buckets.size() >= MAX_KEYS)
            forget_full(now);
        it = buckets.emplace(std::string(key), now).first;
    }
    const Clock::time_point full = std::max(it->second, now);
    if (full - now > tolerance)
        return false;
    it->second = full + period;
    return true;
}

void RateLimiter::refund(std::string_view key, Clock::time_point now) {
    if (unlimited)
        return;
    std::lock_guard lock(mutex);
    auto it = buckets.find(std::string(key));
    if (it == buckets.end())
        return;
    // The bucket is full at `now` or earlier: nothing to give back (its burst is the most it holds).
    it->second = std::max(now, it->second - period);
}

} // namespace littletable::server
