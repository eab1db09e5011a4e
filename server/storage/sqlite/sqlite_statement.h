// What the SQLite storage's files share: cached prepared statements with binding and reading, plain
// statements, transactions and the error they report. Internal to the server's SQLite storage.
#pragma once

#include <sqlite3.h>

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>

#include "engine/core/result.h"
#include "server/common/wall_clock.h"

namespace littletable::server::sqlite {

/// Prepared statements by their SQL text (string literals), prepared once each.
using Cache = std::unordered_map<std::string_view, sqlite3_stmt*>;

inline Error storage_error(sqlite3* db, std::string_view what) {
    return make_error("ERR_STORAGE", std::string(what) + ": " + sqlite3_errmsg(db));
}

/// A cached prepared statement in use, with positional binding (from 1) and column reading (from 0). Reset and
/// unbound when it goes out of scope, ready for the next use.
class Statement {
public:
    Statement(sqlite3* db, Cache& cache, const char* sql) : db(db) {
        auto it = cache.find(sql);
        if (it == cache.end()) {
            sqlite3_stmt* prepared = nullptr;
            if (sqlite3_prepare_v2(db, sql, -1, &prepared, nullptr) != SQLITE_OK)
                return; // not cached: the next use tries again and reports the same error
            it = cache.emplace(sql, prepared).first;
        }
        stmt = it->second;
    }
    ~Statement() {
        if (stmt) {
            sqlite3_reset(stmt);
            sqlite3_clear_bindings(stmt);
        }
    }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    bool ok() const { return stmt != nullptr; }
    Statement& bind(int i, std::string_view s) {
        if (stmt)
            sqlite3_bind_text(stmt, i, s.data(), int(s.size()), SQLITE_TRANSIENT);
        return *this;
    }
    Statement& bind(int i, int64_t v) {
        if (stmt)
            sqlite3_bind_int64(stmt, i, v);
        return *this;
    }
    Statement& bind(int i, double v) {
        if (stmt)
            sqlite3_bind_double(stmt, i, v);
        return *this;
    }
    Statement& bind_null(int i) {
        if (stmt)
            sqlite3_bind_null(stmt, i);
        return *this;
    }
    /// SQLITE_ROW, SQLITE_DONE or an error code.
    int step() { return stmt ? sqlite3_step(stmt) : SQLITE_ERROR; }
    /// Runs a statement that returns no rows.
    Result<Ok> run(std::string_view what) {
        return step() == SQLITE_DONE ? Result<Ok>(Ok{}) : Result<Ok>(storage_error(db, what));
    }
    std::string text(int col) const {
        auto p = sqlite3_column_text(stmt, col);
        return p ? std::string(reinterpret_cast<const char*>(p), size_t(sqlite3_column_bytes(stmt, col)))
                 : std::string();
    }
    int64_t integer(int col) const { return sqlite3_column_int64(stmt, col); }
    double real(int col) const { return sqlite3_column_double(stmt, col); }
    bool is_null(int col) const { return sqlite3_column_type(stmt, col) == SQLITE_NULL; }

private:
    sqlite3* db;
    sqlite3_stmt* stmt = nullptr;
};

inline Result<Ok> exec(sqlite3* db, const char* sql) {
    char* message = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &message) == SQLITE_OK)
        return Ok{};
    Error e = make_error("ERR_STORAGE", std::string(sql).substr(0, 40) + ": " + (message ? message : "?"));
    sqlite3_free(message);
    return e;
}

/// BEGIN IMMEDIATE ... COMMIT, rolled back unless committed.
class Transaction {
public:
    Transaction(sqlite3* db, Cache& cache)
        : db(db), cache(cache), begun(Statement(db, cache, "BEGIN IMMEDIATE").run("begin").ok()) {}
    ~Transaction() {
        if (begun && !done)
            (void)Statement(db, cache, "ROLLBACK").run("rollback");
    }
    bool begun_ok() const { return begun; }
    Result<Ok> commit() {
        done = true;
        return Statement(db, cache, "COMMIT").run("commit");
    }

private:
    sqlite3* db;
    Cache& cache;
    bool begun;
    bool done = false;
};

} // namespace littletable::server::sqlite
