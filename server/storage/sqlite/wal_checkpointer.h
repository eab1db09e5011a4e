// Checkpoints of a SQLite WAL database on a thread of their own. A commit in WAL mode with synchronous=NORMAL
// only appends to the WAL file (no fsync); the fsyncs come with checkpoints, which SQLite by default runs on the
// committing thread once the WAL holds 1000 pages. In the server that thread is an I/O thread holding the
// storage lock, so every checkpoint (2 fsyncs) froze every room and socket for its duration, which shows in the
// p99 of a move's round trip under load (figures: docs/history.md).
//
// Here the committing connection only notes that the WAL has new frames; a second connection to the same file
// checkpoints on this object's thread (SQLITE_CHECKPOINT_PASSIVE: writers go on meanwhile) at most `syncDelay`
// after the first commit not yet checkpointed. A checkpoint syncs the WAL before copying it, so every commit
// is on disk within about syncDelay (Redis's `appendfsync everysec` makes the same trade). A WAL that the
// background checkpoints cannot bring back to its start (commits keep arriving while they run) is checkpointed
// on the committing thread once it reaches `maxFrames`, as SQLite's own auto-checkpoint would: the WAL stays
// bounded even when the disk cannot keep up.
#pragma once

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "engine/core/result.h"

struct sqlite3;

namespace littletable::server {

class WalCheckpointer {
public:
    struct Options {
        /// Longest time a commit waits for the checkpoint that syncs it to disk.
        std::chrono::milliseconds syncDelay{1000};
        /// WAL size (frames, one page each) at which the committing thread checkpoints itself.
        int maxFrames = 10000;
    };
    /// Counts since start, for tests and logs.
    struct Stats {
        long checkpoints = 0; ///< background checkpoints run
        long inlineCheckpoints = 0; ///< checkpoints the committing thread ran at maxFrames
    };

    /// Opens a second connection to the WAL database at `path`, takes over `writer`'s WAL hook (which disables
    /// its auto-checkpoint) and starts the thread. `writer` must stay open until this object is destroyed and
    /// must be used by one thread at a time. Errors: ERR_STORAGE.
    static Result<std::unique_ptr<WalCheckpointer>> start(sqlite3* writer, const std::string& path, Options options);
    /// Gives `writer` its WAL hook back (none), stops the thread (a checkpoint in progress finishes) and closes
    /// the second connection. The frames left are checkpointed when `writer` closes.
    ~WalCheckpointer();
    WalCheckpointer(const WalCheckpointer&) = delete;
    WalCheckpointer& operator=(const WalCheckpointer&) = delete;

    Stats stats() const;

private:
    WalCheckpointer(sqlite3* writer, sqlite3* own, Options options);
    /// The writer's WAL hook: after each commit, with the WAL's size in frames.
    static int on_commit(void* self, sqlite3* db, const char* schema, int frames);
    void run();
    void checkpoint();

    sqlite3* writer;
    sqlite3* own; ///< this thread's connection
    const Options options;
    mutable std::mutex mutex;
    std::condition_variable wake;
    /// When the oldest commit not yet checkpointed was made; empty when the WAL is all checkpointed.
    std::optional<std::chrono::steady_clock::time_point> dirtySince;
    bool stopping = false;
    Stats counts;
    std::thread thread;
};

} // namespace littletable::server
