// A UCI engine in its own process: start and handshake, new games, one search at a time, quit. Every wait
// has a deadline, so a crashed, silent or babbling engine never blocks the caller past it.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/result.h"
#include "match/child_process.h"

namespace littletable::match {

/// How to start an engine: the command line and the UCI options to set after the handshake.
struct UciCommand {
    std::vector<std::string> argv; ///< program (PATH searched) and its arguments
    std::vector<std::pair<std::string, std::string>> options; ///< name, value ("" for a button)
};

/// The end of one search.
struct UciSearch {
    enum class Status {
        BESTMOVE, ///< `move` holds the text after "bestmove" (empty when the line had none)
        TIMEOUT, ///< no bestmove by the deadline; the engine may still be thinking
        CLOSED, ///< the engine closed its output or ended; `detail` says how it ended
        GARBLED, ///< a line too long to read (`detail`)
    };
    Status status = Status::TIMEOUT;
    std::string move;
    std::optional<int> scoreCp; ///< the last exact "info ... score" of this search (bounds skipped: uci_text.h),
        ///< engine's side's view
    std::string detail;
};

class UciEngine {
public:
    /// Starts the program, sends "uci" and waits for "uciok", sets the options, then "isready"/"readyok".
    /// Errors: ERR_ENGINE_START (cannot run, or ended during the handshake: the message says how),
    /// ERR_ENGINE_HANDSHAKE (no uciok or readyok within `timeoutMs`).
    static Result<std::unique_ptr<UciEngine>> start(const UciCommand& command, int64_t timeoutMs);

    /// "ucinewgame", then "isready" and waits for "readyok". Errors: ERR_ENGINE_HANDSHAKE.
    Result<Ok> new_game(int64_t timeoutMs);
    /// Sends `position` and `go` and reads until "bestmove" or `deadline`.
    UciSearch search(const std::string& position, const std::string& go, Deadline deadline);
    /// After a TIMEOUT: "stop", then waits until `deadline` for the late bestmove. True when it came (the
    /// engine is usable again).
    bool stop(Deadline deadline);
    /// "quit", then waits up to `graceMs` for the program to end and kills it otherwise.
    void quit(int64_t graceMs);

    /// The engine's "id name", or empty.
    const std::string& id_name() const { return idName; }

private:
    explicit UciEngine(std::unique_ptr<ChildProcess> p) : process(std::move(p)) {}
    /// Writes one command line. Returns false when the engine is gone.
    bool send(const std::string& command, Deadline deadline);
    /// Reads lines until one equals `token`. Errors name what happened instead.
    Result<Ok> wait_for(std::string_view token, Deadline deadline);
    std::string ended();

    std::unique_ptr<ChildProcess> process;
    std::string idName;
};

} // namespace littletable::match
