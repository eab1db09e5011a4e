// Black-box tests of `littletable match`: the printed report, the PGN file, errors and misbehaving engines.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
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
    // The two-player report: the header, the games, score, Elo, terminations; no standings table.
    EXPECT_EQ(lines_starting(r.out, "Match of 2 games: A vs B, chess, nodes 200, start position, concurrency 1").size(),
              1u)
        << r.out;
    EXPECT_EQ(r.out.find("Standings"), std::string::npos) << r.out;

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

/// One game of a PGN4 file: the engine of each seat (the Red, Blue, Yellow, Green tags), the places (Result) and the
/// points (Points).
struct Pgn4Game {
    std::vector<std::string> seats;
    std::vector<int> places;
    std::vector<int> points;
};

std::vector<Pgn4Game> read_pgn4_games(const std::string& text) {
    std::vector<Pgn4Game> games;
    const std::regex tag(R"re(\[(Event|Red|Blue|Yellow|Green|Result|Points) "([^"]*)"\])re");
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        std::smatch m;
        if (!std::regex_match(line, m, tag))
            continue;
        if (m[1] == "Event")
            games.emplace_back();
        else if (m[1] == "Result" || m[1] == "Points") {
            std::istringstream numbers(m[2].str());
            std::string n;
            while (std::getline(numbers, n, '-'))
                (m[1] == "Result" ? games.back().places : games.back().points).push_back(std::stoi(n));
        } else
            games.back().seats.push_back(m[2]);
    }
    return games;
}

std::string printed(const char* format, double x) {
    char text[32];
    std::snprintf(text, sizeof text, format, x);
    return text;
}

TEST(CliMatch, FourPlayerTableMatchesTheGamesOfThePgn4File) {
    const std::string pgn = temp_file("cli_match_fourplayer.pgn4", "");
    CliRun r = run("match --variant fourplayer --engine name=A level=1 --engine name=B level=2 --engine name=C level=1 "
                   "--engine name=D level=2 --nodes 60 --games 4 --option moveLimit=100 --pgn " +
                   pgn);
    ASSERT_EQ(r.exitCode, 0) << r.out;
    EXPECT_EQ(lines_starting(r.out, "Match of 4 games: A, B, C, D; fourplayer (moveLimit=100 setup=modern)").size(), 1u)
        << r.out;
    const std::vector<Pgn4Game> games = read_pgn4_games(read_file(pgn));
    ASSERT_EQ(games.size(), 4u) << read_file(pgn);
    const auto lines = lines_starting(r.out, "Finished game ");
    ASSERT_EQ(lines.size(), 4u) << r.out;

    // Each engine's totals from the records: the places of the Result (docs/rules-decisions.md, "Results") give the
    // first places, a place shared by k counting 1/k, and the rank, the mean of the places a shared place spans.
    const std::vector<std::string> names = {"A", "B", "C", "D"};
    std::map<std::string, std::vector<int>> points, seats;
    std::map<std::string, double> firsts, ranks;
    for (size_t g = 0; g < games.size(); ++g) {
        ASSERT_EQ(games[g].seats.size(), 4u);
        ASSERT_EQ(games[g].points.size(), 4u);
        const std::vector<int>& p = games[g].points;
        // The game's line: the engines in seat order and the points.
        EXPECT_EQ(lines[g].substr(0, lines[g].find(" {")),
                  "Finished game " + std::to_string(g + 1) + " (" + games[g].seats[0] + " vs " + games[g].seats[1] +
                      " vs " + games[g].seats[2] + " vs " + games[g].seats[3] + "): " + std::to_string(p[0]) + "-" +
                      std::to_string(p[1]) + "-" + std::to_string(p[2]) + "-" + std::to_string(p[3]));
        const std::vector<int>& place = games[g].places;
        ASSERT_EQ(place.size(), 4u);
        const long sharing = std::count(place.begin(), place.end(), 1);
        for (size_t s = 0; s < 4; ++s) {
            const std::string& e = games[g].seats[s];
            points[e].push_back(p[s]);
            seats[e].resize(4);
            ++seats[e][s];
            firsts[e] += place[s] == 1 ? 1.0 / double(sharing) : 0.0;
            int above = 0, level = 0;
            for (size_t o = 0; o < 4; ++o)
                if (o != s) {
                    above += place[o] < place[s];
                    level += place[o] == place[s];
                }
            ranks[e] += 1 + above + level / 2.0;
        }
    }
    double firstSum = 0;
    for (const std::string& e : names) {
        ASSERT_EQ(points[e].size(), 4u) << e;
        EXPECT_EQ(seats[e], (std::vector<int>{1, 1, 1, 1})) << e; // every seat once in 4 games
        double sum = 0, squares = 0;
        for (int x : points[e]) {
            sum += x;
            squares += double(x) * x;
        }
        const double mean = sum / 4, error = 1.96 * std::sqrt((squares - 4 * mean * mean) / 3 / 4);
        const std::vector<std::string> rows = lines_starting(r.out, "  " + e + " ");
        ASSERT_EQ(rows.size(), 1u) << r.out;
        const std::regex cells(
            R"(  (\w+) +(\d+)  ([\d.]+) \+/- ([\d.]+) +([\d.]+) \(([\d.]+) %\) +([\d.]+)  (\d+) (\d+) (\d+) (\d+))");
        std::smatch m;
        ASSERT_TRUE(std::regex_match(rows[0], m, cells)) << rows[0];
        EXPECT_EQ(m[2], "4");
        EXPECT_EQ(m[3], printed("%.1f", mean)) << rows[0];
        EXPECT_EQ(m[4], printed("%.1f", error)) << rows[0];
        EXPECT_EQ(m[5], printed("%.2f", firsts[e])) << rows[0];
        EXPECT_EQ(m[7], printed("%.2f", ranks[e] / 4)) << rows[0];
        EXPECT_EQ(m[8].str() + m[9].str() + m[10].str() + m[11].str(), "1111") << rows[0];
        firstSum += firsts[e];
    }
    EXPECT_NEAR(firstSum, 4.0, 1e-9);
    EXPECT_EQ(lines_starting(r.out, "Standings (first places: a place shared by k seats counts 1/k").size(), 1u);
    EXPECT_EQ(lines_starting(r.out, "Terminations:").size(), 1u) << r.out;
    EXPECT_EQ(r.out.find("Score of"), std::string::npos) << r.out;
}

