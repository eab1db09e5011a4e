#include "server/storage/sqlite/sqlite_storage.h"

#include "server/storage/sqlite/sqlite_connection.h"
#include "server/storage/sqlite/sqlite_schema.h"

namespace littletable::server {

Result<std::unique_ptr<SqliteStorage>> SqliteStorage::open(const std::string& path,
                                                           WalCheckpointer::Options checkpoints) {
    auto opened = sqlite::SqliteConnection::open(path);
    if (!opened)
        return opened.error();
    std::unique_ptr<sqlite::SqliteConnection> connection = std::move(opened).value();
    // journal_size_limit: a WAL that grew under a burst is cut back to 16 MiB when it starts over.
    if (auto r = connection->run_script("PRAGMA busy_timeout=5000; PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; "
                                        "PRAGMA journal_size_limit=16777216; PRAGMA foreign_keys=ON");
        !r)
        return r.error();
    if (auto r = sqlite::migrate(*connection); !r)
        return r.error();
    auto mode = connection->run("PRAGMA journal_mode");
    if (!mode)
        return mode.error();
    std::unique_ptr<WalCheckpointer> checkpointer;
    if (mode.value()[0].text(0) == "wal") { // not for ":memory:" (journal_mode=memory)
        auto started = WalCheckpointer::start(connection->handle(), path, checkpoints);
        if (!started)
            return started.error();
        checkpointer = std::move(started).value();
    }
    std::unique_ptr<SqliteStorage> storage(new SqliteStorage(std::move(connection)));
    storage->checkpointer = std::move(checkpointer);
    if (auto filled = storage->fill_name_skeletons(); !filled)
        return filled.error();
    return storage;
}

SqliteStorage::SqliteStorage(std::unique_ptr<sql::Connection> connection)
    : SqlDatabase(1, std::move(connection), []() -> Result<std::unique_ptr<sql::Connection>> {
          return make_error("ERR_STORAGE", "an SQLite connection is never lost");
      }) {}

WalCheckpointer::Stats SqliteStorage::checkpoint_stats() const {
    return checkpointer ? checkpointer->stats() : WalCheckpointer::Stats{};
}

} // namespace littletable::server
