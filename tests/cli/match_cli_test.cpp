// Black-box tests of `littletable match`: the printed report, the PGN file, errors and misbehaving engines.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

using namespace littletable::cli_test;

std::vector<std::string> lines_starting(const std::string& text, const std::string& prefix) {
    std::vector<std::string> out;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line))
        if (line.rfind(prefix, 0) == 0)
            out.push_back(line);
    return out;
}

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

TEST(CliMatch, TwoGameInternalMatchPrintsGamesScoreAndPgn) {
    const std::string pgn = temp_file("cli_match.pgn", "");
    CliRun r = run("match --engine name=A level=1 --engine name=B level=2 --nodes 200 --games 2 --pgn " + pgn);
    ASSERT_EQ(r.exitCode, 0) << r.out;
    const auto games = lines_starting(r.out, "Finished game ");
    ASSERT_EQ(games.size(), 2u) << r.out;
    // "Finished game N (WHITE vs BLACK): RESULT {REASON}"; colours alternate.
    const std::regex line(R"(Finished game (\d) \((A|B) vs (A|B)\): (1-0|0-1|1/2-1/2) \{.+\})");
    int wins = 0, losses = 0, draws = 0;
    std::vector<std::string> results;
    for (size_t i = 0; i < games.size(); ++i) {
        std::smatch m;
        ASSERT_TRUE(std::regex_match(games[i], m, line)) << games[i];
        EXPECT_EQ(m[1], std::to_string(i + 1));
        EXPECT_EQ(m[2], i == 0 ? "A" : "B");
        results.push_back(m[4]);
        const bool aIsWhite = m[2] == "A";
        if (m[4] == "1/2-1/2")
            ++draws;
        else if ((m[4] == "1-0") == aIsWhite)
            ++wins;
        else
            ++losses;
    }
    // The score line counts A's wins, losses and draws of the games above; s = (W + D/2) / N.
    char score[16];
    std::snprintf(score, sizeof score, "%.3f", (wins + 0.5 * draws) / 2);
    const std::string expected = "Score of A vs B: " + std::to_string(wins) + " - " + std::to_string(losses) + " - " +
                                 std::to_string(draws) + "  [" + score + "] 2";
    EXPECT_EQ(lines_starting(r.out, "Score of ").at(0), expected) << r.out;
    EXPECT_EQ(lines_starting(r.out, "Elo difference: ").size(), 1u) << r.out;
    EXPECT_EQ(lines_starting(r.out, "Terminations:").size(), 1u) << r.out;

    // The PGN file: both games, in the order printed, with the same results.
    const std::string text = read_file(pgn);
    const auto resultTags = lines_starting(text, "[Result ");
    ASSERT_EQ(resultTags.size(), 2u) << text;
    for (size_t i = 0; i < 2; ++i)
        EXPECT_EQ(resultTags[i], "[Result \"" + results[i] + "\"]");
    EXPECT_EQ(lines_starting(text, "[White \"A\"]").size(), 1u);
    EXPECT_EQ(lines_starting(text, "[White \"B\"]").size(), 1u);
    EXPECT_EQ(lines_starting(text, "[TimeControl \"-\"]").size(), 2u);
}

TEST(CliMatch, MetamateGamesBeginWithTheSetupChoices) {
    // From Metamate's start each player chooses its Meta (shared/rules/metamate.md §2); the record puts the two setup
    // choices before move 1 (docs/metamate-notation.md), e.g. "M1h@e2 M3@h8 1. ...".
    const std::string pgn = temp_file("cli_match_metamate.pgn", "");
    CliRun r = run("match --variant metamate --engine name=A level=1 --engine name=B level=2 --nodes 200 --games 2 --pgn " +
                   pgn);
    ASSERT_EQ(r.exitCode, 0) << r.out;
    ASSERT_EQ(lines_starting(r.out, "Finished game ").size(), 2u) << r.out;
    const std::string text = read_file(pgn);
    EXPECT_EQ(lines_starting(text, "[Variant \"Metamate\"]").size(), 2u) << text;
    const std::regex setup(R"(M(1h|1v|2\.1|2\.2|3|4)@[a-h][12] M(1h|1v|2\.1|2\.2|3|4)@[a-h][78] 1\. )");
    std::smatch m;
    EXPECT_TRUE(std::regex_search(text, m, setup)) << text;
}

