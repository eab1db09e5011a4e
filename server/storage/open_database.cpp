#include "server/storage/open_database.h"

#include "server/storage/location.h"
#include "server/storage/postgres/pg_storage.h"
#include "server/storage/sqlite/sqlite_storage.h"

namespace littletable::server {

Result<std::unique_ptr<Database>> open_database(const std::string& location, int connections) {
    if (is_postgres_url(location)) {
        auto pg = PgStorage::open(location, connections);
        if (!pg)
            return pg.error();
        return std::unique_ptr<Database>(std::move(pg).value());
    }
    auto sqlite = SqliteStorage::open(location);
    if (!sqlite)
        return sqlite.error();
    return std::unique_ptr<Database>(std::move(sqlite).value());
}

} // namespace littletable::server
