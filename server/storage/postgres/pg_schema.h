// The PostgreSQL storage's tables (the SQLite storage's, in PostgreSQL's types) and their migrations
// (sql/migrations.h), recorded in the table littletable_schema.
#pragma once

#include "server/storage/sql/connection.h"

namespace littletable::server::pg {

/// The schema version this build writes.
int schema_version();

/// Brings the tables in the connection's search path to schema_version(). Errors: ERR_STORAGE (a migration failed
/// and was rolled back, or the database is newer than this build).
Result<Ok> migrate(sql::Connection& c);

} // namespace littletable::server::pg
