// The SQLite storage's tables, as numbered migrations (sql/migrations.h). A database records the last one it ran
// in `PRAGMA user_version`; releases before migrations had version 0 and the tables of version 1.
#pragma once

#include "server/storage/sql/connection.h"

namespace littletable::server::sqlite {

/// The schema version this build writes.
int schema_version();

/// Brings the database to schema_version(). Errors: ERR_STORAGE (a migration failed and was rolled back, or the
/// database is newer than this build).
Result<Ok> migrate(sql::Connection& c);

} // namespace littletable::server::sqlite
