// nplayer_fit: fits the weights of a multi-player evaluation's features (tools/nplayer_fit/sources.h) to
// self-play games, in two steps:
//   1. points: for every sampled position and seat, the points it scores from there to the end, regressed on its
//      features (least squares, an intercept, a small ridge): what each feature is worth in points to come;
//   2. results: from those weights (or --start), the weights that best predict the first place
//      (first_place_fit.h), as the chess tuner fits results.
// The weights come out in centipawns (100 a point), ready for the game's evaluate.h. The games are split in two
// halves: the weights are fitted on the even games, and their error is reported on the odd ones too.
//
// Run: build/release/tools/nplayer_fit/nplayer_fit --variant martian4 --games 400 --level 3 --threads 2
#include <CLI/CLI.hpp>

#include <cmath>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <thread>

#include "engine/core/registry.h"
#include "match/start_options.h"
#include "tools/nplayer_fit/first_place_fit.h"
#include "tools/nplayer_fit/least_squares.h"
#include "tools/nplayer_fit/self_play.h"

using namespace littletable;
using namespace littletable::nplayer_fit;

namespace {

/// One regression row: the intercept's 1, then the features; the target is the points still to come.
std::vector<double> row_of(const std::vector<double>& features) {
    std::vector<double> x{1.0};
    x.insert(x.end(), features.begin(), features.end());
    return x;
}

/// R^2 of the weights on the games in `half`.
double r_squared(const std::vector<PlayedGame>& games, Half half, const std::vector<double>& w) {
    double sum = 0, sum2 = 0, residual = 0;
    long n = 0;
    for (std::size_t g = 0; g < games.size(); ++g)
        if (in_half(g, half))
            for (const Sample& sample : games[g].samples)
                for (std::size_t s = 0; s < sample.features.size(); ++s) {
                    const std::vector<double> x = row_of(sample.features[s]);
                    const double y = games[g].finalPoints[s] - sample.points[s];
                    double p = 0;
                    for (std::size_t i = 0; i < x.size(); ++i)
                        p += w[i] * x[i];
                    sum += y, sum2 += y * y, residual += (y - p) * (y - p), ++n;
                }
    if (n == 0)
        return 0;
    const double variance = sum2 - sum * sum / double(n);
    return variance > 0 ? 1 - residual / variance : 0;
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app{"Fits a multi-player evaluation's feature weights to the points scored in self-play"};
    SelfPlaySettings settings;
    settings.variant = "martian4";
    int games = 200, threads = 1;
    double ridge = 1.0;
    std::vector<double> start;
    std::vector<std::string> options;
    app.add_option("--variant", settings.variant, "Game name")->capture_default_str();
    app.add_option("--games", games, "Self-play games")->capture_default_str()->check(CLI::Range(2, 1000000));
    app.add_option("--level", settings.level, "The CPU level that plays every seat")
        ->capture_default_str()
        ->check(CLI::Range(1, 8));
    app.add_option("--player", settings.players,
                   "The seats' players in turn, once per player: NAME (see littletable match) or 'cpu' for the "
                   "variant's CPU player (default: 'cpu' in every seat)");
    app.add_option("--random-plies", settings.randomPlies, "Random plies at the start of each game")
        ->capture_default_str()
        ->check(CLI::Range(0, 40));
    app.add_option("--sample-every", settings.sampleEvery, "Plies between two sampled positions")
        ->capture_default_str()
        ->check(CLI::Range(1, 100));
    app.add_option("--option", options, "The variant's room options, NAME=VALUE (a move limit: the largest)");
    app.add_option("--seed", settings.seed, "Seed of the random plies and the level's choices")->capture_default_str();
    app.add_option("--ridge", ridge, "Ridge term of the least squares")->capture_default_str();
    app.add_option("--start", start, "Step 2's first weights, centipawns (default: step 1's)")->delimiter(',');
    app.add_option("--threads", threads, "Games played at once")->capture_default_str()->check(CLI::Range(1, 64));
    CLI11_PARSE(app, argc, argv);

    const GameInfo* info = find_game(settings.variant);
    const FeatureSource* source = feature_source(settings.variant);
    if (!info || !source) {
        std::cerr << "error: no fitted evaluation for '" << settings.variant << "'\n";
        return 2;
    }
    GameOptionChoice given;
    for (const std::string& o : options) {
        const std::size_t eq = o.find('=');
        if (eq == std::string::npos) {
            std::cerr << "error: option '" << o << "' is not NAME=VALUE\n";
            return 2;
        }
        given[o.substr(0, eq)] = o.substr(eq + 1);
    }
    Result<GameOptionChoice> choice = match::match_options(*info, given);
    if (!choice) {
        std::cerr << "error: " << choice.error().message << "\n";
        return 2;
    }
    settings.startFen = match::start_fen_of(*info, choice.value());
    for (std::string& p : settings.players)
        if (p == "cpu")
            p.clear();

    // Step 1. Self-play, `threads` games at a time; the games kept in index order.
    std::vector<PlayedGame> played(static_cast<std::size_t>(games));
    std::mutex lock;
    std::optional<Error> failure;
    int next = 0;
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([&] {
            for (;;) {
                int index;
                {
                    std::lock_guard guard(lock);
                    if (next >= games || failure)
                        return;
                    index = next++;
                }
                Result<PlayedGame> game = play_game(settings, *source, index);
                std::lock_guard guard(lock);
                if (!game)
                    failure = game.error();
                else
                    played[std::size_t(index)] = std::move(game).value();
            }
        });
    for (std::thread& t : pool)
        t.join();
    if (failure) {
        std::cerr << "error: " << failure->code << ": " << failure->message << "\n";
        return 1;
    }

    // Step 2. The fit on the even games.
    NormalEquations equations(int(source->names.size()) + 1);
    long plies = 0;
    for (std::size_t g = 0; g < played.size(); ++g) {
        plies += played[g].plies;
        if (!in_half(g, Half::EVEN))
            continue;
        for (const Sample& sample : played[g].samples)
            for (std::size_t s = 0; s < sample.features.size(); ++s)
                equations.add(row_of(sample.features[s]), played[g].finalPoints[s] - sample.points[s]);
    }
    const std::optional<std::vector<double>> w = equations.solve(ridge);
    if (!w) {
        std::cerr << "error: the features do not vary enough in these games to be fitted\n";
        return 1;
    }

    // Step 3. The fit by results, on the even games.
    std::vector<double> first(w->begin() + 1, w->end());
    for (double& x : first)
        x *= POINT_CP;
    if (!start.empty()) {
        if (start.size() != first.size()) {
            std::cerr << "error: --start needs " << first.size() << " weights\n";
            return 2;
        }
        first = start;
    }
    const double scale = fit_scale(played, first, Half::EVEN);
    const double before = first_place_error(played, first, scale, Half::EVEN);
    const double beforeOdd = first_place_error(played, first, scale, Half::ODD);
    const std::vector<double> fitted = local_search(played, first, scale, 32, Half::EVEN);

    // Step 4. The report.
    std::printf("%d games (%.1f plies on average), %d seat rows fitted (the even games)\n", games,
                double(plies) / games, equations.rows());
    std::printf("points to come: R^2 %.4f on the fitted games, %.4f on the others\n", r_squared(played, Half::EVEN, *w),
                r_squared(played, Half::ODD, *w));
    std::printf("first place: scale %.0f cp, error %.5f -> %.5f on the fitted games, %.5f -> %.5f on the others\n",
                scale, before, first_place_error(played, fitted, scale, Half::EVEN), beforeOdd,
                first_place_error(played, fitted, scale, Half::ODD));
    std::printf("%-16s %10s %10s %10s\n", "feature", "points", "start", "results");
    std::printf("%-16s %10.1f\n", "(intercept)", POINT_CP * (*w)[0]);
    std::string line;
    for (std::size_t i = 0; i < source->names.size(); ++i) {
        std::printf("%-16s %10.1f %10.1f %10.1f\n", source->names[i].c_str(), POINT_CP * (*w)[i + 1], first[i],
                    fitted[i]);
        line += (i ? "," : "") + std::to_string(int(std::lround(fitted[i])));
    }
    std::printf("weights: %s\n", line.c_str());
    return 0;
}
