// texel_tune: fits the chess evaluation's weights to game results (Texel's method, fit.h) and writes them as
// engine/chess/eval_params.cpp. Usage and the run that produced the shipped weights: docs/evaluation.md.
//
//   texel_tune --pgn games.pgn [--pgn more.pgn] --out eval_params.cpp [--epochs N] [--lr CP] [--threads N]
#include <cmath>
#include <cstdio>
#include <optional>
#include <sstream>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include <CLI/CLI.hpp>

#include "engine/chess/evaluate.h"
#include "engine/chess/position.h"
#include "tools/texel_tune/files.h"
#include "tools/texel_tune/fit.h"
#include "tools/texel_tune/linear_model.h"
#include "tools/texel_tune/params_source.h"
#include "tools/texel_tune/teacher.h"
#include "tools/texel_tune/training_set.h"
#include "tools/texel_tune/tunable.h"

using namespace littletable;
using namespace littletable::texel;

namespace {

/// Moves the mean of each piece's square table (over the squares it can stand on) into its material value:
/// the evaluation is unchanged, the tables read as bonuses around zero.
void centre_tables(chess::EvalParams& p) {
    using namespace chess;
    for (int pt = PAWN; pt <= QUEEN; ++pt) {
        const int first = pt == PAWN ? 8 : 0, last = pt == PAWN ? 55 : 63;
        Score sum;
        for (int s = first; s <= last; ++s)
            sum += p.pst[pt][s];
        const int n = last - first + 1;
        const Score mean{int(std::lround(double(sum.mg) / n)), int(std::lround(double(sum.eg) / n))};
        p.material[pt] += mean;
        for (int s = first; s <= last; ++s)
            p.pst[pt][s] -= mean;
    }
}

/// A CLI11 check: a finite number in [lo, hi] (CLI::Range lets "nan" through).
CLI::Validator finite_in(double lo, double hi) {
    return CLI::Validator(
        [lo, hi](std::string& text) -> std::string {
            double v = 0;
            try {
                std::size_t used = 0;
                v = std::stod(text, &used);
                if (used != text.size())
                    return "not a number: " + text;
            } catch (const std::exception&) {
                return "not a number: " + text;
            }
            if (!std::isfinite(v) || v < lo || v > hi)
                return "must be a finite number in [" + CLI::detail::to_string(lo) + ", " + CLI::detail::to_string(hi) +
                       "]: " + text;
            return {};
        },
        "FINITE in [" + CLI::detail::to_string(lo) + " - " + CLI::detail::to_string(hi) + "]");
}

/// Replaces each label by teacherWeight * (the teacher's score as a predicted result) + (1 - teacherWeight) *
/// (the game result), the teacher's scale K fitted to the results; positions the teacher did not score are
/// dropped. Scores come from `scoresFile` where known, else from the teacher (and are then added to the file).
bool mix_teacher_labels(std::vector<LabelledPosition>& positions, const std::vector<std::string>& teacherArgv,
                        const std::string& go, const std::string& scoresFile, double teacherWeight, int threads) {
    std::unordered_map<std::string, int> known =
        scoresFile.empty() ? std::unordered_map<std::string, int>{} : read_scores(scoresFile);
    std::vector<std::optional<int>> scores(positions.size());
    std::vector<LabelledPosition> missing;
    std::vector<std::size_t> missingAt;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        if (const auto it = known.find(positions[i].fen); it != known.end())
            scores[i] = it->second;
        else
            missing.push_back(positions[i]), missingAt.push_back(i);
    }
    std::printf("teacher scores: %zu known, %zu to search\n", positions.size() - missing.size(), missing.size());
    if (!missing.empty()) {
        if (teacherArgv.empty()) {
            std::fprintf(stderr, "texel_tune: %zu positions have no score and no --teacher is given\n", missing.size());
            return false;
        }
        std::vector<std::optional<int>> found;
        const std::optional<Error> failed = teacher_scores(
            missing, match::UciCommand{teacherArgv, {{"Threads", "1"}, {"Hash", "16"}}}, go, threads,
            [](std::size_t n) { std::printf("  %zu scored\n", n); }, found);
        for (std::size_t j = 0; j < missing.size(); ++j) {
            scores[missingAt[j]] = found[j];
            if (found[j])
                known[missing[j].fen] = *found[j];
        }
        // The file keeps the scores of other runs' positions too, and those found before a failure.
        if (!scoresFile.empty() && !write_scores(scoresFile, known)) {
            std::fprintf(stderr, "texel_tune: cannot write %s\n", scoresFile.c_str());
            return false;
        }
        if (failed) {
            std::fprintf(stderr, "texel_tune: %s\n", failed->message.c_str());
            return false;
        }
    }
    // The teacher's scale: the K that best maps its scores to the game results.
    Dataset asScores;
    for (std::size_t i = 0; i < positions.size(); ++i)
        if (scores[i])
            asScores.rows.push_back({double(*scores[i]), positions[i].result, 0, 0});
    const double k = fit_k(asScores, {}, threads);
    std::printf("teacher: %zu positions scored, K = %.4f, error against the results %.6f\n", asScores.rows.size(), k,
                mean_squared_error(asScores, {}, k, threads));
    std::vector<LabelledPosition> labelled;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        if (!scores[i])
            continue;
        LabelledPosition lp = positions[i];
        lp.result = float(teacherWeight * predicted_score(*scores[i], k) + (1 - teacherWeight) * lp.result);
        labelled.push_back(std::move(lp));
    }
    positions = std::move(labelled);
    return true;
}

} // namespace

