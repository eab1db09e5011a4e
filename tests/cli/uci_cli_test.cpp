// Black-box tests of `littletable uci` and `littletable bench`: the built binary behind real pipes, as a GUI
// or a tournament manager runs it. Time is checked only against the clock given to the engine, with a wide
// margin (the engine plans about a tenth of it), never against a tight figure.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli_run.h"

namespace {

/// `littletable uci` as a child process with its stdin and stdout on pipes.
class EngineProcess {
public:
    EngineProcess() {
        int toChild[2], fromChild[2];
        if (pipe(toChild) != 0 || pipe(fromChild) != 0)
            return;
        pid = fork();
        if (pid == 0) {
            dup2(toChild[0], STDIN_FILENO);
            dup2(fromChild[1], STDOUT_FILENO);
            close(toChild[1]);
            close(fromChild[0]);
            execl(LITTLETABLE_BIN, LITTLETABLE_BIN, "uci", static_cast<char*>(nullptr));
            _exit(127);
        }
        close(toChild[0]);
        close(fromChild[1]);
        input = toChild[1];
        output = fromChild[0];
        signal(SIGPIPE, SIG_IGN);
    }
    ~EngineProcess() {
        if (input >= 0)
            close(input);
        if (pid > 0) {
            int status = 0;
            const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
            while (waitpid(pid, &status, WNOHANG) == 0) {
                if (std::chrono::steady_clock::now() > deadline) {
                    kill(pid, SIGKILL);
                    waitpid(pid, &status, 0);
                    break;
                }
                usleep(10000);
            }
        }
        if (output >= 0)
            close(output);
    }

    bool started() const { return pid > 0; }

    void send(const std::string& line) {
        const std::string text = line + "\n";
        ASSERT_EQ(write(input, text.data(), text.size()), ssize_t(text.size()));
    }
    /// Closes the engine's stdin (end of input).
    void close_input() {
        close(input);
        input = -1;
    }

    /// The next line, or nullopt after `timeoutMs` without one (or at the end of the output).
    std::optional<std::string> read_line(int timeoutMs = 20000) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
        while (true) {
            if (const auto nl = buffer.find('\n'); nl != std::string::npos) {
                std::string line = buffer.substr(0, nl);
                buffer.erase(0, nl + 1);
                return line;
            }
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0)
                return std::nullopt;
            pollfd p{output, POLLIN, 0};
            if (poll(&p, 1, int(left.count())) <= 0)
                return std::nullopt;
            char chunk[4096];
            const ssize_t n = read(output, chunk, sizeof chunk);
            if (n <= 0)
                return std::nullopt;
            buffer.append(chunk, std::size_t(n));
        }
    }
    /// Every line up to and including the first one starting with `prefix`; empty if it does not come.
    std::vector<std::string> read_until(const std::string& prefix, int timeoutMs = 20000) {
        std::vector<std::string> lines;
        while (auto line = read_line(timeoutMs)) {
            lines.push_back(*line);
            if (line->rfind(prefix, 0) == 0)
                return lines;
        }
        return {};
    }

private:
    pid_t pid = -1;
    int input = -1;
    int output = -1;
    std::string buffer;
};

std::vector<std::string> words(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> w;
    for (std::string s; in >> s;)
        w.push_back(s);
    return w;
}

/// The non-empty lines of `text`, sorted.
std::vector<std::string> sorted_lines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (!line.empty())
            lines.push_back(line);
    std::sort(lines.begin(), lines.end());
    return lines;
}

// `go perft 2` in every UCI_Variant gives the divide and the count of `littletable perft --divide`.
TEST(CliUci, GoPerftCountsAsTheCliInEveryVariant) {
    using littletable::cli_test::run;
    using littletable::cli_test::temp_file;
    const std::string options = run("uci < " + temp_file("uci_options.txt", "uci\nquit\n")).out;
    const std::size_t at = options.find("option name UCI_Variant type combo");
    ASSERT_NE(at, std::string::npos);
    const std::vector<std::string> w = words(options.substr(at, options.find('\n', at) - at));
    std::vector<std::string> variants;
    for (std::size_t i = 0; i + 1 < w.size(); ++i)
        if (w[i] == "var")
            variants.push_back(w[i + 1]);
    ASSERT_GE(variants.size(), 3u);
    for (const std::string& v : variants) {
        const std::string script = "setoption name UCI_Variant value " + v + "\nposition startpos\ngo perft 2\nquit\n";
        const std::string uci = run("uci < " + temp_file("uci_perft_" + v + ".txt", script)).out;
        const std::string cli = run("perft --game " + v + " --depth 2 --divide").out;
        EXPECT_NE(cli.find("Nodes searched: "), std::string::npos) << v;
        EXPECT_EQ(sorted_lines(uci), sorted_lines(cli)) << v;
    }
}

