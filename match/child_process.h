// A child process behind two pipes, read and written line by line with deadlines: the transport of the UCI
// client (uci_engine.h). POSIX (posix_spawnp, poll), not Boost.Process: see the paragraph in child_process.cpp.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.h"

namespace littletable::match {

using SteadyClock = std::chrono::steady_clock;
using Deadline = SteadyClock::time_point;

/// One running program. Its stdin and stdout are our pipes, its stderr goes to /dev/null; it runs in a process
/// group of its own, so that killing it also kills what a wrapper script started. The destructor kills the
/// group and reaps the child. Not thread-safe: one owner thread at a time.
class ChildProcess {
public:
    /// What read_line found.
    enum class ReadStatus {
        LINE, ///< a whole line (without its "\n" or "\r\n")
        TIMEOUT, ///< the deadline passed first
        CLOSED, ///< end of the output: the program closed stdout or ended
        TOO_LONG, ///< a line longer than MAX_LINE bytes (the rest of it is dropped)
    };
    static constexpr std::size_t MAX_LINE = 64 * 1024;

    /// Starts `argv[0]` (searched in PATH when it has no '/') with the arguments `argv[1..]`.
    /// Errors: ERR_ENGINE_START (empty command, not found, not executable; the message names it).
    static Result<std::unique_ptr<ChildProcess>> spawn(const std::vector<std::string>& argv);

    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    /// The next line of output, waiting until `deadline` at most.
    ReadStatus read_line(std::string& line, Deadline deadline);
    /// Writes `text` whole, waiting until `deadline` at most; false when the pipe is closed (the program
    /// ended) or the deadline passed.
    bool write(std::string_view text, Deadline deadline);

    /// True while the program runs (reaps it when it has ended).
    bool running();
    /// How the program ended ("exited with code 1", "killed by signal 11 (Segmentation fault)"), or "running".
    std::string exit_description();
    /// Closes stdin, waits until `deadline` for the program to end by itself, then kills its process group;
    /// returns how it ended.
    std::string finish(Deadline deadline);

    pid_t pid() const { return childPid; }

private:
    ChildProcess(pid_t pid, int stdinFd, int stdoutFd) : childPid(pid), toChild(stdinFd), fromChild(stdoutFd) {}
    void kill_group();
    void reap(bool block);

    pid_t childPid;
    int toChild; ///< write end of the child's stdin, -1 once closed
    int fromChild; ///< read end of the child's stdout
    bool reaped = false;
    int waitStatus = 0;
    std::string pending; ///< bytes read after the last complete line
    bool discarding = false; ///< inside an over-long line, dropping bytes until its end
};

} // namespace littletable::match
