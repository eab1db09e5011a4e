// Storage on a PostgreSQL server, for several nodes sharing rooms, players and ratings
// (`littletable serve --data postgresql://...`). The same contract as SqliteStorage: a commit has returned before a
// call does, so an acknowledged move is on the server (durable as its configuration makes it). A few connections
// (sql/pool.h), each used by one call at a time: a call that waits on a lock another transaction holds keeps one
// connection, and the others go on.
#pragma once

#include <memory>
#include <string>

#include "server/storage/sql/sql_database.h"

namespace littletable::server {

/// The connections a PostgreSQL storage opens at most, unless told otherwise.
constexpr int DEFAULT_PG_CONNECTIONS = 4;

class PgStorage final : public SqlDatabase {
public:
    /// Connects to `url` and creates or migrates the tables (pg_schema.h); later calls open up to `connections`
    /// connections. Errors: ERR_STORAGE, the URL's password left out.
    static Result<std::unique_ptr<PgStorage>> open(const std::string& url, int connections = DEFAULT_PG_CONNECTIONS);

private:
    using SqlDatabase::SqlDatabase;
};

} // namespace littletable::server
