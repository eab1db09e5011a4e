// The match runner end to end (match/match.h, game_runner.h): internal players at tiny node budgets, and fake
// UCI engines (tests/match/fake_uci_engine.cpp) that crash, hang, babble or cheat. Every test is bounded by
// short timeouts: a runner that hung would fail by the test's own time limit.
#include <gtest/gtest.h>

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "engine/core/registry.h"
#include "match/engine_spec.h"
#include "match/internal_player.h"
#include "match/match.h"
#include "match/uci_player.h"

namespace littletable::match {
namespace {

std::string temp_path(const std::string& name) {
    return testing::TempDir() + "match_test_" + std::to_string(::getpid()) + "_" + name;
}

EngineSpec fake(const std::string& mode, const std::string& file = "") {
    EngineSpec spec;
    spec.name = "fake-" + mode;
    spec.command.argv = {FAKE_UCI_ENGINE, mode};
    if (!file.empty())
        spec.command.argv.push_back(file);
    return spec;
}

EngineSpec level(int n) {
    EngineSpec spec;
    spec.name = "L" + std::to_string(n);
    spec.level = n;
    return spec;
}

/// A match of `games` games with the engines, untimed at 200 nodes per move unless `tc` says otherwise.
struct Played {
    Result<MatchSummary> summary = make_error("", "");
    std::vector<FinishedGame> games;
    double seconds = 0;
};

Played play(std::vector<EngineSpec> engines, int games, TimeControl tc = {}) {
    MatchSettings s;
    s.engines = std::move(engines);
    if (!tc.any())
        tc.nodes = 200;
    tc.stallMs = std::min<int64_t>(tc.stallMs, 2'000);
    s.tc = tc;
    s.games = games;
    s.startTimeoutMs = 2'000;
    Played out;
    const auto t0 = std::chrono::steady_clock::now();
    out.summary = run_match(s, [&](const FinishedGame& g) {
        FinishedGame copy;
        copy.number = g.number;
        copy.engineOfSeat = g.engineOfSeat;
        copy.record = g.record;
        copy.report.outcome = g.report.outcome;
        copy.report.culprit = g.report.culprit;
        copy.report.category = g.report.category;
        copy.report.reason = g.report.reason;
        copy.report.pgnTermination = g.report.pgnTermination;
        copy.report.game = g.report.game->clone();
        out.games.push_back(std::move(copy));
    });
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return out;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(Match, SeatsRotateAndOpeningsRepeatOncePerRotation) {
    EXPECT_EQ(seat_assignment(0, 2), (std::vector<int>{0, 1}));
    EXPECT_EQ(seat_assignment(1, 2), (std::vector<int>{1, 0}));
    EXPECT_EQ(seat_assignment(1, 4), (std::vector<int>{1, 2, 3, 0})); // the first block of 4: rotations of 0 1 2 3
    MatchSettings s;
    s.engines = {level(1), level(2)};
    s.openings = {{"fen-a", {}, 1}, {"fen-b", {}, 2}, {"fen-c", {}, 3}};
    EXPECT_EQ(opening_of(s, 0).fen, "fen-a");
    EXPECT_EQ(opening_of(s, 1).fen, "fen-a");
    EXPECT_EQ(opening_of(s, 2).fen, "fen-b");
    EXPECT_EQ(opening_of(s, 5).fen, "fen-c");
    EXPECT_EQ(opening_of(s, 6).fen, "fen-a"); // wraps around
    s.randomOrder = true;
    std::set<std::string> all;
    for (int g = 0; g < 6; g += 2) {
        EXPECT_EQ(opening_of(s, g).fen, opening_of(s, g + 1).fen);
        all.insert(opening_of(s, g).fen);
    }
    EXPECT_EQ(all.size(), 3u); // a permutation: each opening once per cycle
}

TEST(Match, InternalMatchAtTinyNodeBudgetsCompletesAndItsPgnReimports) {
    Played p = play({level(1), level(2)}, 2);
    ASSERT_TRUE(p.summary.ok()) << p.summary.error().message;
    ASSERT_EQ(p.games.size(), 2u);
    const Tally& t = p.summary.value().tally;
    EXPECT_EQ(t.games(), 2);
    for (const FinishedGame& g : p.games) {
        EXPECT_TRUE(g.report.outcome.over());
        EXPECT_EQ(g.report.culprit, NO_SEAT) << g.report.reason; // ended by the rules or a claim
        EXPECT_EQ(g.report.pgnTermination, "normal");
        // L1 has White in game 1, L2 in game 2.
        EXPECT_EQ(g.engineOfSeat, seat_assignment(g.number - 1, 2));
        auto imported = find_game("chess")->import_record(g.record);
        ASSERT_TRUE(imported.ok()) << imported.error().message << "\n" << g.record;
        EXPECT_EQ(imported.value()->fen(), g.report.game->fen());
        EXPECT_EQ(imported.value()->history().size(), g.report.game->history().size());
        const std::string white = g.number == 1 ? "L1" : "L2", black = g.number == 1 ? "L2" : "L1";
        EXPECT_TRUE(contains(g.record, "[White \"" + white + "\"]")) << g.record;
        EXPECT_TRUE(contains(g.record, "[Black \"" + black + "\"]")) << g.record;
        EXPECT_TRUE(contains(g.record, "[Round \"" + std::to_string(g.number) + "\"]"));
        EXPECT_TRUE(contains(g.record, "[TimeControl \"-\"]"));
        EXPECT_TRUE(contains(g.record, "[Termination \"normal\"]"));
        EXPECT_TRUE(contains(g.record, "[Result \"" + result_text(g.report.outcome) + "\"]"));
    }
}

TEST(Match, OpeningsStartEachGameAndAreRecordedWithTheirMoves) {
    MatchSettings s;
    s.engines = {level(1), level(1)};
    s.tc.nodes = 100;
    s.games = 2;
    s.openings = read_openings("1. d4 d5 2. c4\n", "chess").value();
    std::vector<std::string> records;
    auto summary = run_match(s, [&](const FinishedGame& g) {
        records.push_back(g.record);
        ASSERT_GE(g.report.game->history().size(), 3u);
        EXPECT_EQ(g.report.game->history()[2].text, "c2c4");
    });
    ASSERT_TRUE(summary.ok()) << summary.error().message;
    ASSERT_EQ(records.size(), 2u);
    for (const std::string& r : records)
        EXPECT_TRUE(contains(r, "1. d4 d5 2. c4")) << r;
}

TEST(Match, CrashedEngineLosesIsReportedAndRestarts) {
    const std::string marker = temp_path("crashed");
    std::remove(marker.c_str());
    Played p = play({fake("crash-once", marker), level(1)}, 2);
    ASSERT_TRUE(p.summary.ok()) << p.summary.error().message;
    ASSERT_EQ(p.games.size(), 2u);
    const FinishedGame& first = p.games[0];
    EXPECT_EQ(first.report.category, "crash");
    EXPECT_EQ(first.report.culprit, 0);
    EXPECT_EQ(first.report.outcome, Outcome::win(1, Termination::FORFEIT));
    EXPECT_TRUE(contains(first.report.reason, "fake-crash-once crashed")) << first.report.reason;
    EXPECT_TRUE(contains(first.report.reason, "signal 6")) << first.report.reason;
    EXPECT_EQ(first.report.pgnTermination, "abandoned");
    EXPECT_TRUE(contains(first.record, "[Result \"0-1\"]")) << first.record;
    // Game 2: the engine was started again and played the game out.
    EXPECT_EQ(p.games[1].report.culprit, NO_SEAT) << p.games[1].report.reason;
    EXPECT_GT(p.games[1].report.game->history().size(), 2u);
    EXPECT_GE(p.summary.value().tally.losses, 1);
    ASSERT_FALSE(p.summary.value().terminations.empty());
    EXPECT_EQ(p.summary.value().terminations[0], (std::pair<std::string, int>{"crash (fake-crash-once)", 1}));
    std::remove(marker.c_str());
}

TEST(Match, EngineThatAlwaysCrashesLosesEveryGame) {
    Played p = play({level(1), fake("crash")}, 2);
    ASSERT_TRUE(p.summary.ok()) << p.summary.error().message;
    for (const FinishedGame& g : p.games) {
        EXPECT_EQ(g.report.category, "crash");
        EXPECT_EQ(g.engineOfSeat[size_t(g.report.culprit)], 1);
    }
    EXPECT_EQ(p.summary.value().tally.wins, 2);
}

TEST(Match, SilentEngineLosesOnTime) {
    TimeControl tc = parse_clock("0.3").value();
    tc.marginMs = 50;
    Played p = play({fake("silent"), level(1)}, 1, tc);
    ASSERT_TRUE(p.summary.ok()) << p.summary.error().message;
    ASSERT_EQ(p.games.size(), 1u);
    const GameReport& r = p.games[0].report;
    EXPECT_EQ(r.category, "time forfeit");
    EXPECT_EQ(r.outcome, Outcome::win(1, Termination::TIME_FORFEIT));
    EXPECT_TRUE(contains(r.reason, "fake-silent did not move within 300 ms (+50 ms margin)")) << r.reason;
    EXPECT_TRUE(contains(p.games[0].record, "[Termination \"time forfeit\"]"));
    EXPECT_TRUE(contains(p.games[0].record, "[TimeControl \"0.3\"]"));
    EXPECT_LT(p.seconds, 5.0);
}

TEST(Match, SilentEngineWithoutAClockStalls) {
    TimeControl tc;
    tc.nodes = 100;
    tc.stallMs = 300;
    Played p = play({level(1), fake("silent")}, 1, tc);
    ASSERT_TRUE(p.summary.ok()) << p.summary.error().message;
    EXPECT_EQ(p.games[0].report.category, "stalled");
    EXPECT_EQ(p.games[0].report.outcome, Outcome::win(0, Termination::FORFEIT));
    EXPECT_TRUE(contains(p.games[0].report.reason, "fake-silent stalled: no move in 300 ms"));
    EXPECT_LT(p.seconds, 5.0);
}

TEST(Match, IllegalMoveLoses) {
    Played p = play({level(1), fake("illegal")}, 1);
    ASSERT_TRUE(p.summary.ok()) << p.summary.error().message;
    const GameReport& r = p.games[0].report;
    EXPECT_EQ(r.category, "illegal move");
    EXPECT_EQ(r.outcome, Outcome::win(0, Termination::FORFEIT));
    EXPECT_TRUE(contains(r.reason, "fake-illegal sent an illegal move 'e2e5'")) << r.reason;
    EXPECT_EQ(r.pgnTermination, "rules infraction");
    EXPECT_TRUE(contains(p.games[0].record, "[Result \"1-0\"]"));
}

TEST(Match, GarbageLoses) {
    Played p = play({fake("garbage"), level(1)}, 1);
    ASSERT_TRUE(p.summary.ok()) << p.summary.error().message;
    EXPECT_EQ(p.games[0].report.category, "garbled output");
    EXPECT_TRUE(contains(p.games[0].report.reason, "fake-garbage sent garbled output")) << p.games[0].report.reason;
    EXPECT_EQ(p.games[0].report.outcome, Outcome::win(1, Termination::FORFEIT));
}

TEST(Match, OverlongLineLoses) {
    Played p = play({fake("flood"), level(1)}, 1);
    ASSERT_TRUE(p.summary.ok()) << p.summary.error().message;
    EXPECT_EQ(p.games[0].report.category, "garbled output");
    EXPECT_TRUE(contains(p.games[0].report.reason, "longer than 65536 bytes")) << p.games[0].report.reason;
}

TEST(Match, EngineOptionsArePassed) {
    const std::string file = temp_path("options");
    std::remove(file.c_str());
    EngineSpec spec = fake("options", file);
    spec.command.options = {{"UCI_LimitStrength", "true"}, {"UCI_Elo", "2000"}, {"Clear Hash", ""}};
    Played p = play({spec, level(1)}, 1);
    ASSERT_TRUE(p.summary.ok()) << p.summary.error().message;
    EXPECT_EQ(p.games[0].report.culprit, NO_SEAT) << p.games[0].report.reason;
    std::ifstream in(file);
    std::stringstream echoed;
    echoed << in.rdbuf();
    // In order, after each handshake: the check before the match, then the game's own start.
    const std::string once = "setoption name UCI_LimitStrength value true\n"
                             "setoption name UCI_Elo value 2000\n"
                             "setoption name Clear Hash\n";
    EXPECT_EQ(echoed.str(), once + once);
    std::remove(file.c_str());
}

TEST(Match, EnginesThatCannotStartStopTheMatchWithAClearError) {
    MatchSettings s;
    s.engines = {fake("no-uciok"), level(1)};
    s.tc.nodes = 100;
    s.startTimeoutMs = 300;
    const auto t0 = std::chrono::steady_clock::now();
    Result<Ok> handshake = check_match(s);
    ASSERT_FALSE(handshake.ok());
    EXPECT_EQ(handshake.error().code, "ERR_ENGINE_HANDSHAKE");
    EXPECT_TRUE(contains(handshake.error().message, "fake-no-uciok")) << handshake.error().message;
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), 3.0);

    EngineSpec missing;
    missing.name = "ghost";
    missing.command.argv = {"/nonexistent/engine"};
    s.engines = {missing, level(1)};
    Result<Ok> start = check_match(s);
    ASSERT_FALSE(start.ok());
    EXPECT_EQ(start.error().code, "ERR_ENGINE_START");
    EXPECT_TRUE(contains(start.error().message, "/nonexistent/engine")) << start.error().message;

    s.engines = {level(1)};
    EXPECT_EQ(check_match(s).error().code, "ERR_MATCH_SETUP");
    s.engines = {level(1), level(2)};
    s.tc = TimeControl{};
    EXPECT_EQ(check_match(s).error().code, "ERR_MATCH_SETUP");
    s.tc.nodes = 10;
    s.variant = "no-such-game";
    EXPECT_EQ(check_match(s).error().code, "ERR_UNKNOWN_GAME");
}

TEST(Match, ConcurrentGamesAllFinishOnce) {
    MatchSettings s;
    s.engines = {level(1), fake("good")};
    s.tc.nodes = 100;
    s.games = 4;
    s.concurrency = 2;
    std::vector<int> numbers;
    auto summary = run_match(s, [&](const FinishedGame& g) { numbers.push_back(g.number); });
    ASSERT_TRUE(summary.ok()) << summary.error().message;
    std::sort(numbers.begin(), numbers.end());
    EXPECT_EQ(numbers, (std::vector<int>{1, 2, 3, 4}));
    EXPECT_EQ(summary.value().tally.games(), 4);
}

TEST(GameRunner, ClaimsThreefoldRepetition) {
    // Two players that shuffle their knights back and forth: the third occurrence of the start position
    // (after 8 plies) is claimed by the runner (chess.md §4).
    class Shuffler final : public Player {
    public:
        explicit Shuffler(std::vector<std::string> m) : moves(std::move(m)) {}
        const std::string& name() const override { return label; }
        Result<Ok> new_game(const Game&) override { return Ok{}; }
        MoveReply think(const MoveRequest&) override { return {moves[next++ % moves.size()], 0, Fault::NONE, ""}; }
        std::vector<std::string> moves;
        size_t next = 0;
        std::string label = "shuffler";
    };
    Shuffler white({"g1f3", "f3g1"}), black({"g8f6", "f6g8"});
    GameSetup setup;
    setup.variant = "chess";
    setup.players = {&white, &black};
    setup.tc.nodes = 1;
    auto report = play_game(setup);
    ASSERT_TRUE(report.ok()) << report.error().message;
    EXPECT_EQ(report.value().outcome, Outcome::drawn(Termination::THREEFOLD_REPETITION));
    EXPECT_EQ(report.value().game->history().size(), 8u);
    EXPECT_TRUE(contains(report.value().reason, "claimed by the runner"));
}

} // namespace
} // namespace littletable::match
