#include "server/storage/sqlite/wal_checkpointer.h"

#include <sqlite3.h>
#include <spdlog/spdlog.h>

#include <string_view>

namespace littletable::server {

namespace {

/// Passive checkpoints run back to back while commits were made during the previous one: the WAL starts again
/// from its beginning (the next commit overwrites it) only once it is all checkpointed. Each try copies what
/// the previous one let through, so tries get shorter; 8 is twice the tries a heavy load needed (docs/history.md).
constexpr int CATCH_UP_TRIES = 8;

} // namespace

Result<std::unique_ptr<WalCheckpointer>> WalCheckpointer::start(sqlite3* writer, const std::string& path,
                                                                Options options) {
    sqlite3* own = nullptr;
    auto fail = [&](std::string what) {
        Error e = make_error("ERR_STORAGE",
                             what + " (checkpoints of " + path + "): " + (own ? sqlite3_errmsg(own) : "out of memory"));
        sqlite3_close(own);
        return e;
    };
    if (sqlite3_open_v2(path.c_str(), &own, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK)
        return fail("cannot open");
    // A connection sees the WAL only once it has read the database: until then a checkpoint does nothing.
    sqlite3_stmt* mode = nullptr;
    const bool wal = sqlite3_prepare_v2(own, "PRAGMA journal_mode", -1, &mode, nullptr) == SQLITE_OK &&
                     sqlite3_step(mode) == SQLITE_ROW &&
                     std::string_view(reinterpret_cast<const char*>(sqlite3_column_text(mode, 0))) == "wal";
    sqlite3_finalize(mode);
    if (!wal)
        return fail("not a WAL database");
    std::unique_ptr<WalCheckpointer> c(new WalCheckpointer(writer, own, options));
    sqlite3_wal_hook(writer, &WalCheckpointer::on_commit, c.get());
    c->thread = std::thread([self = c.get()] { self->run(); });
    return c;
}

WalCheckpointer::WalCheckpointer(sqlite3* writer_, sqlite3* own_, Options options_)
    : writer(writer_), own(own_), options(options_) {}

WalCheckpointer::~WalCheckpointer() {
    sqlite3_wal_hook(writer, nullptr, nullptr);
    {
        std::lock_guard lock(mutex);
        stopping = true;
    }
    wake.notify_one();
    if (thread.joinable())
        thread.join();
    sqlite3_close(own);
}

WalCheckpointer::Stats WalCheckpointer::stats() const {
    std::lock_guard lock(mutex);
    return counts;
}

int WalCheckpointer::on_commit(void* p, sqlite3* db, const char* schema, int frames) {
    auto* self = static_cast<WalCheckpointer*>(p);
    if (frames >= self->options.maxFrames) {
        // The background checkpoints fell behind: finish here, where no commit can run at the same time. Busy
        // means a background checkpoint is running: the next commit tries again.
        const int rc = sqlite3_wal_checkpoint_v2(db, schema, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr);
        if (rc != SQLITE_OK && rc != SQLITE_BUSY)
            spdlog::warn("checkpoint at {} WAL frames: {}", frames, sqlite3_errmsg(db));
        if (rc == SQLITE_OK) {
            std::lock_guard lock(self->mutex);
            ++self->counts.inlineCheckpoints;
            return SQLITE_OK;
        }
    }
    std::lock_guard lock(self->mutex);
    if (!self->dirtySince) {
        self->dirtySince = std::chrono::steady_clock::now();
        self->wake.notify_one();
    }
    return SQLITE_OK;
}

void WalCheckpointer::run() {
    std::unique_lock lock(mutex);
    for (;;) {
        wake.wait(lock, [&] { return stopping || dirtySince; });
        if (stopping)
            return;
        // Commits made until the deadline ride on the same checkpoint.
        if (wake.wait_until(lock, *dirtySince + options.syncDelay, [&] { return stopping; }))
            return;
        dirtySince.reset(); // a commit from now on asks for the next checkpoint
        lock.unlock();
        checkpoint();
        lock.lock();
        ++counts.checkpoints;
    }
}

void WalCheckpointer::checkpoint() {
    int previous = -1;
    for (int i = 0; i < CATCH_UP_TRIES; ++i) {
        // walFrames: the WAL's frames when this try began; checkpointed: those now in the database file.
        int walFrames = 0, checkpointed = 0;
        const int rc = sqlite3_wal_checkpoint_v2(own, nullptr, SQLITE_CHECKPOINT_PASSIVE, &walFrames, &checkpointed);
        if (rc == SQLITE_BUSY)
            return; // the committing thread is checkpointing (maxFrames): that one syncs the same commits
        if (rc != SQLITE_OK) {
            spdlog::warn("checkpoint: {}", sqlite3_errmsg(own));
            return;
        }
        if (walFrames == previous || checkpointed < walFrames)
            return; // no commit since the previous try: all checkpointed; or a reader holds frames back
        previous = walFrames;
    }
}

} // namespace littletable::server
