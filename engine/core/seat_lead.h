// A seat's lead: its value minus the best other seat's, the quantity every multi-seat evaluation returns (a seat
// wants the first place, so the strongest rival is what counts).
#pragma once

#include <algorithm>
#include <climits>

#include "engine/core/seat.h"

namespace littletable {

/// `value(s)` minus the highest `value(o)` over the other seats `o` of `seat_count`; `value` maps a Seat to int.
template<typename Value>
int lead_over_strongest(int seat_count, Seat s, Value value) {
    int strongest = INT_MIN;
    for (int o = 0; o < seat_count; ++o)
        if (o != s)
            strongest = std::max(strongest, value(Seat(o)));
    return value(s) - strongest;
}

} // namespace littletable
