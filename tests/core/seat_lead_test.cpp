// lead_over_strongest: a seat's value minus the best other seat's.
#include "engine/core/seat_lead.h"

#include <array>

#include <gtest/gtest.h>

namespace littletable {
namespace {

TEST(SeatLead, IsTheValueMinusTheStrongestOtherSeat) {
    const std::array<int, 4> value{3, 7, 5, -2};
    const auto of = [&](Seat s) { return value[std::size_t(s)]; };
    EXPECT_EQ(lead_over_strongest(4, 0, of), 3 - 7);
    EXPECT_EQ(lead_over_strongest(4, 1, of), 7 - 5); // the leader is measured against the runner-up
    EXPECT_EQ(lead_over_strongest(4, 3, of), -2 - 7);
    EXPECT_EQ(lead_over_strongest(2, 1, of), 7 - 3); // only the first two seats play
}

} // namespace
} // namespace littletable
