// Where the database is: a PostgreSQL URL or an SQLite file, and how it may be named in messages and logs.
#pragma once

#include <string>
#include <string_view>

namespace littletable::server {

/// Whether `location` names a PostgreSQL server ("postgresql://..." or "postgres://...") rather than a file.
bool is_postgres_url(std::string_view location);

/// `location` with the password of a URL replaced by "***", for messages and logs.
std::string redact_location(std::string_view location);

} // namespace littletable::server
