// The Texel tuner (tools/texel_tune/): the evaluation as a linear function of its weights must be exactly the
// evaluation, the training positions must be the quiet ones, the fit must find known weights, and the shipped
// eval_params.cpp must be what the tuner writes for the shipped weights.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <iterator>
#include <random>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "engine/chess/evaluate.h"
#include "engine/chess/position.h"
#include "engine/core/pgn_text.h"
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

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// The FENs of the Win At Chess positions (the first four EPD fields and "0 1").
std::vector<LabelledPosition> wac_positions() {
    std::ifstream in(LITTLETABLE_SOURCE_DIR "/tests/ai/data/wac.epd");
    std::vector<LabelledPosition> out;
    std::string line;
    while (std::getline(in, line)) {
        std::size_t at = 0;
        for (int field = 0; field < 4 && at != std::string::npos; ++field)
            at = line.find(' ', at + 1);
        if (at != std::string::npos)
            out.push_back({line.substr(0, at) + " 0 1", 0.5f, int(out.size())});
    }
    return out;
}

int white_eval(const chess::Position& pos, const chess::EvalParams& params) {
    const int e = chess::evaluate(pos, params);
    return pos.side_to_move() == chess::WHITE ? e : -e;
}

} // namespace

TEST(TexelTune, TheLinearModelIsTheEvaluationForAnyWeights) {
    const std::vector<LabelledPosition> positions = wac_positions();
    ASSERT_EQ(positions.size(), 300u);
    const Dataset data = linearize(positions, chess::EVAL_PARAMS, 2);
    ASSERT_GT(data.rows.size(), 250u); // a few endgames scale
    EXPECT_EQ(data.rows.size() + data.scaled, positions.size());

    // Other weights: every tunable moved by -20..20 cp; the model must follow the real evaluation.
    chess::EvalParams moved = chess::EVAL_PARAMS;
    const std::vector<Tunable> list = tunables(moved);
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> step(-20, 20);
    std::vector<double> base, other;
    for (const Tunable& t : list) {
        base.push_back(*t.value);
        *t.value += step(rng);
        other.push_back(*t.value);
    }
    std::size_t row = 0;
    for (const LabelledPosition& lp : positions) {
        const chess::Position pos = chess::Position::from_fen(lp.fen).value();
        const chess::Score sums = chess::evaluate_sums(pos, chess::EVAL_PARAMS);
        const int side = pos.side_to_move() == chess::WHITE ? 1 : -1;
        if (white_eval(pos, chess::EVAL_PARAMS) !=
            chess::tapered(sums, chess::game_phase(pos)) + side * chess::EVAL_PARAMS.tempo)
            continue; // scaled: left out by linearize too
        ASSERT_LT(row, data.rows.size());
        // The integer evaluation rounds the blend towards zero: within one centipawn of the model.
        EXPECT_NEAR(row_eval(data, data.rows[row], base), white_eval(pos, chess::EVAL_PARAMS), 1.0) << lp.fen;
        EXPECT_NEAR(row_eval(data, data.rows[row], other), white_eval(pos, moved), 1.0) << lp.fen;
        ++row;
    }
    EXPECT_EQ(row, data.rows.size());
}

TEST(TexelTune, TunablesAreDistinctWeights) {
    chess::EvalParams params = chess::EVAL_PARAMS;
    const std::vector<Tunable> list = tunables(params);
    std::unordered_set<int*> pointers;
    std::unordered_set<std::string> names;
    for (const Tunable& t : list) {
        EXPECT_TRUE(pointers.insert(t.value).second) << t.name;
        EXPECT_TRUE(names.insert(t.name).second) << t.name;
    }
    // 5 materials, 6 x 64 squares, 4 x 28 mobility counts, each middlegame and endgame; the rest by name.
    EXPECT_GT(list.size(), std::size_t(2 * (5 + 6 * 64 + 4 * 28)));
    EXPECT_TRUE(names.count("tempo"));
    EXPECT_FALSE(names.count("kingAttackMax"));
}

