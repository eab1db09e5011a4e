// tools/nplayer_fit: the least squares recover a known linear relation; a self-play game samples every seat's
// features and points, which never fall (docs/rules/martian.md: a seat's score is the value of what it captured).
#include <gtest/gtest.h>

#include "engine/core/registry.h"
#include "match/start_options.h"
#include "tools/golden_section.h"
#include "tools/nplayer_fit/first_place_fit.h"
#include "tools/nplayer_fit/least_squares.h"
#include "tools/nplayer_fit/self_play.h"

namespace littletable::nplayer_fit {
namespace {

TEST(NplayerFitLeastSquares, RecoverAnExactLinearRelation) {
    // y = 2 + 3 a - b on points that span the plane: the fit is exact.
    NormalEquations eq(3);
    for (const auto& [a, b] : std::vector<std::pair<double, double>>{{0, 0}, {1, 0}, {0, 1}, {2, 5}, {-1, 3}})
        eq.add({1, a, b}, 2 + 3 * a - b);
    const std::optional<std::vector<double>> w = eq.solve(0);
    ASSERT_TRUE(w);
    EXPECT_NEAR((*w)[0], 2, 1e-9);
    EXPECT_NEAR((*w)[1], 3, 1e-9);
    EXPECT_NEAR((*w)[2], -1, 1e-9);
    EXPECT_EQ(eq.rows(), 5);
}

TEST(NplayerFitLeastSquares, AFeatureThatNeverVariesIsSingularWithoutRidge) {
    NormalEquations eq(2);
    eq.add({1, 0}, 1);
    eq.add({1, 0}, 2);
    EXPECT_FALSE(eq.solve(0));
    const std::optional<std::vector<double>> w = eq.solve(1);
    ASSERT_TRUE(w);
    EXPECT_NEAR((*w)[1], 0, 1e-12);
}

TEST(NplayerFitFirstPlace, TiedSeatsShareTheFirstPlace) {
    // docs/rules/martian.md, "Four players": highest individual score wins; ties share the place.
    EXPECT_EQ(first_place_shares({5, 3, 5, 1}), (std::vector<double>{0.5, 0, 0.5, 0}));
    EXPECT_EQ(first_place_shares({0, 7}), (std::vector<double>{0, 1}));
}

TEST(NplayerFitFirstPlace, TheLocalSearchFindsTheFeatureThatTellsTheWinner) {
    // Two seats, equal points; the seat whose one feature is 1 wins every game. A positive weight predicts it.
    PlayedGame g;
    g.samples.push_back({{{1}, {0}}, {0, 0}});
    g.finalPoints = {3, 1};
    PlayedGame h;
    h.samples.push_back({{{0}, {1}}, {0, 0}});
    h.finalPoints = {0, 2};
    const std::vector<PlayedGame> games{g, h};
    const double before = first_place_error(games, {0}, 100);
    EXPECT_NEAR(before, 0.25, 1e-12); // every prediction 1/2
    const std::vector<double> w = local_search(games, {0}, 100, 32);
    EXPECT_GT(w[0], 0);
    EXPECT_LT(first_place_error(games, w, 100), before);
}

TEST(GoldenSection, FindsTheMinimumOfAParabola) {
    EXPECT_NEAR(tools::golden_section_minimum(0, 10, 1e-6, [](double x) { return (x - 3.7) * (x - 3.7); }), 3.7, 1e-5);
    EXPECT_NEAR(tools::golden_section_minimum(0, 10, 1e-6, [](double x) { return x; }), 0, 1e-5); // at an end
}

TEST(NplayerFitFirstPlace, AHalfReadsTheGamesOfItsParityOnly) {
    // The even game's seat 0 is predicted right by a large weight, the odd game's seat 0 wrong.
    PlayedGame g;
    g.samples.push_back({{{1}, {0}}, {0, 0}});
    g.finalPoints = {3, 1};
    PlayedGame h = g;
    h.finalPoints = {0, 2};
    const std::vector<PlayedGame> games{g, h};
    const std::vector<double> w{10000};
    EXPECT_NEAR(first_place_error(games, w, 100, Half::EVEN), 0, 1e-12);
    EXPECT_NEAR(first_place_error(games, w, 100, Half::ODD), 1, 1e-12);
    EXPECT_NEAR(first_place_error(games, w, 100), 0.5, 1e-12);
    EXPECT_TRUE(in_half(4, Half::EVEN) && in_half(5, Half::ODD) && in_half(5, Half::ALL) && !in_half(5, Half::EVEN));
}

TEST(NplayerFitSelfPlay, SamplesEverySeatAndPointsNeverFall) {
    const GameInfo* info = find_game("martian4");
    ASSERT_NE(info, nullptr);
    SelfPlaySettings settings;
    settings.variant = "martian4";
    settings.startFen = match::start_fen_of(*info, match::match_options(*info, {{"moveLimit", "60"}}).value());
    settings.level = 1;
    settings.randomPlies = 2;
    settings.sampleEvery = 3;
    const FeatureSource* source = feature_source("martian4");
    ASSERT_NE(source, nullptr);
    const Result<PlayedGame> game = play_game(settings, *source, 0);
    ASSERT_TRUE(game) << game.error().message;
    const PlayedGame& g = game.value();
    EXPECT_LE(g.plies, 60);
    // Plies 2, 5, 8, ... before the end.
    EXPECT_EQ(int(g.samples.size()), (g.plies - settings.randomPlies + 2) / settings.sampleEvery);
    ASSERT_EQ(g.finalPoints.size(), 4u);
    for (const Sample& s : g.samples) {
        ASSERT_EQ(s.features.size(), 4u);
        for (std::size_t seat = 0; seat < 4; ++seat) {
            EXPECT_EQ(s.features[seat].size(), source->names.size());
            EXPECT_LE(s.points[seat], g.finalPoints[seat]);
        }
    }
    EXPECT_EQ(feature_source("chess"), nullptr);
}

} // namespace
} // namespace littletable::nplayer_fit
