#include "server/storage/sql/migrations.h"

#include <string>

namespace littletable::server::sql {

Result<Ok> migrate(Connection& c, std::span<const Migration> migrations, const SchemaVersion& version) {
    const int latest = migrations.empty() ? 0 : migrations.back().version;
    for (const Migration& m : migrations) {
        Transaction tx(c);
        auto ran = tx.begin();
        Result<int> current = ran ? version.read(c) : Result<int>(ran.error());
        if (!current)
            return make_error("ERR_STORAGE", "read the schema version: " + current.error().message);
        if (current.value() > latest)
            return make_error("ERR_STORAGE", "the database has schema version " + std::to_string(current.value()) +
                                                 ", newer than this build's " + std::to_string(latest));
        if (m.version <= current.value())
            continue;
        ran = c.run_script(m.sql);
        if (ran)
            ran = version.write(c, m.version);
        if (ran)
            ran = tx.commit();
        if (!ran)
            return make_error("ERR_STORAGE",
                              "schema migration " + std::to_string(m.version) + ": " + ran.error().message);
    }
    return Ok{};
}

} // namespace littletable::server::sql
