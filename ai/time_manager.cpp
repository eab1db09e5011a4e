#include "ai/time_manager.h"

#include <algorithm>

namespace littletable::ai {

TimeBudget plan_move_time(const ClockLimits& clock) {
    const int64_t overhead = std::max<int64_t>(clock.moveOverheadMs, 0);
    const bool hasClock = clock.timeLeftMs >= 0;
    const int64_t usable = std::max<int64_t>(clock.timeLeftMs - overhead, 1);
    const int64_t clockHard = std::max<int64_t>(usable * 3 / 4, 1);

    if (clock.moveTimeMs > 0) {
        int64_t t = std::max<int64_t>(clock.moveTimeMs - overhead, 1);
        if (hasClock)
            t = std::min(t, clockHard);
        return {t, t};
    }
    if (!hasClock)
        return {};
    const int64_t moves = clock.movesToGo > 0 ? clock.movesToGo : SUDDEN_DEATH_MOVES;
    const int64_t increment = std::max<int64_t>(clock.incrementMs, 0);
    const int64_t soft = std::max<int64_t>(usable / moves + increment * 3 / 4, 1);
    const int64_t hard = std::min(HARD_PER_SOFT * soft, clockHard);
    return {std::min(soft, hard), hard};
}

} // namespace littletable::ai
