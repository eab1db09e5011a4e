// Storage in one SQLite file (WAL journal, synchronous=NORMAL), on one connection: its writes take turns. A commit
// writes the WAL file before it returns: a stored move survives the server process crashing or being killed.
// Checkpoints run on a thread of their own (wal_checkpointer.h) and sync the WAL to disk at most a second
// (syncDelay) after a commit: power loss or an operating-system crash may lose the moves of that last second,
// never the file. ":memory:" gives a private in-memory database.
#pragma once

#include <memory>
#include <string>

#include "server/storage/sql/sql_database.h"
#include "server/storage/sqlite/wal_checkpointer.h"

namespace littletable::server {

class SqliteStorage final : public SqlDatabase {
public:
    /// Opens (creating if needed) the database at `path`, migrates its tables (sqlite_schema.h) and starts its
    /// checkpoints (a file database only). Errors: ERR_STORAGE.
    static Result<std::unique_ptr<SqliteStorage>> open(const std::string& path,
                                                       WalCheckpointer::Options checkpoints = {});

    /// The checkpoints run so far; zeros for an in-memory database.
    WalCheckpointer::Stats checkpoint_stats() const;

private:
    explicit SqliteStorage(std::unique_ptr<sql::Connection> connection);

    std::unique_ptr<WalCheckpointer> checkpointer; ///< null in memory; stops before the connection closes
};

} // namespace littletable::server
