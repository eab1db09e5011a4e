// A connection to an SQLite file as sql::Connection: statements prepared once each and kept, parameters bound by
// position, every row read into memory. ":memory:" opens a private in-memory database.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "server/storage/sql/connection.h"

struct sqlite3;
struct sqlite3_stmt;

namespace littletable::server::sqlite {

class SqliteConnection final : public sql::Connection {
public:
    /// Opens (creating) the file at `path`. Errors: ERR_STORAGE.
    static Result<std::unique_ptr<SqliteConnection>> open(const std::string& path);
    ~SqliteConnection() override;

    Result<sql::Rows> run(std::string_view sql, sql::Params params = {}) override;
    Result<Ok> run_script(std::string_view sql) override;
    Result<Ok> begin() override;
    Result<Ok> commit() override;
    void rollback() override;

    /// The handle, for what only SQLite has (wal_checkpointer.h).
    sqlite3* handle() const { return db; }

private:
    explicit SqliteConnection(sqlite3* db) : db(db) {}
    /// `sql`'s prepared statement, prepared on first use; null when it does not prepare.
    sqlite3_stmt* prepared(std::string_view sql);
    Error error() const;

    sqlite3* db;
    sql::PreparedStatements<sqlite3_stmt*> statements;
};

} // namespace littletable::server::sqlite
