#include "server/storage/sqlite/sqlite_connection.h"

#include <sqlite3.h>

namespace littletable::server::sqlite {

namespace {

/// Binds `v` to parameter `i` (from 1).
void bind(sqlite3_stmt* st, int i, const sql::Value& v) {
    std::visit(
        sql::Visit{[&](std::nullptr_t) { sqlite3_bind_null(st, i); }, [&](int64_t x) { sqlite3_bind_int64(st, i, x); },
                   [&](bool x) { sqlite3_bind_int64(st, i, x ? 1 : 0); },
                   [&](double x) { sqlite3_bind_double(st, i, x); },
                   [&](std::string_view s) { sqlite3_bind_text(st, i, s.data(), int(s.size()), SQLITE_TRANSIENT); }},
        v.get());
}

sql::Cell cell(sqlite3_stmt* st, int col) {
    switch (sqlite3_column_type(st, col)) {
        case SQLITE_NULL:
            return std::monostate{};
        case SQLITE_INTEGER:
            return int64_t(sqlite3_column_int64(st, col));
        case SQLITE_FLOAT:
            return sqlite3_column_double(st, col);
        default: {
            const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(st, col));
            return std::string(p ? p : "", size_t(sqlite3_column_bytes(st, col)));
        }
    }
}

} // namespace

Result<std::unique_ptr<SqliteConnection>> SqliteConnection::open(const std::string& path) {
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr) !=
        SQLITE_OK) {
        Error e = make_error("ERR_STORAGE", "cannot open " + path + ": " + (db ? sqlite3_errmsg(db) : "out of memory"));
        sqlite3_close(db);
        return e;
    }
    return std::unique_ptr<SqliteConnection>(new SqliteConnection(db));
}

SqliteConnection::~SqliteConnection() {
    for (auto& [sql, stmt] : statements)
        sqlite3_finalize(stmt);
    sqlite3_close(db);
}

Error SqliteConnection::error() const {
    const int code = sqlite3_extended_errcode(db);
    const bool unique = code == SQLITE_CONSTRAINT_UNIQUE || code == SQLITE_CONSTRAINT_PRIMARYKEY;
    return make_error(std::string(unique ? sql::UNIQUE_VIOLATION : "ERR_STORAGE"), sqlite3_errmsg(db));
}

sqlite3_stmt* SqliteConnection::prepared(std::string_view sql) {
    if (sqlite3_stmt* const* kept = statements.find(sql))
        return *kept;
    sqlite3_stmt* st = nullptr;
    if (sqlite3_prepare_v2(db, sql.data(), int(sql.size()), &st, nullptr) != SQLITE_OK)
        return nullptr; // not kept: the next use tries again and reports the same error
    return statements.keep(sql, st);
}

Result<sql::Rows> SqliteConnection::run(std::string_view sql, sql::Params params) {
    sqlite3_stmt* st = prepared(sql);
    if (!st)
        return error();
    int i = 0;
    for (const sql::Value& v : params)
        bind(st, ++i, v);
    const int columns = sqlite3_column_count(st);
    sql::Rows rows(columns);
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW)
        for (int col = 0; col < columns; ++col)
            rows.add(cell(st, col));
    Result<sql::Rows> out = rc == SQLITE_DONE ? Result<sql::Rows>(std::move(rows)) : Result<sql::Rows>(error());
    sqlite3_reset(st);
    sqlite3_clear_bindings(st);
    return out;
}

Result<Ok> SqliteConnection::run_script(std::string_view sql) {
    char* message = nullptr;
    const std::string text(sql);
    if (sqlite3_exec(db, text.c_str(), nullptr, nullptr, &message) == SQLITE_OK)
        return Ok{};
    Error e = make_error("ERR_STORAGE", message ? message : sqlite3_errmsg(db));
    sqlite3_free(message);
    return e;
}

Result<Ok> SqliteConnection::begin() { return execute("BEGIN IMMEDIATE"); }

Result<Ok> SqliteConnection::commit() { return execute("COMMIT"); }

void SqliteConnection::rollback() {
    if (!sqlite3_get_autocommit(db)) // a transaction is open
        (void)execute("ROLLBACK");
}

} // namespace littletable::server::sqlite
