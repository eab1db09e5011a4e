// A connection to a PostgreSQL server as sql::Connection, on libpqxx: each statement prepared once (its `?`s
// numbered $1, $2, ...) and kept, its parameters sent as text, every row read into memory by its column's type.
// A statement outside a transaction commits by itself. Every libpqxx exception becomes an error; a connection
// that broke says so (lost()), and sql::Pool opens another in its place.
#pragma once

#include <pqxx/pqxx>

#include <memory>
#include <string>
#include <string_view>

#include "server/storage/sql/connection.h"

namespace littletable::server::pg {

class PgConnection final : public sql::Connection {
public:
    /// Connects to `url`. Errors: ERR_STORAGE, naming the server without the URL's password.
    static Result<std::unique_ptr<PgConnection>> open(const std::string& url);
    ~PgConnection() override;

    Result<sql::Rows> run(std::string_view sql, sql::Params params = {}) override;
    Result<Ok> run_script(std::string_view sql) override;
    Result<Ok> begin() override;
    Result<Ok> commit() override;
    void rollback() override;
    bool lost() const override;

private:
    explicit PgConnection(std::unique_ptr<pqxx::connection> conn);
    /// The name of `sql`'s prepared statement, preparing it on first use.
    const std::string& prepared(std::string_view sql);
    /// The error of a libpqxx exception; a broken connection is noted.
    Error failure(const std::exception& e);

    std::unique_ptr<pqxx::connection> conn;
    std::unique_ptr<pqxx::transaction_base> tx; ///< the open transaction, if any
    sql::PreparedStatements<std::string> statements; ///< their names
    bool broken = false;
};

/// `sql` with its `?` parameters numbered as PostgreSQL's $1, $2, ... (none inside quotes).
std::string numbered_parameters(std::string_view sql);

} // namespace littletable::server::pg
