// Opens the platform's database from `--data`: SQLite in one file, the embedded default, or a PostgreSQL server
// shared by several nodes.
#pragma once

#include <memory>
#include <string>

#include "engine/core/result.h"
#include "server/storage/database.h"
#include "server/storage/postgres/pg_storage.h"

namespace littletable::server {

/// Opens the database at `location`: a PostgreSQL URL, with up to `connections` connections, else an SQLite file
/// (":memory:" for a private one) on one. Errors: ERR_STORAGE, with no password in the message.
Result<std::unique_ptr<Database>> open_database(const std::string& location, int connections = DEFAULT_PG_CONNECTIONS);

} // namespace littletable::server
