// The PostgreSQL storage's tables (the SQLite storage's, in PostgreSQL's types) and their migrations, recorded
// in the table littletable_schema. Several nodes may start at once: migrations run under an advisory lock.
#pragma once

#include <pqxx/pqxx>

namespace littletable::server::pg {

/// The schema version this build writes.
int schema_version();

/// Brings the tables in the connection's search path to schema_version(), in one transaction. Throws what
/// libpqxx throws; std::runtime_error for a database newer than this build.
void migrate(pqxx::work& tx);

} // namespace littletable::server::pg