TEST(TexelTune, TrainingPositionsAreTheQuietOnesOnce) {
    // 1. e4 d5 2. exd5 Qxd5: the start and the position after 1. e4 are quiet; before 2. exd5 and 2... Qxd5
    // the move played takes. The same game twice gives its positions once; an unfinished game gives none.
    const std::string game = "[Event \"a\"]\n[Result \"1-0\"]\n\n1. e4 d5 2. exd5 Qxd5 1-0\n\n";
    const std::string unfinished = "[Event \"b\"]\n[Result \"*\"]\n\n1. d4 *\n\n";
    const std::string text = game + game + unfinished;
    EXPECT_EQ(split_pgn_games(text).size(), 3u);
    std::unordered_set<uint64_t> seen;
    int nextGame = 0;
    const Result<std::vector<LabelledPosition>> found = quiet_positions(text, nextGame, seen);
    ASSERT_TRUE(found.ok());
    EXPECT_EQ(nextGame, 3); // the unfinished game counted too
    ASSERT_EQ(found.value().size(), 2u);
    EXPECT_EQ(found.value()[0].fen, chess::Position::start().fen());
    EXPECT_EQ(found.value()[1].fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_EQ(found.value()[0].result, 1.0f);
    EXPECT_EQ(found.value()[0].game, 0);

    // A winning capture or a check makes a position not quiet.
    const std::string check = "[Event \"c\"]\n[Result \"0-1\"]\n\n1. e4 f5 2. Qh5+ g6 0-1\n\n";
    std::unordered_set<uint64_t> fresh;
    const Result<std::vector<LabelledPosition>> withCheck = quiet_positions(check, nextGame, fresh);
    ASSERT_TRUE(withCheck.ok());
    // The start and after 1. e4 are quiet; after 1... f5, exf5 wins a pawn (nothing can take back); after
    // 2. Qh5+ Black is in check.
    ASSERT_EQ(withCheck.value().size(), 2u);
    EXPECT_EQ(withCheck.value()[0].game, 3); // numbered after the first text's games
    EXPECT_EQ(nextGame, 4);

    // An illegal move in the second game of a text: an error naming that game (the 6th counted so far), and
    // the counter left where it was.
    const Result<std::vector<LabelledPosition>> bad =
        quiet_positions(check + "[Event \"d\"]\n[Result \"1-0\"]\n\n1. e4 e4 1-0\n\n", nextGame, fresh);
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.error().message.find("game 6"), std::string::npos) << bad.error().message;
    EXPECT_EQ(nextGame, 4);
}

TEST(TexelTune, TheFitFindsKnownWeights) {
    // Two weights, results drawn from the logistic model they define: the fit must recover them.
    const double k = 1.0, trueA = 80.0, trueB = -30.0;
    Dataset data;
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> feature(-3.0, 3.0), coin(0.0, 1.0);
    for (int i = 0; i < 40000; ++i) {
        const double fa = feature(rng), fb = feature(rng);
        const double p = 1.0 / (1.0 + std::pow(10.0, -k * (fa * trueA + fb * trueB) / 400.0));
        const uint32_t begin = uint32_t(data.entries.size());
        data.entries.push_back({0, float(fa)});
        data.entries.push_back({1, float(fb)});
        data.rows.push_back({0.0, coin(rng) < p ? 1.0f : 0.0f, begin, begin + 2});
    }
    std::vector<double> params{0.0, 0.0};
    TrainOptions options;
    options.epochs = 800;
    options.learningRate = 2.0;
    train(data, params, k, options);
    EXPECT_NEAR(params[0], trueA, 8.0);
    EXPECT_NEAR(params[1], trueB, 8.0);
    EXPECT_LT(mean_squared_error(data, params, k, 1), mean_squared_error(data, {0.0, 0.0}, k, 1));
    EXPECT_NEAR(fit_k(data, {trueA, trueB}, 1), k, 0.15);

    // The last epoch is reported even when the report interval does not divide the epochs.
    std::vector<int> reported;
    options.epochs = 7;
    options.reportEvery = 5;
    options.report = [&](int epoch, const std::vector<double>&) { reported.push_back(epoch); };
    train(data, params, k, options);
    EXPECT_EQ(reported, (std::vector<int>{5, 7}));
    // No rows: no gradient, nothing moves (no 0/0).
    std::vector<double> untouched{1.0, 2.0};
    train(Dataset{}, untouched, k, options);
    EXPECT_EQ(untouched, (std::vector<double>{1.0, 2.0}));
}

