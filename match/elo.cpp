#include "match/elo.h"

#include <cmath>
#include <limits>

namespace littletable::match {

namespace {

/// The 97.5 % quantile of the standard normal distribution: a two-sided 95 % interval is +-1.959964 sigma.
constexpr double Z_95 = 1.959963984540054;

} // namespace

double score_of(const Tally& t) { return t.games() == 0 ? 0.5 : (t.wins + 0.5 * t.draws) / t.games(); }

double elo_difference(double score) {
    if (score >= 1)
        return std::numeric_limits<double>::infinity();
    if (score <= 0)
        return -std::numeric_limits<double>::infinity();
    return -400.0 * std::log10(1.0 / score - 1.0);
}

double score_error_95(const Tally& t) {
    const int n = t.games();
    if (n == 0)
        return std::numeric_limits<double>::quiet_NaN();
    const double s = score_of(t);
    const double variance = (t.wins * (1 - s) * (1 - s) + t.losses * s * s + t.draws * (0.5 - s) * (0.5 - s)) / n;
    return Z_95 * std::sqrt(variance / n);
}

double elo_error_95(const Tally& t) {
    const int n = t.games();
    if (n == 0)
        return std::numeric_limits<double>::quiet_NaN();
    const double s = score_of(t);
    if (s <= 0 || s >= 1) // every game won (or lost): the Elo difference itself is unbounded
        return std::numeric_limits<double>::quiet_NaN();
    const double margin = score_error_95(t);
    if (margin == 0)
        return 0;
    return (elo_difference(s + margin) - elo_difference(s - margin)) / 2;
}

double likelihood_of_superiority(const Tally& t) {
    const int decisive = t.wins + t.losses;
    if (decisive == 0)
        return 0.5;
    return 0.5 * (1 + std::erf((t.wins - t.losses) / std::sqrt(2.0 * decisive)));
}

} // namespace littletable::match
