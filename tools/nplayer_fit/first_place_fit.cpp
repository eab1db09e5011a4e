#include "tools/nplayer_fit/first_place_fit.h"

#include "tools/golden_section.h"

#include <algorithm>
#include <cmath>

namespace littletable::nplayer_fit {

std::vector<double> first_place_shares(const std::vector<int>& finalPoints) {
    const int best = *std::max_element(finalPoints.begin(), finalPoints.end());
    const double first = double(std::count(finalPoints.begin(), finalPoints.end(), best));
    std::vector<double> shares;
    for (int p : finalPoints)
        shares.push_back(p == best ? 1 / first : 0);
    return shares;
}

double first_place_error(const std::vector<PlayedGame>& games, const std::vector<double>& weights, double scale,
                         Half half) {
    double total = 0;
    long n = 0;
    std::vector<double> value;
    for (std::size_t index = 0; index < games.size(); ++index) {
        if (!in_half(index, half))
            continue;
        const PlayedGame& g = games[index];
        const std::vector<double> shares = first_place_shares(g.finalPoints);
        for (const Sample& sample : g.samples) {
            value.assign(sample.features.size(), 0);
            for (std::size_t s = 0; s < value.size(); ++s) {
                value[s] = POINT_CP * sample.points[s];
                for (std::size_t i = 0; i < weights.size(); ++i)
                    value[s] += weights[i] * sample.features[s][i];
            }
            for (std::size_t s = 0; s < value.size(); ++s) {
                double strongest = -1e18;
                for (std::size_t o = 0; o < value.size(); ++o)
                    if (o != s)
                        strongest = std::max(strongest, value[o]);
                const double p = 1 / (1 + std::exp(-(value[s] - strongest) / scale));
                total += (shares[s] - p) * (shares[s] - p);
                ++n;
            }
        }
    }
    return n ? total / double(n) : 0;
}

double fit_scale(const std::vector<PlayedGame>& games, const std::vector<double>& weights, Half half) {
    return tools::golden_section_minimum(10, 5000, 1,
                                         [&](double scale) { return first_place_error(games, weights, scale, half); });
}

std::vector<double> local_search(const std::vector<PlayedGame>& games, std::vector<double> weights, double scale,
                                 double step, Half half) {
    double best = first_place_error(games, weights, scale, half);
    for (; step >= 1; step /= 2) {
        for (bool improved = true; improved;) {
            improved = false;
            for (double& w : weights)
                for (const double delta : {step, -step}) {
                    w += delta;
                    const double e = first_place_error(games, weights, scale, half);
                    if (e < best) {
                        best = e, improved = true;
                        break;
                    }
                    w -= delta;
                }
        }
    }
    return weights;
}

} // namespace littletable::nplayer_fit
