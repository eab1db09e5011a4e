// Numbered schema migrations, run the same way on every backend: each in a transaction of its own, after the
// version the database records, so that a database written by an earlier release keeps every row and gains what
// is new. A database of a later release (a version above the last migration) is refused rather than misread.
// The migrations themselves are per backend: their DDL differs (sqlite/sqlite_schema.cpp, postgres/pg_schema.cpp).
#pragma once

#include <span>

#include "server/storage/sql/connection.h"

namespace littletable::server::sql {

struct Migration {
    int version;
    const char* sql;
};

/// Where a backend records the last migration it ran.
class SchemaVersion {
public:
    virtual ~SchemaVersion() = default;
    /// The version, read in a migration's transaction after taking what keeps other processes from migrating
    /// until the transaction ends.
    virtual Result<int> read(Connection& c) const = 0;
    virtual Result<Ok> write(Connection& c, int version) const = 0;
};

/// Brings the database to the last of `migrations` (in ascending order). Errors: ERR_STORAGE (a migration failed
/// and was rolled back, or the database is newer than the last migration).
Result<Ok> migrate(Connection& c, std::span<const Migration> migrations, const SchemaVersion& version);

} // namespace littletable::server::sql
