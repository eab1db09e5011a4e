// ChildProcess over POSIX: posix_spawnp, two pipes, poll() for the deadlines.
//
// Why not Boost.Process (libboost1.81-dev): version 1 creates its pipes with pipe() and no close-on-exec
// flag (boost/process/detail/posix/basic_pipe.hpp), so with several games in parallel an engine started by
// one thread inherits the pipe ends of another thread's engine, and a crashed engine's end of output is then
// never seen; it also needs the compiled Boost.Filesystem (libboost-filesystem1.81-dev, one more package).
// Version 2 is marked experimental in 1.81, its std::filesystem mode (BOOST_PROCESS_USE_STD_FS) does not
// compile with 1.81's headers, and its handle waits for and kills children by pid from its destructor after
// they may have been reaped. Here every pipe end is close-on-exec, the child is started by posix_spawnp
// (safe in a threaded program), waited for only by its pid before it is reaped, and killed with its process
// group.
#include "match/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <mutex>
#include <thread>

extern char** environ;

namespace littletable::match {

namespace {

/// Milliseconds until `deadline`, rounded up, at least 0 (for poll()).
int millis_until(Deadline deadline) {
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - SteadyClock::now()).count();
    return left <= 0 ? 0 : left > 1'000'000'000 ? 1'000'000'000 : int(left);
}

/// A write to a pipe whose reader has ended raises SIGPIPE, which would end this process; from the first
/// spawn on, the process ignores it and such writes fail with EPIPE instead (children get the default back).
void ignore_sigpipe_once() {
    static std::once_flag once;
    std::call_once(once, [] { ::signal(SIGPIPE, SIG_IGN); });
}

void close_fd(int& fd) {
    if (fd >= 0)
        ::close(fd);
    fd = -1;
}

Error start_error(const std::string& command, const std::string& why) {
    return make_error("ERR_ENGINE_START", "cannot start '" + command + "': " + why);
}

} // namespace

Result<std::unique_ptr<ChildProcess>> ChildProcess::spawn(const std::vector<std::string>& argv) {
    if (argv.empty() || argv[0].empty())
        return make_error("ERR_ENGINE_START", "no command given");
    ignore_sigpipe_once();
    int in[2], out[2];
    if (::pipe2(in, O_CLOEXEC) != 0)
        return start_error(argv[0], std::strerror(errno));
    if (::pipe2(out, O_CLOEXEC) != 0) {
        const int e = errno;
        ::close(in[0]);
        ::close(in[1]);
        return start_error(argv[0], std::strerror(e));
    }

    // The child: stdin and stdout on our pipes (dup2 clears close-on-exec on 0 and 1 only), stderr to
    // /dev/null, a process group of its own, default SIGPIPE and an empty signal mask.
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    sigset_t defaults, mask;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    sigemptyset(&mask);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    posix_spawnattr_setsigmask(&attr, &mask);
    posix_spawnattr_setpgroup(&attr, 0);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);

    std::vector<char*> args;
    for (const std::string& a : argv)
        args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    pid_t pid = -1;
    const int rc = ::posix_spawnp(&pid, argv[0].c_str(), &actions, &attr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    ::close(in[0]);
    ::close(out[1]);
    if (rc != 0) {
        ::close(in[1]);
        ::close(out[0]);
        return start_error(argv[0], std::strerror(rc));
    }
    ::fcntl(in[1], F_SETFL, ::fcntl(in[1], F_GETFL) | O_NONBLOCK);
    ::fcntl(out[0], F_SETFL, ::fcntl(out[0], F_GETFL) | O_NONBLOCK);
    return std::unique_ptr<ChildProcess>(new ChildProcess(pid, in[1], out[0]));
}

ChildProcess::~ChildProcess() {
    close_fd(toChild);
    close_fd(fromChild);
    if (!reaped) {
        kill_group();
        reap(true);
    }
}

ChildProcess::ReadStatus ChildProcess::read_line(std::string& line, Deadline deadline) {
    char buffer[4096];
    for (;;) {
        if (const size_t nl = pending.find('\n'); nl != std::string::npos) {
            if (discarding) { // the end of an over-long line: drop it, go on with the next one
                discarding = false;
                pending.erase(0, nl + 1);
                continue;
            }
            line.assign(pending, 0, nl);
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            pending.erase(0, nl + 1);
            return ReadStatus::LINE;
        }
        if (discarding)
            pending.clear();
        else if (pending.size() > MAX_LINE) {
            pending.clear();
            discarding = true;
            return ReadStatus::TOO_LONG;
        }
        if (fromChild < 0)
            return ReadStatus::CLOSED;
        pollfd p{fromChild, POLLIN, 0};
        const int ready = ::poll(&p, 1, millis_until(deadline));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready == 0)
            return ReadStatus::TIMEOUT;
        const ssize_t n = ::read(fromChild, buffer, sizeof buffer);
        if (n > 0) {
            pending.append(buffer, size_t(n));
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EINTR))
            continue;
        // End of output: a last line without its newline still counts.
        close_fd(fromChild);
        if (!pending.empty() && !discarding) {
            line = std::move(pending);
            pending.clear();
            return ReadStatus::LINE;
        }
        return ReadStatus::CLOSED;
    }
}

bool ChildProcess::write(std::string_view text, Deadline deadline) {
    while (!text.empty()) {
        if (toChild < 0)
            return false;
        const ssize_t n = ::write(toChild, text.data(), text.size());
        if (n > 0) {
            text.remove_prefix(size_t(n));
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno == EAGAIN) {
            pollfd p{toChild, POLLOUT, 0};
            const int left = millis_until(deadline);
            if (::poll(&p, 1, left) == 0 && left == 0)
                return false;
            continue;
        }
        close_fd(toChild); // EPIPE: the program has gone
        return false;
    }
    return true;
}

void ChildProcess::reap(bool block) {
    while (!reaped) {
        int status = 0;
        const pid_t r = ::waitpid(childPid, &status, block ? 0 : WNOHANG);
        if (r == childPid) {
            reaped = true;
            waitStatus = status;
        } else if (r < 0 && errno == EINTR)
            continue;
        else if (r < 0) // not our child any more (cannot happen unless someone else reaped it)
            reaped = true;
        return;
    }
}

bool ChildProcess::running() {
    reap(false);
    return !reaped;
}

std::string ChildProcess::exit_description() {
    if (running())
        return "running";
    if (WIFEXITED(waitStatus))
        return "exited with code " + std::to_string(WEXITSTATUS(waitStatus));
    if (WIFSIGNALED(waitStatus))
        return "killed by signal " + std::to_string(WTERMSIG(waitStatus)) + " (" + ::strsignal(WTERMSIG(waitStatus)) +
               ")";
    return "ended";
}

std::string ChildProcess::finish(Deadline deadline) {
    close_fd(toChild);
    while (running() && SteadyClock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    if (running()) {
        kill_group();
        reap(true);
        return "killed after the grace period";
    }
    return exit_description();
}

void ChildProcess::kill_group() {
    // Only before the child is reaped: until then its pid (and so its process group id) cannot be reused.
    if (reaped)
        return;
    ::kill(-childPid, SIGKILL);
    ::kill(childPid, SIGKILL);
}

} // namespace littletable::match
