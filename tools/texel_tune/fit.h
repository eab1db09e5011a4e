// Texel's method: the weights that make the evaluation predict the game results best. A position's predicted
// score for White is sigmoid(E) = 1 / (1 + 10^(-K * E / 400)); the error is the mean squared difference from the
// results; K is fitted first, with the starting weights, then held fixed while Adam moves the weights.
#pragma once

#include <functional>
#include <vector>

#include "tools/texel_tune/linear_model.h"

namespace littletable::texel {

/// The predicted score for White of an evaluation `e` (centipawns, White's side) with scaling `k`.
double predicted_score(double e, double k);

/// Mean squared error of the predictions of `params` with scaling `k` on `data` (0 for no rows).
double mean_squared_error(const Dataset& data, const std::vector<double>& params, double k, int threads);

/// The K in [0.1, 4] minimising the error of `params` on `data` (golden-section search).
double fit_k(const Dataset& data, const std::vector<double>& params, int threads);

/// What train() does.
struct TrainOptions {
    int epochs = 1000;
    double learningRate = 1.0; ///< Adam's step, centipawns
    int threads = 1;
    std::vector<bool> frozen; ///< per parameter: never moved (empty: none)
    int reportEvery = 100; ///< epochs between calls of `report` (the last epoch is always reported)
    std::function<void(int epoch, const std::vector<double>& params)> report;
};

/// Moves `params` by Adam (full batch, the gradient of the mean squared error on `data`) for the given epochs;
/// with no rows in `data`, does nothing.
void train(const Dataset& data, std::vector<double>& params, double k, const TrainOptions& options);

} // namespace littletable::texel
