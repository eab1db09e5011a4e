// A UCI engine session: the protocol's state machine over any output stream, so that tests drive it with
// string streams and `littletable uci` with stdin/stdout. Game-agnostic: the variants are those of
// ai::analysis_variants(), positions are Games of the registry, moves their texts.
//
// Positions are analysed as given: moves go on past the rules' automatic endings (Game::set_automatic_endings),
// and a move may name its promotion in either letter case.
//
// Threads: the caller's thread hands in one line at a time (handle) and counts `go perft` itself; each other
// `go` searches on a worker thread, which prints the `info` lines and exactly one `bestmove`; after `ponderhit` a
// timer thread may end the search at the hard time limit. `isready`, `stop`, `ponderhit`, `position` and `quit`
// are answered while a search runs; `go`, `setoption` and `ucinewgame` then get an `info string` and are ignored.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "ai/analysis.h"
#include "ai/time_manager.h"
#include "cli/uci/options.h"
#include "engine/core/game.h"

namespace littletable::cli::uci {

class Session {
public:
    /// An engine at the first variant's start position, writing whole lines to `out`.
    explicit Session(std::ostream& out);
    /// Stops a running search (its bestmove is printed) and joins the threads.
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    /// Handles one line of input. Unknown words before a command are skipped with an `info string` (as the
    /// protocol asks); a line without a command, a malformed command or a refused one gets an `info string`
    /// and changes nothing. Returns false after `quit`.
    bool handle(std::string_view line);

    /// Blocks until no search runs. A search bounded by time, depth, nodes or mate ends by itself; an infinite
    /// or pondering one only after `stop` or `ponderhit` from another thread.
    void wait_for_search();

    /// The end of the input: an infinite or pondering search is stopped, a bounded one runs to its end; its
    /// bestmove is printed before this returns.
    void end_of_input();

private:
    void uci();
    void setoption(const std::vector<std::string>& words);
    void ucinewgame();
    void position(const std::vector<std::string>& words);
    void go(const std::vector<std::string>& words);
    void stop();
    void ponderhit();
    /// `go perft N`: the count below each legal move, then "Nodes searched: N", as Stockfish prints them.
    void perft(int depth);
    void display();

    /// The worker: analyses `searched`, prints the info lines and the bestmove.
    void search(std::unique_ptr<Game> searched, ai::AnalysisLimits limits);
    /// True (with an `info string`) when a search runs, so `command` must wait.
    bool refuse_while_searching(std::string_view command);
    void join_threads();
    int level() const;
    int64_t ms_since_go() const;

    /// Writes one line and flushes; safe from any thread.
    void print(std::string_view line);
    void info_string(std::string_view text) { print("info string " + std::string(text)); }

    std::ostream& out;
    std::mutex outMutex;

    OptionTable options;
    std::unique_ptr<ai::Analyzer> analyzer; ///< used by the worker while a search runs, else by the caller
    std::unique_ptr<Game> game; ///< the position of the last `position`; the caller's only

    std::thread worker;
    std::thread timer;
    std::mutex mutex; ///< guards the three flags below and the printing of bestmove
    std::condition_variable changed;
    bool searching = false; ///< a `go` whose bestmove is not printed yet
    bool holdBestMove = false; ///< infinite or pondering: bestmove waits for stop or ponderhit
    bool pondering = false; ///< `go ponder` without ponderhit yet
    std::atomic<bool> stopFlag{false};
    /// After ponderhit: ms after `go` past which no new iteration starts; 0 = none.
    std::atomic<int64_t> softDeadlineMs{0};
    std::chrono::steady_clock::time_point goStart;
    ai::TimeBudget ponderBudget; ///< the clock's budget of a `go ponder`, applied at ponderhit
};

/// Runs the protocol: lines from `in` until `quit` or the end of the input (then as end_of_input()).
void run_protocol(std::istream& in, std::ostream& out);

} // namespace littletable::cli::uci
