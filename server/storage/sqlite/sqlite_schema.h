// The SQLite storage's tables, as numbered migrations. A database records the last one it ran in
// `PRAGMA user_version`; opening runs the ones after it, each in its own transaction, so a database written
// by an earlier release keeps every room and game and gains the new tables. A database of a later release
// (a version above the last we know) is refused rather than misread.
#pragma once

#include "engine/core/result.h"

struct sqlite3;

namespace littletable::server::sqlite {

/// The schema version this build writes.
int schema_version();

/// Brings `db` up to schema_version(). Errors: ERR_STORAGE (a migration failed and was rolled back, or the
/// database is newer than this build).
Result<Ok> migrate(sqlite3* db);

} // namespace littletable::server::sqlite
