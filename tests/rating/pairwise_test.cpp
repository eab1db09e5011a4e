// The pairwise update of a game of more than two seats (docs/ratings.md), against a computation by hand of
// the formulas of Glickman's paper with every pair weighted 1/3.
#include "rating/pairwise.h"

#include <gtest/gtest.h>

#include <vector>

namespace littletable::rating {
namespace {

TEST(Pairwise, PairScoresFollowThePlaces) {
    EXPECT_EQ(pair_score({1}, {3}), 1.0);
    EXPECT_EQ(pair_score({3}, {1}), 0.0);
    EXPECT_EQ(pair_score({2}, {2}), 0.5);
}

TEST(Pairwise, FourPlayersAgainstAHandComputation) {
    // A 1500/350, B 1600/200, C 1400/100, D 1550/60, volatility 0.06 each; final points A 30, B 30, C 10, D 50, all
    // in play: places A 2, B 2, C 4, D 1.
    // A's pairs: B draw, C win, D loss, each of weight 1/3. By hand (Glicko-2 units, mu_A = 0, phi_A = 2.014761):
    //   g(phi_B) = 0.844282, E_AB = 0.380835; g(phi_C) = 0.953149, E_AC = 0.633829;
    //   g(phi_D) = 0.982348, E_AD = 0.429782;
    //   v = 1 / (1/3 * sum g^2 E (1-E)) = 4.874667, delta = v * 1/3 * sum g (s - E) = 0.044571;
    //   sigma' = 0.0599985, phi* = 2.015654, phi' = 1/sqrt(1/phi*^2 + 1/v) = 1.488604 -> RD 258.597;
    //   mu' = phi'^2 * 1/3 * sum g (s - E) = 0.020262 -> 1503.520.
    // B (1575.855, 180.720), C (1385.282, 98.095) and D (1557.443, 60.310) the same way.
    const std::vector<Rating> before{{1500, 350, 0.06}, {1600, 200, 0.06}, {1400, 100, 0.06}, {1550, 60, 0.06}};
    const std::vector<Standing> standings{{2}, {2}, {4}, {1}};
    auto r = rate_game(before, standings);
    ASSERT_TRUE(r.ok()) << r.error().message;
    const std::vector<Rating>& after = r.value();
    ASSERT_EQ(after.size(), 4u);
    const double expected[4][3] = {{1503.520, 258.597, 0.0599985},
                                   {1575.855, 180.720, 0.0599983},
                                   {1385.282, 98.095, 0.0599989},
                                   {1557.443, 60.310, 0.0599995}};
    for (int i = 0; i < 4; ++i) {
        EXPECT_NEAR(after[i].rating, expected[i][0], 0.001) << "seat " << i;
        EXPECT_NEAR(after[i].deviation, expected[i][1], 0.001) << "seat " << i;
        EXPECT_NEAR(after[i].volatility, expected[i][2], 1e-6) << "seat " << i;
    }
}

TEST(Pairwise, WinningAFourPlayerGameMovesARatingAsMuchAsOneTwoPlayerWin) {
    const Rating fresh;
    const std::vector<Rating> four(4, fresh), two(2, fresh);
    const std::vector<Standing> winnerFirst{{1}, {2}, {2}, {2}};
    const std::vector<Standing> winFirst{{1}, {2}};
    const double fourGain = rate_game(four, winnerFirst).value()[0].rating - 1500;
    const double twoGain = rate_game(two, winFirst).value()[0].rating - 1500;
    EXPECT_GT(twoGain, 100); // 1662.31 by the same formulas
    EXPECT_NEAR(fourGain, twoGain, 1e-9);
}

TEST(Pairwise, TwoSeatsAreOneGlickoGame) {
    const std::vector<Rating> before{{1500, 200, 0.06}, {1400, 30, 0.06}};
    const std::vector<Standing> firstWins{{1}, {2}};
    const std::vector<GameScore> asGame{{before[1], 1.0}};
    EXPECT_EQ(rate_game(before, firstWins).value()[0], update(before[0], asGame).value());
}

TEST(Pairwise, BadInputIsRefused) {
    const std::vector<Rating> one(1), two(2);
    const std::vector<Standing> s1(1), s3(3);
    EXPECT_EQ(rate_game(one, s1).error().code, "ERR_RATING_INPUT");
    EXPECT_EQ(rate_game(two, s3).error().code, "ERR_RATING_INPUT");
    const std::vector<Standing> noPlace{{0}, {1}};
    EXPECT_EQ(rate_game(two, noPlace).error().code, "ERR_RATING_INPUT");
}

} // namespace
} // namespace littletable::rating
