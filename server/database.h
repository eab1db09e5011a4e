// The platform's database: rooms, players and ratings behind one object. SQLite in one file is the embedded
// default (sqlite_storage.h); a PostgreSQL URL gives a server shared by several nodes (postgres/pg_storage.h).
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "engine/core/result.h"
#include "server/players/player_storage.h"
#include "server/players/rating_storage.h"
#include "server/storage.h"

namespace littletable::server {

class Database : public Storage, public PlayerStorage, public RatingStorage {};

/// Whether `location` names a PostgreSQL server ("postgresql://..." or "postgres://...") rather than a file.
bool is_postgres_url(std::string_view location);

/// Opens the database at `location`: a PostgreSQL URL, else an SQLite file (":memory:" for a private one).
/// Errors: ERR_STORAGE, with no password in the message.
Result<std::unique_ptr<Database>> open_database(const std::string& location);

/// `location` with the password of a URL replaced by "***", for messages and logs.
std::string redact_location(std::string_view location);

} // namespace littletable::server
