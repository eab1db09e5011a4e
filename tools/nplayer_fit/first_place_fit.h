// The fit by results, as the chess tuner's (tools/texel_tune): the evaluation's weights w that best predict which
// seat takes first place. A seat's value is POINT_CP per point plus w . features; the evaluation is its value minus
// the strongest other seat's (engine/*/evaluate.h, evaluate_for); the prediction that seat s ends first is
// 1 / (1 + exp(-evaluation / scale)); the target its share of the first place (1, 1/k for a place shared by k,
// 0). The error is the mean squared difference over every sampled position and seat, minimised by Texel's local
// search: each weight in turn one step up or down while that lowers the error, the step halved when none does.
#pragma once

#include <vector>

#include "tools/nplayer_fit/self_play.h"

namespace littletable::nplayer_fit {

/// Centipawns per point of the evaluations fitted (POINT_CP of engine/*/evaluate.h).
constexpr double POINT_CP = 100;

/// Each seat's share of the first place in a finished game, from its final points.
std::vector<double> first_place_shares(const std::vector<int>& finalPoints);

/// The mean squared error of the prediction over the samples of the games in `half`.
double first_place_error(const std::vector<PlayedGame>& games, const std::vector<double>& weights, double scale,
                         Half half = Half::ALL);

/// The scale (centipawns) that minimises the error for these weights: a golden-section search in [10, 5000].
double fit_scale(const std::vector<PlayedGame>& games, const std::vector<double>& weights, Half half = Half::ALL);

/// Texel's local search from `weights` at `scale` on the games in `half`, steps from `step` down to 1 centipawn.
std::vector<double> local_search(const std::vector<PlayedGame>& games, std::vector<double> weights, double scale,
                                 double step, Half half = Half::ALL);

} // namespace littletable::nplayer_fit