TEST(TexelTune, TheShippedWeightsAreTheTunersOutput) {
    // engine/chess/eval_params.cpp is written by texel_tune: from its #include line on, it must be exactly
    // what the tuner writes for EVAL_PARAMS (so the file and the compiled weights cannot drift apart).
    const std::string shipped = read_file(LITTLETABLE_SOURCE_DIR "/engine/chess/eval_params.cpp");
    const std::string written = eval_params_source(chess::EVAL_PARAMS, "// test\n");
    const std::string from = "#include \"engine/chess/eval_params.h\"";
    ASSERT_NE(shipped.find(from), std::string::npos);
    EXPECT_EQ(shipped.substr(shipped.find(from)), written.substr(written.find(from)));
}

TEST(TexelTune, TeacherScoresComeFromTheEngineAndSurviveItsFailures) {
    const std::vector<LabelledPosition> positions = {
        {chess::Position::start().fen(), 1.0f, 0},
        {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", 1.0f, 0},
        {"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", 0.5f, 1},
    };
    // The fake engine's "good" mode says "score cp 0" before each move.
    const auto run = [&](const std::vector<std::string>& argv, int threads, std::vector<std::optional<int>>& scores) {
        return teacher_scores(positions, match::UciCommand{argv, {}}, "nodes 1", threads, {}, scores);
    };
    std::vector<std::optional<int>> scores;
    std::optional<Error> failed = run({FAKE_UCI_ENGINE, "good"}, 2, scores);
    ASSERT_FALSE(failed) << failed->message;
    EXPECT_EQ(scores, (std::vector<std::optional<int>>{0, 0, 0}));
    // "bounds": "score cp 25", then "score cp 90 lowerbound" (UCI: only a bound): 25 for the side to move.
    failed = run({FAKE_UCI_ENGINE, "bounds"}, 1, scores);
    ASSERT_FALSE(failed) << failed->message;
    EXPECT_EQ(scores, (std::vector<std::optional<int>>{25, -25, 25}));
    // "crash-once" dies at its first search only: that position has no score, the restarted engine scores the rest.
    const std::string marker = ::testing::TempDir() + "texel_crash_once";
    std::remove(marker.c_str());
    failed = run({FAKE_UCI_ENGINE, "crash-once", marker}, 1, scores);
    ASSERT_FALSE(failed) << failed->message;
    EXPECT_EQ(scores, (std::vector<std::optional<int>>{std::nullopt, 0, 0}));
    // "crash" dies at every search: after 3 in a row the run stops with an error; spread over 3 processes (one
    // position each) no process fails 3 in a row, but no score at all is an error too. An engine that cannot
    // start stops the run at once.
    failed = run({FAKE_UCI_ENGINE, "crash"}, 1, scores);
    ASSERT_TRUE(failed);
    EXPECT_EQ(failed->code, "ERR_TEACHER_FAILING");
    failed = run({FAKE_UCI_ENGINE, "crash"}, 3, scores);
    ASSERT_TRUE(failed);
    EXPECT_EQ(failed->code, "ERR_TEACHER_FAILING");
    EXPECT_EQ(scores, (std::vector<std::optional<int>>(3)));
    failed = run({"/nonexistent/engine"}, 2, scores);
    ASSERT_TRUE(failed);
    EXPECT_EQ(failed->code, "ERR_TEACHER_START");

    // Scores written and read back, by FEN; writing the merged map keeps what the file held.
    const std::string path = ::testing::TempDir() + "texel_scores.txt";
    ASSERT_TRUE(write_scores(path, {{positions[0].fen, 12}, {positions[2].fen, -340}}));
    std::unordered_map<std::string, int> back = read_scores(path);
    EXPECT_EQ(back, (std::unordered_map<std::string, int>{{positions[0].fen, 12}, {positions[2].fen, -340}}));
    back[positions[1].fen] = 7;
    ASSERT_TRUE(write_scores(path, back));
    EXPECT_EQ(read_scores(path).size(), 3u);
    EXPECT_FALSE(write_scores(::testing::TempDir() + "no/such/dir/scores.txt", back));
    EXPECT_FALSE(write_scores(::testing::TempDir(), back)); // a directory
    // CR LF line ends are read; a score that is not an integer is not.
    { std::ofstream(path, std::ios::binary) << "15 " << positions[1].fen << "\r\n12abc " << positions[0].fen << "\n"; }
    EXPECT_EQ(read_scores(path), (std::unordered_map<std::string, int>{{positions[1].fen, 15}}));
    EXPECT_TRUE(read_scores(::testing::TempDir()).empty()); // a directory: not read (no abort)
    EXPECT_TRUE(read_scores(path + ".missing").empty());
}

TEST(TexelTune, OutputFilesAreCheckedBeforeTheRun) {
    namespace fs = std::filesystem;
    const fs::path dir = fs::path(::testing::TempDir()) / "texel_files";
    fs::remove_all(dir);
    fs::create_directories(dir);
    // A new file in a directory: writable, and the check leaves nothing behind.
    EXPECT_TRUE(writable_file((dir / "new.cpp").string()));
    EXPECT_FALSE(fs::exists(dir / "new.cpp"));
    // A directory, a missing directory, a device, a dangling link (kept as it was), a loop of links: not.
    EXPECT_FALSE(writable_file(dir.string()));
    EXPECT_FALSE(writable_file((dir / "missing" / "x.cpp").string()));
    EXPECT_FALSE(writable_file("/dev/null"));
    fs::create_symlink(dir / "nowhere", dir / "dangling");
    EXPECT_FALSE(writable_file((dir / "dangling").string()));
    EXPECT_TRUE(fs::is_symlink(fs::symlink_status(dir / "dangling")));
    EXPECT_FALSE(fs::exists(dir / "nowhere"));
    fs::create_symlink(dir / "loop", dir / "loop");
    EXPECT_FALSE(writable_file((dir / "loop").string()));
    EXPECT_FALSE(writable_file((dir / std::string(300, 'a')).string())); // a name too long
    // replace_file writes through a temporary file: the content is replaced whole, no temporary stays.
    const std::string file = (dir / "out.txt").string();
    ASSERT_TRUE(replace_file(file, "first\n"));
    ASSERT_TRUE(replace_file(file, "second\n"));
    EXPECT_EQ(read_text_file(file), std::optional<std::string>("second\n"));
    EXPECT_FALSE(fs::exists(file + ".tmp"));
    EXPECT_FALSE(replace_file(dir.string(), "x"));
    // Through a link: the target is written, the link stays a link.
    fs::create_symlink(dir / "out.txt", dir / "link");
    ASSERT_TRUE(replace_file((dir / "link").string(), "third\n"));
    EXPECT_TRUE(fs::is_symlink(fs::symlink_status(dir / "link")));
    EXPECT_EQ(read_text_file(file), std::optional<std::string>("third\n"));
    // A file that can be written in a directory where its temporary file cannot be created: refused up front.
    const fs::path locked = dir / "locked";
    fs::create_directories(locked);
    { std::ofstream(locked / "w.txt") << "x"; }
    fs::permissions(locked, fs::perms::owner_read | fs::perms::owner_exec);
    if (!std::ofstream((locked / "probe").string())) { // root may write anyway: then there is nothing to check
        EXPECT_FALSE(writable_file((locked / "w.txt").string()));
    }
    fs::permissions(locked, fs::perms::owner_all);
    EXPECT_EQ(read_text_file(dir.string()), std::nullopt);
    EXPECT_EQ(read_text_file((dir / "missing.pgn").string()), std::nullopt);
}
