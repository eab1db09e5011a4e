#include "ai/time_manager.h"

#include <algorithm>

namespace littletable::ai {

namespace {

/// A time clamped to [0, MAX_CLOCK_MS], so that the arithmetic below cannot overflow.
int64_t clamp_ms(int64_t ms) { return std::clamp<int64_t>(ms, 0, MAX_CLOCK_MS); }

/// floor(3 * ms / 4).
int64_t three_quarters(int64_t ms) { return ms / 4 * 3 + ms % 4 * 3 / 4; }

} // namespace

TimeBudget plan_move_time(const ClockLimits& clock) {
    const int64_t overhead = clamp_ms(clock.moveOverheadMs);
    const bool hasClock = clock.timeLeftMs >= 0;
    const int64_t usable = std::max<int64_t>(clamp_ms(clock.timeLeftMs) - overhead, 1);
    const int64_t clockHard = std::max<int64_t>(three_quarters(usable), 1);

    if (clock.moveTimeMs > 0) {
        int64_t t = std::max<int64_t>(clamp_ms(clock.moveTimeMs) - overhead, 1);
        if (hasClock)
            t = std::min(t, clockHard);
        return {t, t};
    }
    if (!hasClock)
        return {};
    const int64_t moves = clock.movesToGo > 0 ? clock.movesToGo : SUDDEN_DEATH_MOVES;
    const int64_t soft = std::max<int64_t>(usable / moves + three_quarters(clamp_ms(clock.incrementMs)), 1);
    const int64_t hard = std::min(HARD_PER_SOFT * soft, clockHard);
    return {std::min(soft, hard), hard};
}

} // namespace littletable::ai
