// The final ranking (engine/core/ranking.h; docs/rules-decisions.md, Results 1): issue 51's rule that seats still in
// play rank above every seat out of play, then by points, equal points sharing a place (fourplayer.md: "equal scores
// share the place").
#include "engine/core/ranking.h"

#include <gtest/gtest.h>

namespace littletable {
namespace {

TEST(Ranking, SeatsInPlayRankAboveSeatsOutWhateverTheirPoints) {
    // Seat 1 was checkmated with 72 points, seat 3 resigned with 5; seats 0 and 2 are still in play.
    const SeatFinish seats[] = {{true, 30}, {false, 72}, {true, 61}, {false, 5}};
    EXPECT_EQ(rank_seats(seats), (Places{2, 3, 1, 4}));
    EXPECT_EQ(first_place(rank_seats(seats)), 0b0100);
}

TEST(Ranking, EqualPointsShareAPlaceAndTheNextPlaceSkips) {
    const SeatFinish seats[] = {{true, 10}, {true, 10}, {false, 0}, {false, 0}};
    EXPECT_EQ(rank_seats(seats), (Places{1, 1, 3, 3}));
    EXPECT_EQ(first_place(rank_seats(seats)), 0b0011);
}

TEST(Ranking, ThreeResignationsLeaveTheSeatInPlayFirstAlone) {
    const SeatFinish seats[] = {{false, 0}, {false, 0}, {true, 0}, {false, 0}};
    const Places places = rank_seats(seats);
    EXPECT_EQ(places, (Places{2, 2, 1, 2}));
    EXPECT_EQ(seat_result(places, 2), SeatResult::WIN);
    for (Seat s : {0, 1, 3})
        EXPECT_EQ(seat_result(places, s), SeatResult::LOSS) << int(s);
}

TEST(Ranking, AFirstPlaceAllShareIsADrawForEveryone) {
    const SeatFinish seats[] = {{true, 10}, {true, 10}, {true, 10}, {true, 10}};
    const Places places = rank_seats(seats);
    EXPECT_EQ(places, (Places{1, 1, 1, 1}));
    EXPECT_EQ(first_place(places), 0) << "no winner: a draw";
    for (Seat s = 0; s < 4; ++s)
        EXPECT_EQ(seat_result(places, s), SeatResult::DRAW);
}

TEST(Ranking, AFirstPlaceSomeShareIsADrawForThemAndALossForTheOthers) {
    const Places places{1, 3, 1, 4};
    EXPECT_EQ(seat_result(places, 0), SeatResult::DRAW);
    EXPECT_EQ(seat_result(places, 2), SeatResult::DRAW);
    EXPECT_EQ(seat_result(places, 1), SeatResult::LOSS);
    EXPECT_EQ(seat_result(places, NO_SEAT), SeatResult::LOSS);
}

TEST(Ranking, WinnersGivePlacesAndADrawSharesFirst) {
    EXPECT_EQ(places_of_winners(0b01, 2), (Places{1, 2}));
    EXPECT_EQ(places_of_winners(0, 2), (Places{1, 1}));
    EXPECT_EQ(places_of_winners(0b1110, 4), (Places{4, 1, 1, 1}));
}

} // namespace
} // namespace littletable
