// What the pages and frames call the one in a seat, from the data storage keeps.
#include "server/players/seat_labels.h"

#include <gtest/gtest.h>

namespace littletable::server {
namespace {

TEST(SeatLabels, AComputerAPlayerADeletedPlayerAndNobody) {
    EXPECT_EQ(computer_label(6), "Computer (level 6)");
    EXPECT_EQ(player_label("Ann", false), "Ann");
    EXPECT_EQ(player_label("", true), "deleted player");
    EXPECT_EQ(seat_label({"", false, 3}), "Computer (level 3)");
    EXPECT_EQ(seat_label({"Ben", false, 0}), "Ben");
    EXPECT_EQ(seat_label({"", true, 0}), "deleted player");
    EXPECT_EQ(seat_label({}), "") << "nobody known";
}

} // namespace
} // namespace littletable::server
