// SqlDatabase's push subscriptions and server keys (push_storage.h).
#include "server/common/wall_clock.h"
#include "server/storage/sql/sql_database.h"

namespace littletable::server {

using sql::Connection;

Result<std::string> SqlDatabase::server_key(std::string_view name, std::string_view candidate) {
    return transact<std::string>("store server key", [&](Connection& c) -> Result<std::string> {
        if (auto stored = c.execute("INSERT INTO server_keys (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT "
                                    "(name) DO NOTHING",
                                    {name, candidate, unix_ms()});
            !stored)
            return stored.error();
        auto rows = c.run("SELECT value FROM server_keys WHERE name = ?", {name});
        if (!rows)
            return rows.error();
        return rows.value()[0].text(0);
    });
}

Result<Ok> SqlDatabase::save_push_subscription(const PushSubscriptionRecord& s, int keep) {
    return transact<Ok>("store push subscription", [&](Connection& c) -> Result<Ok> {
        if (auto saved = c.execute(
                "INSERT INTO push_subscriptions (endpoint, player, public_key, auth_secret, created_at) VALUES (?, ?, "
                "?, ?, ?) ON CONFLICT (endpoint) DO UPDATE SET player = excluded.player, public_key = "
                "excluded.public_key, auth_secret = excluded.auth_secret, created_at = excluded.created_at",
                {s.endpoint, s.player, s.publicKey, s.authSecret, unix_ms()});
            !saved)
            return saved;
        return c.execute("DELETE FROM push_subscriptions WHERE player = ? AND endpoint NOT IN (SELECT endpoint FROM "
                         "push_subscriptions WHERE player = ? ORDER BY created_at DESC, endpoint LIMIT ?)",
                         {s.player, s.player, keep});
    });
}

Result<std::vector<PushSubscriptionRecord>> SqlDatabase::push_subscriptions(int64_t player) {
    return call<std::vector<PushSubscriptionRecord>>("read push subscriptions", [&](Connection& c) {
        return sql::map_rows(c.run("SELECT endpoint, public_key, auth_secret FROM push_subscriptions WHERE player = ? "
                                   "ORDER BY created_at",
                                   {player}),
                             [&](const sql::Row& row) {
                                 return PushSubscriptionRecord{row.text(0), player, row.text(1), row.text(2)};
                             });
    });
}

Result<Ok> SqlDatabase::delete_push_subscription(std::string_view endpoint) {
    return call<Ok>("delete push subscription", [&](Connection& c) {
        return c.execute("DELETE FROM push_subscriptions WHERE endpoint = ?", {endpoint});
    });
}

Result<Ok> SqlDatabase::delete_push_subscription(int64_t player, std::string_view endpoint) {
    return call<Ok>("delete push subscription", [&](Connection& c) {
        return c.execute("DELETE FROM push_subscriptions WHERE endpoint = ? AND player = ?", {endpoint, player});
    });
}

} // namespace littletable::server
