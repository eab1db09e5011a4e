// Match statistics (match/elo.h) against published values and a computation by hand.
#include <gtest/gtest.h>

#include <cmath>

#include "match/elo.h"

namespace littletable::match {
namespace {

TEST(Elo, ScoreOf75PercentIs400Log10Of3) {
    // Logistic model: an expected score of 3/4 means odds of 3:1, i.e. 400 * log10(3) = 190.8485 Elo.
    EXPECT_NEAR(elo_difference(0.75), 190.84850188786497, 1e-9);
    EXPECT_NEAR(elo_difference(0.25), -190.84850188786497, 1e-9);
    EXPECT_EQ(elo_difference(0.5), 0.0);
    // Odds of 10:1 (s = 10/11) are exactly 400 Elo.
    EXPECT_NEAR(elo_difference(10.0 / 11.0), 400.0, 1e-9);
    EXPECT_TRUE(std::isinf(elo_difference(1.0)) && elo_difference(1.0) > 0);
    EXPECT_TRUE(std::isinf(elo_difference(0.0)) && elo_difference(0.0) < 0);
}

TEST(Elo, ErrorBarByHandFor30Wins10Losses10Draws) {
    // n = 50, s = (30 + 10/2) / 50 = 0.7.
    // variance = (30 * 0.3^2 + 10 * 0.7^2 + 10 * 0.2^2) / 50 = (2.7 + 4.9 + 0.4) / 50 = 0.16, sigma = 0.4;
    // standard error 0.4 / sqrt(50) = 0.0565685; times 1.959964 = 0.1108723.
    // Interval [0.5891277, 0.8108723] -> Elo [62.6010, 252.8789]: error (252.8789 - 62.6010) / 2 = 95.1390.
    const Tally t{30, 10, 10};
    EXPECT_DOUBLE_EQ(score_of(t), 0.7);
    EXPECT_NEAR(elo_difference(score_of(t)), -400 * std::log10(3.0 / 7.0), 1e-9); // 147.19
    EXPECT_NEAR(elo_error_95(t), 95.1390, 5e-4);
}

TEST(Elo, MatchesPublishedCutechessReports) {
    // cutechess-cli summaries published in engine repositories ("Score of A vs B: W - L - D ... Elo
    // difference: E +/- M, LOS: P %, DrawRatio: R %"). cutechess computes the normal quantile with an
    // approximate inverse erf (1.95716 instead of 1.95996), so its error bars are 0.14 % narrower: they
    // agree with ours to 0.15 Elo, the other numbers to the printed digit.
    struct Row {
        Tally t;
        double elo, error, los, drawRatio;
    };
    const Row rows[] = {
        {{63, 17, 26}, 161.5, 62.3, 100.0, 24.5},
        {{5383, 5132, 4808}, 5.7, 4.6, 99.3, 31.4},
        {{162, 201, 87}, -30.2, 28.9, 2.0, 19.3},
    };
    for (const Row& r : rows) {
        EXPECT_NEAR(elo_difference(score_of(r.t)), r.elo, 0.05);
        EXPECT_NEAR(elo_error_95(r.t), r.error, 0.15);
        EXPECT_NEAR(100 * likelihood_of_superiority(r.t), r.los, 0.05);
        EXPECT_NEAR(100.0 * r.t.draws / r.t.games(), r.drawRatio, 0.05);
    }
}

TEST(Elo, DegenerateTallies) {
    EXPECT_EQ(elo_error_95(Tally{0, 0, 10}), 0.0); // all draws: no spread
    EXPECT_TRUE(std::isnan(elo_error_95(Tally{})));
    EXPECT_TRUE(std::isnan(elo_error_95(Tally{3, 0, 0}))); // cutechess prints "inf +/- nan"
    EXPECT_TRUE(std::isnan(elo_error_95(Tally{0, 2, 0})));
    EXPECT_EQ(score_of(Tally{}), 0.5);
    EXPECT_TRUE(std::isinf(elo_error_95(Tally{9, 1, 0}))); // the interval's top end passes a score of 1
    EXPECT_EQ(likelihood_of_superiority(Tally{0, 0, 7}), 0.5);
    EXPECT_EQ(likelihood_of_superiority(Tally{4, 4, 0}), 0.5);
}

} // namespace
} // namespace littletable::match
