// SqlDatabase's traces of where players were seen from (trace_storage.h).
#include "server/storage/sql/sql_database.h"

namespace littletable::server {

using sql::Connection;

Result<Ok> SqlDatabase::record_trace(int64_t player, std::string_view kind, std::string_view hash, int64_t atMs) {
    return call<Ok>("store trace", [&](Connection& c) -> Result<Ok> {
        if (auto pruned = c.execute("DELETE FROM player_traces WHERE seen_at < ?", {atMs - TRACE_KEEP_MS}); !pruned)
            return pruned;
        return c.execute("INSERT INTO player_traces (player, kind, trace, seen_at) VALUES (?, ?, ?, ?) ON CONFLICT "
                         "(player, kind, trace) DO UPDATE SET seen_at = excluded.seen_at",
                         {player, kind, hash, atMs});
    });
}

Result<std::optional<std::string>> SqlDatabase::shared_trace(int64_t a, int64_t b, int64_t sinceMs) {
    return call<std::optional<std::string>>("read traces", [&](Connection& c) -> Result<std::optional<std::string>> {
        auto rows = c.run("SELECT mine.kind FROM player_traces AS mine JOIN player_traces AS theirs ON theirs.kind = "
                          "mine.kind AND theirs.trace = mine.trace WHERE mine.player = ? AND theirs.player = ? AND "
                          "mine.seen_at >= ? AND theirs.seen_at >= ? ORDER BY mine.kind LIMIT 1",
                          {a, b, sinceMs, sinceMs});
        if (!rows)
            return rows.error();
        if (rows.value().empty())
            return std::optional<std::string>();
        return std::optional<std::string>(rows.value()[0].text(0));
    });
}

} // namespace littletable::server