TEST(CliUci, HandshakeAndReady) {
    EngineProcess engine;
    ASSERT_TRUE(engine.started());
    engine.send("uci");
    const std::vector<std::string> hello = engine.read_until("uciok");
    ASSERT_FALSE(hello.empty());
    EXPECT_EQ(hello.front().rfind("id name littletable", 0), 0u);
    engine.send("isready");
    EXPECT_EQ(engine.read_line(), "readyok");
    engine.send("quit");
}

TEST(CliUci, NeverLosesOnTimeWithOneSecondEach) {
    // The engine plays both sides of a 16-ply game at 1 s + 0 per side. The test keeps the clocks: each move
    // costs the wall time from `go` to `bestmove`, which must stay below the clock left (the engine plans
    // about a tenth of it, so the margin is wide even on a loaded machine or a sanitizer build).
    EngineProcess engine;
    ASSERT_TRUE(engine.started());
    engine.send("uci");
    ASSERT_FALSE(engine.read_until("uciok").empty());
    engine.send("ucinewgame");
    int64_t clock[2] = {1000, 1000};
    std::string moves;
    for (int ply = 0; ply < 16; ++ply) {
        engine.send("position startpos" + (moves.empty() ? "" : " moves" + moves));
        engine.send("isready");
        ASSERT_FALSE(engine.read_until("readyok").empty());
        const auto start = std::chrono::steady_clock::now();
        engine.send("go wtime " + std::to_string(clock[0]) + " btime " + std::to_string(clock[1]) + " winc 0 binc 0");
        const std::vector<std::string> out = engine.read_until("bestmove");
        const int64_t spent =
            std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
        ASSERT_FALSE(out.empty()) << "no bestmove at ply " << ply;
        const std::vector<std::string> best = words(out.back());
        ASSERT_GE(best.size(), 2u);
        ASSERT_NE(best[1], "(none)") << "game over at ply " << ply;
        clock[ply % 2] -= spent;
        ASSERT_GT(clock[ply % 2], 0) << "flagged at ply " << ply << " after " << spent << " ms";
        moves += " " + best[1];
    }
    engine.send("quit");
}

TEST(CliUci, MovetimeIsKept) {
    // go movetime 300: the answer comes well before a second (the engine stops at 300 ms less the overhead).
    EngineProcess engine;
    ASSERT_TRUE(engine.started());
    engine.send("position fen r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 8");
    engine.send("isready");
    ASSERT_FALSE(engine.read_until("readyok").empty());
    const auto start = std::chrono::steady_clock::now();
    engine.send("go movetime 300");
    ASSERT_FALSE(engine.read_until("bestmove").empty());
    const auto spent =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    EXPECT_LT(spent, 1500);
    engine.send("quit");
}

TEST(CliUci, InfiniteThenStopAnswersOnce) {
    EngineProcess engine;
    ASSERT_TRUE(engine.started());
    engine.send("position startpos moves e2e4");
    engine.send("go infinite");
    engine.send("isready");
    ASSERT_FALSE(engine.read_until("readyok").empty());
    engine.send("stop");
    const std::vector<std::string> out = engine.read_until("bestmove");
    ASSERT_FALSE(out.empty());
    engine.send("isready");
    const std::vector<std::string> after = engine.read_until("readyok");
    ASSERT_FALSE(after.empty());
    for (const std::string& l : after)
        EXPECT_NE(l.rfind("bestmove", 0), 0u) << "a second bestmove: " << l;
    engine.send("quit");
}

TEST(CliUci, GarbageNeverCrashes) {
    EngineProcess engine;
    ASSERT_TRUE(engine.started());
    // Three searches, each sent once the previous bestmove is in (as the protocol asks of a GUI): "go depth x"
    // and "go searchmoves" have no limit left and run until their stop; the last one is bounded by its nodes.
    const std::vector<std::vector<const char*>> groups = {
        {"", "garbage", "position fen x", "position startpos moves z9z9", "go depth x", "stop"},
        {"setoption name", "setoption name Hash value -1", "go searchmoves", "\t\t", "stop"},
        {"position fen 8/8/8/8/8/8/8/8 w - - 0 1", "ponderhit", "go mate 0 nodes 500"},
    };
    for (std::size_t i = 0; i < groups.size(); ++i) {
        for (const char* line : groups[i])
            engine.send(line);
        ASSERT_FALSE(engine.read_until("bestmove").empty()) << "search " << i + 1;
    }
    engine.send("isready");
    EXPECT_FALSE(engine.read_until("readyok").empty());
    engine.send("quit");
}

