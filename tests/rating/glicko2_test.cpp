// Glicko-2 against the worked example of Glickman's "Example of the Glicko-2 system" (2013): the paper rounds
// its intermediate values, so its results match ours to about 0.01.
#include "rating/glicko2.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

namespace littletable::rating {
namespace {

TEST(Glicko2, GlickmansWorkedExample) {
    const Rating player{1500, 200, 0.06};
    const std::vector<GameScore> games{{{1400, 30, 0.06}, 1.0}, {{1550, 100, 0.06}, 0.0}, {{1700, 300, 0.06}, 0.0}};
    auto r = update(player, games);
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_NEAR(r.value().rating, 1464.06, 0.02);
    EXPECT_NEAR(r.value().deviation, 151.52, 0.01);
    EXPECT_NEAR(r.value().volatility, 0.05999, 0.00001);
}

TEST(Glicko2, ADrawBetweenEqualsMovesNoRatingButShrinksTheDeviation) {
    const Rating fresh;
    const std::vector<GameScore> draw{{fresh, 0.5}};
    auto r = update(fresh, draw);
    ASSERT_TRUE(r.ok());
    EXPECT_DOUBLE_EQ(r.value().rating, 1500.0);
    EXPECT_LT(r.value().deviation, 350.0);
}

TEST(Glicko2, ADrawCountsAsHalfAWin) {
    // The rules pages: in ranked games a draw counts as the middle between a win and a loss.
    const Rating a{1500, 200, 0.06};
    const Rating b{1500, 200, 0.06};
    const std::vector<GameScore> win{{b, 1.0}}, draw{{b, 0.5}}, loss{{b, 0.0}};
    const double w = update(a, win).value().rating, d = update(a, draw).value().rating,
                 l = update(a, loss).value().rating;
    EXPECT_NEAR(d, (w + l) / 2, 1e-9);
}

TEST(Glicko2, APeriodWithoutGamesOnlyGrowsTheDeviationUpToTheStart) {
    // Step 6 of the paper: phi* = sqrt(phi^2 + sigma^2) when the player did not compete.
    auto r = update({1600, 100, 0.06}, {});
    ASSERT_TRUE(r.ok());
    EXPECT_DOUBLE_EQ(r.value().rating, 1600.0);
    EXPECT_NEAR(r.value().deviation, 173.7178 * std::sqrt(std::pow(100 / 173.7178, 2) + 0.06 * 0.06), 1e-9);
    EXPECT_DOUBLE_EQ(update({1600, 349.9, 0.06}, {}).value().deviation, 350.0);
}

TEST(Glicko2, ProvisionalAboveRd110AsLichess) {
    EXPECT_TRUE(provisional({1500, 350, 0.06}));
    EXPECT_TRUE(provisional({1500, 110.5, 0.06}));
    EXPECT_FALSE(provisional({1500, 110, 0.06}));
}

TEST(Glicko2, BadInputIsRefused) {
    const Rating ok;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (const GameScore& bad : {GameScore{ok, 1.5}, GameScore{ok, -0.1}, GameScore{ok, nan}, GameScore{ok, 1, 0},
                                 GameScore{ok, 1, 2}, GameScore{{nan, 30, 0.06}, 1}, GameScore{{1500, 0, 0.06}, 1}}) {
        const std::vector<GameScore> games{bad};
        auto r = update(ok, games);
        ASSERT_FALSE(r.ok());
        EXPECT_EQ(r.error().code, "ERR_RATING_INPUT");
    }
    EXPECT_FALSE(update({1500, -1, 0.06}, {}).ok());
}

} // namespace
} // namespace littletable::rating
