#include "rating/glicko2.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

namespace littletable::rating {

namespace {

constexpr double SCALE = 173.7178; // Glicko points per Glicko-2 unit
constexpr double START = 1500.0;

double g(double phi) { return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi)); }

double expected(double mu, double muOpponent, double phiOpponent) {
    return 1.0 / (1.0 + std::exp(-g(phiOpponent) * (mu - muOpponent)));
}

bool valid(const Rating& r) {
    return std::isfinite(r.rating) && std::isfinite(r.deviation) && std::isfinite(r.volatility) && r.deviation > 0 &&
           r.volatility > 0;
}

/// Step 5 of the paper: the new volatility by the Illinois algorithm on f(x).
double new_volatility(double phi, double v, double delta, double sigma, const Params& params) {
    const double a = std::log(sigma * sigma);
    const double tau2 = params.tau * params.tau;
    auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / tau2;
    };
    double A = a;
    double B;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * params.tau) < 0)
            ++k;
        B = a - k * params.tau;
    }
    double fA = f(A);
    double fB = f(B);
    while (std::abs(B - A) > params.epsilon) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2.0);
}

} // namespace

Result<Rating> update(const Rating& player, std::span<const GameScore> games, const Params& params) {
    if (!valid(player))
        return make_error("ERR_RATING_INPUT", "the player's rating, RD and volatility must be finite and positive");
    for (const GameScore& game : games) {
        if (!valid(game.opponent))
            return make_error("ERR_RATING_INPUT",
                              "an opponent's rating, RD and volatility must be finite and positive");
        if (!(game.score >= 0.0 && game.score <= 1.0))
            return make_error("ERR_RATING_INPUT",
                              "a score must lie between 0 and 1, not " + std::to_string(game.score));
        if (!(game.weight > 0.0 && game.weight <= 1.0))
            return make_error("ERR_RATING_INPUT",
                              "a game's weight must lie in (0, 1], not " + std::to_string(game.weight));
    }
    const double mu = (player.rating - START) / SCALE;
    const double phi = player.deviation / SCALE;
    const double sigma = player.volatility;
    const double maxPhi = params.maxDeviation / SCALE;
    const double minPhi = params.minDeviation / SCALE;

    if (games.empty()) {
        Rating idle = player;
        idle.deviation = std::min(std::sqrt(phi * phi + sigma * sigma), maxPhi) * SCALE;
        return idle;
    }

    // Steps 3 and 4: the estimated variance v and improvement delta, each game counted by its weight.
    double information = 0.0;
    double improvement = 0.0;
    for (const GameScore& game : games) {
        const double muJ = (game.opponent.rating - START) / SCALE;
        const double phiJ = game.opponent.deviation / SCALE;
        const double e = expected(mu, muJ, phiJ);
        information += game.weight * g(phiJ) * g(phiJ) * e * (1.0 - e);
        improvement += game.weight * g(phiJ) * (game.score - e);
    }
    const double v = 1.0 / information;
    const double delta = v * improvement;

    // Steps 5 to 7.
    const double sigmaNew = new_volatility(phi, v, delta, sigma, params);
    const double phiStar = std::sqrt(phi * phi + sigmaNew * sigmaNew);
    const double phiNew = std::clamp(1.0 / std::sqrt(1.0 / (phiStar * phiStar) + 1.0 / v), minPhi, maxPhi);
    const double muNew = mu + phiNew * phiNew * improvement;

    return Rating{START + SCALE * muNew, SCALE * phiNew, sigmaNew};
}

bool provisional(const Rating& r, const Params& params) { return r.deviation > params.provisionalAbove; }

} // namespace littletable::rating