TEST(CliUci, EndOfInputFinishesABoundedSearch) {
    EngineProcess engine;
    ASSERT_TRUE(engine.started());
    engine.send("position startpos moves e2e4 e7e5 f1c4 b8c6 d1h5 g8f6");
    engine.send("go depth 4");
    engine.close_input();
    const std::vector<std::string> out = engine.read_until("bestmove");
    ASSERT_FALSE(out.empty());
    EXPECT_EQ(out.back(), "bestmove h5f7");
    bool mateOne = false;
    for (const std::string& l : out)
        mateOne = mateOne || l.find(" score mate 1 ") != std::string::npos;
    EXPECT_TRUE(mateOne);
}

struct Bench {
    uint64_t nodes = 0;
    uint64_t nps = 0;
    int positions = 0;
};

/// Runs `littletable bench DEPTH [--game GAME]`: totals from stdout, the count of position lines from stderr.
Bench run_bench(int depth, const std::string& game = "chess") {
    const std::string cmd =
        std::string(LITTLETABLE_BIN) + " bench " + std::to_string(depth) + " --game " + game + " 2>&1";
    FILE* p = popen(cmd.c_str(), "r");
    Bench b;
    char buf[1024];
    while (p && fgets(buf, sizeof buf, p)) {
        const std::string line(buf);
        unsigned long long v = 0;
        if (sscanf(buf, "Nodes searched  : %llu", &v) == 1)
            b.nodes = v;
        else if (sscanf(buf, "Nodes/second    : %llu", &v) == 1)
            b.nps = v;
        else if (line.rfind("Position ", 0) == 0)
            ++b.positions;
    }
    if (p) {
        EXPECT_EQ(pclose(p), 0);
    }
    return b;
}

TEST(CliBench, NodeCountIsASignature) {
    const Bench a = run_bench(4);
    const Bench b = run_bench(4);
    EXPECT_GT(a.nodes, 0u);
    EXPECT_GT(a.nps, 0u);
    EXPECT_GE(a.positions, 30);
    EXPECT_EQ(a.nodes, b.nodes);
    EXPECT_EQ(a.positions, b.positions);
    // A deeper bench searches more.
    EXPECT_GT(run_bench(5).nodes, a.nodes);
}

TEST(CliBench, MetamateHasItsOwnPositions) {
    const Bench a = run_bench(3, "metamate");
    EXPECT_GT(a.nodes, 0u);
    EXPECT_EQ(a.positions, 20);
    EXPECT_EQ(run_bench(3, "metamate").nodes, a.nodes);
}

TEST(CliBench, MetamachyHasItsOwnPositions) {
    // ai/games/metamachy.cpp lists 13 Metamachy positions; the node count is the search's alone.
    const Bench a = run_bench(3, "metamachy");
    EXPECT_GT(a.nodes, 0u);
    EXPECT_EQ(a.positions, 13);
    EXPECT_EQ(run_bench(3, "metamachy").nodes, a.nodes);
}

TEST(CliUci, MetamateThroughPipes) {
    EngineProcess engine;
    ASSERT_TRUE(engine.started());
    engine.send("uci");
    const std::vector<std::string> handshake = engine.read_until("uciok");
    ASSERT_FALSE(handshake.empty());
    EXPECT_NE(std::find(handshake.begin(), handshake.end(),
                        "option name UCI_Variant type combo default chess var chess var metamate var metamachy"),
              handshake.end());
    engine.send("setoption name UCI_Variant value metamate");
    // docs/rules/metamate.md §2: after White's and Black's setup choices play begins; a Meta mates from d6 by
    // copying the knight on e6 and jumping to f7, where it copies it again (tests/ai/metamate_search_test.cpp).
    engine.send("position startpos moves m1h@e2 m3@h8");
    engine.send("go depth 3");
    const std::vector<std::string> first = engine.read_until("bestmove");
    ASSERT_FALSE(first.empty());
    const std::vector<std::string> best = words(first.back());
    ASSERT_GE(best.size(), 2u) << first.back();
    EXPECT_NE(best[1], "(none)");
    engine.send("position fen 6rk/6pp/3M[3]N3/8/8/8/8/K7 w - - 0 1");
    engine.send("go depth 3");
    const std::vector<std::string> mate = engine.read_until("bestmove");
    ASSERT_FALSE(mate.empty());
    EXPECT_EQ(mate.back(), "bestmove d6f7");
    engine.send("quit");
}

} // namespace
