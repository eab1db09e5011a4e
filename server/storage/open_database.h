// Opens the platform's database from `--data`: SQLite in one file, the embedded default, or a PostgreSQL server
// shared by several nodes.
#pragma once

#include <memory>
#include <string>

#include "engine/core/result.h"
#include "server/storage/database.h"

namespace littletable::server {

/// Opens the database at `location`: a PostgreSQL URL, else an SQLite file (":memory:" for a private one).
/// Errors: ERR_STORAGE, with no password in the message.
Result<std::unique_ptr<Database>> open_database(const std::string& location);

} // namespace littletable::server