int main(int argc, char** argv) {
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // progress lines reach a log at once, even if the run is killed
    CLI::App app{"Fit the chess evaluation's weights to game results (Texel's method)"};
    std::vector<std::string> pgnFiles;
    std::string outFile;
    int epochs = 600, threads = 2, validationEvery = 10, reportEvery = 50;
    double learningRate = 1.0;
    std::size_t minSupport = 200;
    std::vector<std::string> freeze;
    std::vector<std::string> teacherArgv;
    std::string teacherGo = "nodes 5000", scoresFile;
    double teacherWeight = 0.0;
    app.add_option("--pgn", pgnFiles, "PGN files of finished games (their results are the labels)")->required();
    app.add_option("--out", outFile, "Write the tuned weights as eval_params.cpp here");
    app.add_option("--epochs", epochs, "Adam steps over the whole training set")
        ->check(CLI::Range(0, 1'000'000))
        ->capture_default_str();
    app.add_option("--lr", learningRate, "Adam's learning rate, centipawns")
        ->check(finite_in(1e-6, 1000))
        ->capture_default_str();
    app.add_option("--threads", threads, "Threads")->check(CLI::Range(1, 256))->capture_default_str();
    app.add_option("--validation-every", validationEvery, "Every Nth game is held out for validation (0: none)")
        ->check(CLI::Range(0, 1'000'000))
        ->capture_default_str();
    app.add_option("--min-support", minSupport, "Weights used by fewer training positions are not moved")
        ->capture_default_str();
    app.add_option("--freeze", freeze, "Weights whose name starts with this are not moved (e.g. pst, mobility[QUEEN])");
    app.add_option("--report-every", reportEvery, "Epochs between progress lines (the last epoch is always reported)")
        ->check(CLI::Range(1, 1'000'000))
        ->capture_default_str();
    app.add_option("--teacher", teacherArgv, "A UCI engine scoring every position (program, then its arguments)");
    app.add_option("--teacher-go", teacherGo, "The teacher's search: the rest of its go line")->capture_default_str();
    app.add_option("--scores", scoresFile, "Teacher scores kept between runs: read, completed, written back");
    app.add_option("--teacher-weight", teacherWeight,
                   "Label = weight * teacher's predicted score + (1 - weight) * game result; 0: results only")
        ->check(finite_in(0, 1))
        ->capture_default_str();
    CLI11_PARSE(app, argc, argv);
    for (const std::string& file : {outFile, scoresFile}) {
        if (!file.empty() && !writable_file(file)) {
            std::fprintf(stderr, "texel_tune: cannot write %s (not a regular file, or no permission)\n", file.c_str());
            return 1;
        }
    }
    if (validationEvery == 1) {
        std::fprintf(stderr, "texel_tune: --validation-every 1 holds out every game: nothing is left to train on\n");
        return 1;
    }
    if (!teacherArgv.empty() && teacherWeight == 0) {
        std::fprintf(stderr, "texel_tune: --teacher is only asked with --teacher-weight above 0\n");
        return 1;
    }

    // Positions.
    std::vector<LabelledPosition> positions;
    std::unordered_set<uint64_t> seen;
    int games = 0;
    for (const std::string& file : pgnFiles) {
        const std::optional<std::string> read = read_text_file(file);
        if (!read) {
            std::fprintf(stderr, "texel_tune: cannot read %s (not a regular file, or no permission)\n", file.c_str());
            return 1;
        }
        const std::string& text = *read;
        Result<std::vector<LabelledPosition>> found = quiet_positions(text, games, seen);
        if (!found) {
            std::fprintf(stderr, "texel_tune: %s: %s\n", file.c_str(), found.error().message.c_str());
            return 1;
        }
        positions.insert(positions.end(), found.value().begin(), found.value().end());
    }
    // Positions the linear model cannot take are dropped before anything is spent on them.
    std::erase_if(positions, [](const LabelledPosition& lp) {
        const Result<chess::Position> pos = chess::Position::from_fen(lp.fen);
        return !pos || !evaluation_is_linear(pos.value(), chess::EVAL_PARAMS);
    });
    std::printf("%zu positions where the evaluation is linear in its weights\n", positions.size());
    if (teacherWeight > 0 && !mix_teacher_labels(positions, teacherArgv, teacherGo, scoresFile, teacherWeight, threads))
        return 1;
    std::vector<LabelledPosition> trainPositions, validationPositions;
    for (const LabelledPosition& lp : positions)
        (validationEvery > 0 && lp.game % validationEvery == 0 ? validationPositions : trainPositions).push_back(lp);
    std::printf("%d games, %zu quiet positions: %zu training, %zu validation\n", games, positions.size(),
                trainPositions.size(), validationPositions.size());
    positions.clear();

    // The linear model around the shipped weights.
    chess::EvalParams params = chess::EVAL_PARAMS;
    const std::vector<Tunable> list = tunables(params);
    const Dataset trainSet = linearize(trainPositions, params, threads);
    const Dataset validationSet = linearize(validationPositions, params, threads);
    if (trainSet.rows.empty()) {
        std::fprintf(stderr, "texel_tune: no training positions (the PGN files hold no finished games with quiet "
                             "positions the model can take)\n");
        return 1;
    }
    std::printf("rows: %zu training (%zu scaled, left out), %zu validation; %zu weights, %zu entries\n",
                trainSet.rows.size(), trainSet.scaled, validationSet.rows.size(), list.size(), trainSet.entries.size());

    std::vector<double> x;
    for (const Tunable& t : list)
        x.push_back(*t.value);
    std::vector<std::size_t> support(list.size(), 0);
    for (const Entry& e : trainSet.entries)
        ++support[e.param];
    TrainOptions options;
    options.epochs = epochs;
    options.learningRate = learningRate;
    options.threads = threads;
    options.reportEvery = reportEvery;
    std::size_t frozen = 0;
    for (std::size_t j = 0; j < list.size(); ++j) {
        bool f = support[j] < minSupport;
        for (const std::string& prefix : freeze)
            f = f || list[j].name.starts_with(prefix);
        options.frozen.push_back(f);
        frozen += f;
    }
    const double k = fit_k(trainSet, x, threads);
    std::printf("K = %.4f; %zu weights frozen (fewer than %zu positions, or named by --freeze)\n", k, frozen,
                minSupport);
    std::printf("epoch %5d: training error %.6f, validation error %.6f\n", 0,
                mean_squared_error(trainSet, x, k, threads), mean_squared_error(validationSet, x, k, threads));
    // Early stopping: the weights kept are those of the report with the lowest validation error.
    std::vector<double> best = x;
    double bestError = mean_squared_error(validationSet, x, k, threads);
    int bestEpoch = 0;
    options.report = [&](int epoch, const std::vector<double>& now) {
        const double error = mean_squared_error(validationSet, now, k, threads);
        std::printf("epoch %5d: training error %.6f, validation error %.6f\n", epoch,
                    mean_squared_error(trainSet, now, k, threads), error);
        std::fflush(stdout);
        if (error < bestError || validationSet.rows.empty())
            best = now, bestError = error, bestEpoch = epoch;
    };
    train(trainSet, x, k, options);
    // A diverged fit is an error even when early stopping would keep an earlier report's weights.
    for (std::size_t j = 0; j < list.size(); ++j) {
        if (!std::isfinite(x[j]) || std::abs(x[j]) > 1e6) {
            std::fprintf(stderr, "texel_tune: the fit diverged (%s = %g): try a smaller --lr\n", list[j].name.c_str(),
                         x[j]);
            return 1;
        }
    }
    x = best;
    std::printf("kept the weights of epoch %d\n", bestEpoch);

    // Back to integers.
    for (std::size_t j = 0; j < list.size(); ++j)
        *list[j].value = int(std::lround(x[j]));
    std::vector<double> rounded;
    for (const Tunable& t : list)
        rounded.push_back(*t.value);
    std::printf("rounded: training error %.6f, validation error %.6f\n",
                mean_squared_error(trainSet, rounded, k, threads),
                mean_squared_error(validationSet, rounded, k, threads));
    centre_tables(params);
    if (!outFile.empty()) {
        std::ostringstream provenance;
        provenance
            << "// Tuned by tools/texel_tune (Texel's method: weights fitted so that the evaluation predicts game\n"
            << "// results) on " << trainSet.rows.size() << " quiet positions of " << games
            << " self-play games, starting from the weights\n"
            << "// compiled into the tuner; the runs and their measurements are in docs/evaluation.md.\n";
        if (!replace_file(outFile, eval_params_source(params, provenance.str()))) {
            std::fprintf(stderr, "texel_tune: cannot write %s\n", outFile.c_str());
            return 1;
        }
        std::printf("wrote %s\n", outFile.c_str());
    }
    return 0;
}
