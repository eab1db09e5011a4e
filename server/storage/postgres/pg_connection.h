// One connection to a PostgreSQL server, for PgStorage: statements prepared once each by their SQL text, a
// lost connection opened again on the next use, and every libpqxx exception turned into an ERR_STORAGE error.
// Internal to the PostgreSQL storage; not thread-safe (PgStorage holds a lock around each use).
#pragma once

#include <pqxx/pqxx>

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

#include "engine/core/result.h"
#include "server/common/wall_clock.h"

namespace littletable::server::pg {

/// SQLSTATE of a unique or primary-key violation.
inline bool is_unique_violation(const pqxx::sql_error& e) { return e.sqlstate() == "23505"; }

class Connection {
public:
    explicit Connection(std::string url) : url(std::move(url)) {}

    /// Opens the connection now (PgStorage::open reports a server it cannot reach at once).
    Result<Ok> connect();

    /// Runs `body` in one transaction, committed when it returns a value; an exception or an error rolls it
    /// back. `what` names the operation in the error message.
    template<class T>
    Result<T> transact(std::string_view what, const std::function<Result<T>(pqxx::work&)>& body) {
        try {
            if (auto r = connect(); !r)
                return r.error();
            pqxx::work tx(*conn);
            Result<T> out = body(tx);
            if (out)
                tx.commit();
            return out;
        } catch (const pqxx::broken_connection& e) {
            conn.reset();
            return failure(what, e.what());
        } catch (const std::exception& e) {
            if (conn && !conn->is_open())
                conn.reset();
            return failure(what, e.what());
        }
    }

    /// Executes the statement `sql` (a string literal: it names the prepared statement) with `args`.
    template<class... Args>
    pqxx::result exec(pqxx::transaction_base& tx, const char* sql, Args&&... args) {
        return tx.exec_prepared(prepared(sql), std::forward<Args>(args)...);
    }

private:
    /// The name of `sql`'s prepared statement on this connection, preparing it on first use.
    const std::string& prepared(const char* sql);
    Error failure(std::string_view what, std::string_view message) const;

    std::string url;
    std::unique_ptr<pqxx::connection> conn;
    std::unordered_map<const char*, std::string> statements; ///< by SQL literal, for this connection
};

} // namespace littletable::server::pg
