#include "server/storage/postgres/pg_storage.h"

#include "server/storage/postgres/pg_connection.h"
#include "server/storage/postgres/pg_schema.h"

namespace littletable::server {

Result<std::unique_ptr<PgStorage>> PgStorage::open(const std::string& url, int connections) {
    auto first = pg::PgConnection::open(url);
    if (!first)
        return first.error();
    if (auto migrated = pg::migrate(*first.value()); !migrated)
        return migrated.error();
    auto open = [url]() -> Result<std::unique_ptr<sql::Connection>> {
        auto c = pg::PgConnection::open(url);
        if (!c)
            return c.error();
        return std::unique_ptr<sql::Connection>(std::move(c).value());
    };
    std::unique_ptr<PgStorage> storage(new PgStorage(size_t(std::max(connections, 1)), std::move(first).value(), open));
    if (auto filled = storage->fill_name_skeletons(); !filled)
        return filled.error();
    return storage;
}

} // namespace littletable::server