TEST(CliMatch, CrashingUciEngineLosesEveryGameAndTheMatchGoesOn) {
    CliRun r = run(std::string("match --engine name=crasher cmd=") + FAKE_UCI_ENGINE +
                   " arg=crash --engine level=1 --nodes 100 --games 2");
    ASSERT_EQ(r.exitCode, 0) << r.out;
    const auto games = lines_starting(r.out, "Finished game ");
    ASSERT_EQ(games.size(), 2u) << r.out;
    for (const std::string& g : games)
        EXPECT_NE(g.find("{crasher crashed: ended (killed by signal 6"), std::string::npos) << g;
    EXPECT_EQ(games[0].substr(0, 41), "Finished game 1 (crasher vs L1): 0-1 {cra");
    EXPECT_EQ(games[1].substr(0, 41), "Finished game 2 (L1 vs crasher): 1-0 {cra");
    EXPECT_EQ(lines_starting(r.out, "Score of ").at(0), "Score of crasher vs L1: 0 - 2 - 0  [0.000] 2");
    EXPECT_EQ(lines_starting(r.out, "Elo difference: ").at(0).substr(0, 27), "Elo difference: -inf +/- na");
    EXPECT_EQ(lines_starting(r.out, "  crash (crasher): ").at(0), "  crash (crasher): 2");
}

TEST(CliMatch, DefaultOpeningSetStartsTheGames) {
    const std::string pgn = temp_file("cli_match_openings.pgn", "");
    CliRun r = run(std::string("match --engine level=1 --engine level=2 --nodes 100 --games 2 --openings ") +
                   LITTLETABLE_SOURCE_DIR + "/data/openings/chess.epd --pgn " + pgn);
    ASSERT_EQ(r.exitCode, 0) << r.out;
    // The first opening of the file (Ruy Lopez, Morphy Defence), once per colour assignment.
    const std::string fen = "[FEN \"r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 4 6\"]";
    EXPECT_EQ(lines_starting(read_file(pgn), fen).size(), 2u) << read_file(pgn);
    EXPECT_EQ(lines_starting(read_file(pgn), "[SetUp \"1\"]").size(), 2u);
}

TEST(CliMatch, BadSettingsAreRefusedWithTheirError) {
    const std::string bin = FAKE_UCI_ENGINE;
    const std::pair<std::string, std::string> cases[] = {
        {"--engine level=9 --engine level=1 --nodes 10", "ERR_ENGINE_SPEC"},
        {"--engine level=1 --engine level=1 --tc abc", "ERR_TIME_CONTROL"},
        {"--engine level=1 --engine level=1", "ERR_MATCH_SETUP"},
        {"--engine level=1 --nodes 10", "ERR_MATCH_SETUP"},
        {"--engine level=1 --engine level=1 --nodes 10 --openings /nonexistent.epd", "ERR_OPENINGS"},
        {"--engine level=1 --engine cmd=/nonexistent/engine --nodes 10", "ERR_ENGINE_START"},
        {"--engine level=1 --engine cmd=" + bin + " arg=no-uciok --nodes 10 --start-timeout 200", "ERR_ENGINE_HANDSHAKE"},
        {"--engine level=1 --engine level=2 --nodes 10 --draw movecount=x", "ERR_MATCH_SETUP"},
        {"--engine level=1 --engine level=2 --nodes 10 --variant nothing", "ERR_UNKNOWN_GAME"},
        {"--engine level=1 --engine level=2 --nodes 10 --games -3", "ERR_MATCH_SETUP"},
        {"--engine level=1 --engine level=2 --movetime -5", "ERR_MATCH_SETUP"},
        {"--engine level=1 --engine level=2 --nodes 10 --concurrency 0", "ERR_MATCH_SETUP"},
    };
    for (const auto& [args, code] : cases) {
        CliRun r = run("match " + args, true);
        EXPECT_EQ(r.exitCode, 2) << args << "\n" << r.out;
        EXPECT_NE(r.out.find("error: " + code), std::string::npos) << args << "\n" << r.out;
    }
}

} // namespace
