#include "tools/texel_tune/fit.h"

#include <algorithm>
#include <cmath>

#include "tools/golden_section.h"
#include "tools/texel_tune/parallel_for.h"

namespace littletable::texel {

double predicted_score(double e, double k) { return 1.0 / (1.0 + std::pow(10.0, -k * e / 400.0)); }

double mean_squared_error(const Dataset& data, const std::vector<double>& params, double k, int threads) {
    if (data.rows.empty())
        return 0;
    std::vector<double> sums(std::size_t(std::max(threads, 1)), 0.0);
    parallel_for(data.rows.size(), threads, [&](std::size_t begin, std::size_t end, int t) {
        double s = 0;
        for (std::size_t i = begin; i < end; ++i) {
            const double d = data.rows[i].result - predicted_score(row_eval(data, data.rows[i], params), k);
            s += d * d;
        }
        sums[std::size_t(t)] = s;
    });
    double total = 0;
    for (double s : sums)
        total += s;
    return total / double(data.rows.size());
}

double fit_k(const Dataset& data, const std::vector<double>& params, int threads) {
    return tools::golden_section_minimum(0.1, 4.0, 1e-4,
                                         [&](double k) { return mean_squared_error(data, params, k, threads); });
}

void train(const Dataset& data, std::vector<double>& params, double k, const TrainOptions& options) {
    if (data.rows.empty())
        return; // no gradient: nothing to learn from
    const std::size_t n = params.size();
    const int threads = std::max(options.threads, 1);
    const double beta1 = 0.9, beta2 = 0.999, epsilon = 1e-8;
    std::vector<double> m(n, 0.0), v(n, 0.0);
    std::vector<std::vector<double>> partial(std::size_t(threads), std::vector<double>(n, 0.0));
    const double slope = k * std::log(10.0) / 400.0; // d sigmoid / dE = slope * s * (1 - s)
    for (int epoch = 1; epoch <= options.epochs; ++epoch) {
        parallel_for(data.rows.size(), threads, [&](std::size_t begin, std::size_t end, int t) {
            std::vector<double>& g = partial[std::size_t(t)];
            std::fill(g.begin(), g.end(), 0.0);
            for (std::size_t i = begin; i < end; ++i) {
                const Row& row = data.rows[i];
                const double s = predicted_score(row_eval(data, row, params), k);
                const double d = 2.0 * (s - row.result) * slope * s * (1.0 - s);
                for (uint32_t e = row.begin; e < row.end; ++e)
                    g[data.entries[e].param] += d * data.entries[e].weight;
            }
        });
        for (std::size_t j = 0; j < n; ++j) {
            if (!options.frozen.empty() && options.frozen[j])
                continue;
            double g = 0;
            for (const std::vector<double>& p : partial)
                g += p[j];
            g /= double(data.rows.size());
            m[j] = beta1 * m[j] + (1 - beta1) * g;
            v[j] = beta2 * v[j] + (1 - beta2) * g * g;
            const double mHat = m[j] / (1 - std::pow(beta1, epoch)), vHat = v[j] / (1 - std::pow(beta2, epoch));
            params[j] -= options.learningRate * mHat / (std::sqrt(vHat) + epsilon);
        }
        if (options.report &&
            ((options.reportEvery > 0 && epoch % options.reportEvery == 0) || epoch == options.epochs))
            options.report(epoch, params);
    }
}

} // namespace littletable::texel