TEST(CliMatch, MetamateGamesBeginWithTheSetupChoices) {
    // From Metamate's start each player chooses its Meta (docs/rules/metamate.md §2); the record puts the two setup
    // choices before move 1 (docs/metamate-notation.md), e.g. "M1h@e2 M3@h8 1. ...".
    const std::string pgn = temp_file("cli_match_metamate.pgn", "");
    CliRun r = run(
        "match --variant metamate --engine name=A level=1 --engine name=B level=2 --nodes 200 --games 2 --pgn " + pgn);
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
        {"--engine level=1 --engine cmd=" + bin + " arg=no-uciok --nodes 10 --start-timeout 200",
         "ERR_ENGINE_HANDSHAKE"},
        {"--engine level=1 --engine level=2 --nodes 10 --draw movecount=x", "ERR_MATCH_SETUP"},
        {"--engine level=1 --engine level=2 --nodes 10 --variant nothing", "ERR_UNKNOWN_GAME"},
        {"--engine level=1 --engine level=2 --nodes 10 --games -3", "ERR_MATCH_SETUP"},
        {"--engine level=1 --engine level=2 --movetime -5", "ERR_MATCH_SETUP"},
        {"--engine level=1 --engine level=2 --nodes 10 --concurrency 0", "ERR_MATCH_SETUP"},
        {"--engine level=1 --engine level=2 --nodes 10 --option moveLimit=100", "ERR_MATCH_SETUP"}, // chess has none
        // Four-player chess: four engines, CPU levels only, the options' listed values.
        {"--variant fourplayer --engine level=1 --engine level=2 --engine level=3 --nodes 10", "ERR_MATCH_SETUP"},
        {"--variant fourplayer --engine level=1 --engine level=2 --nodes 10", "ERR_MATCH_SETUP"},
        {"--variant fourplayer --engine level=1 --engine level=2 --engine level=3 --engine cmd=" + bin + " --nodes 10",
         "ERR_MATCH_SETUP"},
        {"--variant fourplayer --engine level=1 --engine level=2 --engine level=3 --engine level=4 --nodes 10 "
         "--option moveLimit=123",
         "ERR_MATCH_SETUP"},
        {"--variant fourplayer --engine level=1 --engine level=2 --engine level=3 --engine level=4 --nodes 10 "
         "--resign movecount=3 score=500",
         "ERR_MATCH_SETUP"},
    };
    for (const auto& [args, code] : cases) {
        CliRun r = run("match " + args, true);
        EXPECT_EQ(r.exitCode, 2) << args << "\n" << r.out;
        EXPECT_NE(r.out.find("error: " + code), std::string::npos) << args << "\n" << r.out;
        EXPECT_EQ(r.out.find("Match of"), std::string::npos) << "a refused match printed its header: " << args;
    }
}

TEST(CliMatch, RefusedMatchLeavesNoPgnFile) {
    const std::string pgn = ::testing::TempDir() + "refused_match.pgn";
    std::remove(pgn.c_str());
    CliRun r = run(
        "match --variant fourplayer --engine level=1 --engine level=2 --engine level=3 --nodes 10 --pgn " + pgn, true);
    EXPECT_EQ(r.exitCode, 2) << r.out;
    EXPECT_FALSE(std::ifstream(pgn).good()) << "the PGN file was created for a match that never started";
}

} // namespace
