// The thin interface each database backend gives the storage's SQL (sql_database.h): statements with positional
// parameters, their rows read by column, and one transaction at a time. SQLite (sqlite/sqlite_connection.h) and
// PostgreSQL (postgres/pg_connection.h) implement it; every query and row mapping is written once above it.
//
// The SQL is written in what both backends accept: `?` for each parameter (PostgreSQL's connection numbers them),
// INSERT ... ON CONFLICT ... DO UPDATE for upserts, RETURNING for generated ids. A connection is used by one
// caller at a time (sql/pool.h hands them out).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <variant>
#include <vector>

#include "engine/core/result.h"

namespace littletable::server::sql {

/// The error code of a statement that broke a unique or primary key; storage turns it into its own error
/// (ERR_NAME_TAKEN, ERR_ALREADY_RATED) or into ERR_STORAGE.
inline constexpr std::string_view UNIQUE_VIOLATION = "ERR_STORAGE_UNIQUE";

/// Lambdas as one visitor of a Value's or a Cell's variant.
template<class... F>
struct Visit : F... {
    using F::operator()...;
};

/// A statement's parameter: NULL, an integer, a boolean, a real or a text (not copied: it must outlive the call).
class Value {
public:
    using Data = std::variant<std::nullptr_t, int64_t, bool, double, std::string_view>;

    Value(std::nullptr_t) : data(nullptr) {}
    Value(int v) : data(int64_t(v)) {}
    Value(int64_t v) : data(v) {}
    Value(bool v) : data(v) {}
    Value(double v) : data(v) {}
    Value(std::string_view v) : data(v) {}
    Value(const std::string& v) : data(std::string_view(v)) {}
    Value(const char* v) : data(std::string_view(v)) {}
    /// NULL when empty.
    Value(std::optional<int64_t> v) : data(v ? Data(*v) : Data(nullptr)) {}

    const Data& get() const { return data; }

private:
    Data data;
};

using Params = std::initializer_list<Value>;

/// One column of a row as the database gave it.
using Cell = std::variant<std::monostate, int64_t, double, std::string>;

/// One row of a statement's result. Reading a column as another type converts it (a boolean reads as 0 or 1);
/// NULL reads as 0 or "".
class Row {
public:
    explicit Row(const Cell* cells) : cells(cells) {}

    bool is_null(int col) const { return std::holds_alternative<std::monostate>(cells[col]); }
    int64_t integer(int col) const;
    double real(int col) const;
    std::string text(int col) const;
    bool boolean(int col) const { return integer(col) != 0; }
    /// Empty for NULL.
    std::optional<int64_t> nullable(int col) const {
        return is_null(col) ? std::nullopt : std::optional<int64_t>(integer(col));
    }

private:
    const Cell* cells;
};

/// Every row a statement returned, read into memory.
class Rows {
public:
    explicit Rows(int columns = 0) : columns(columns) {}

    /// Appends a cell to the last row, starting a row after every `columns` cells.
    void add(Cell cell) { cells.push_back(std::move(cell)); }

    size_t size() const { return columns == 0 ? 0 : cells.size() / size_t(columns); }
    bool empty() const { return size() == 0; }
    Row operator[](size_t i) const { return Row(cells.data() + i * size_t(columns)); }

    class Iterator {
    public:
        Iterator(const Rows& rows, size_t i) : rows(&rows), i(i) {}
        Row operator*() const { return (*rows)[i]; }
        Iterator& operator++() {
            ++i;
            return *this;
        }
        bool operator==(const Iterator& o) const { return i == o.i; }

    private:
        const Rows* rows;
        size_t i;
    };
    Iterator begin() const { return {*this, 0}; }
    Iterator end() const { return {*this, size()}; }

private:
    int columns;
    std::vector<Cell> cells;
};

/// Each of a statement's rows made into a value by `as`, or the statement's error.
template<class F>
Result<std::vector<std::invoke_result_t<F&, const Row&>>> map_rows(Result<Rows> rows, F as) {
    if (!rows)
        return rows.error();
    std::vector<std::invoke_result_t<F&, const Row&>> out;
    out.reserve(rows.value().size());
    for (const Row row : rows.value())
        out.push_back(as(row));
    return out;
}

class Connection {
public:
    virtual ~Connection() = default;

    /// Runs one statement, `sql` with a `?` per parameter and `params` in their order, and returns its rows. Each
    /// statement is prepared once per connection and kept. Errors: ERR_STORAGE with the database's message,
    /// UNIQUE_VIOLATION.
    virtual Result<Rows> run(std::string_view sql, Params params = {}) = 0;
    /// Runs a statement whose rows, if any, are not wanted.
    Result<Ok> execute(std::string_view sql, Params params = {}) {
        auto rows = run(sql, params);
        return rows ? Result<Ok>(Ok{}) : Result<Ok>(rows.error());
    }
    /// Runs statements without parameters, one after the other (the schemas' migrations).
    virtual Result<Ok> run_script(std::string_view sql) = 0;

    /// Begins a transaction that holds the write lock from its start (SQLite's BEGIN IMMEDIATE), so that it
    /// never fails half-way for another writer. Errors: ERR_STORAGE.
    virtual Result<Ok> begin() = 0;
    virtual Result<Ok> commit() = 0;
    /// Rolls the transaction back; nothing when none is open.
    virtual void rollback() = 0;

    /// Whether the connection to the server was lost: sql::Pool opens another in its place.
    virtual bool lost() const { return false; }
};

/// What a connection keeps of each statement it prepared (a handle, a name), by the statement's SQL text.
template<class Prepared>
class PreparedStatements {
public:
    /// The statement of `sql`, or null when it was never kept.
    const Prepared* find(std::string_view sql) const {
        auto it = bySql.find(sql);
        return it == bySql.end() ? nullptr : &it->second;
    }
    const Prepared& keep(std::string_view sql, Prepared p) { return bySql.emplace(sql, std::move(p)).first->second; }
    size_t size() const { return bySql.size(); }
    auto begin() const { return bySql.begin(); }
    auto end() const { return bySql.end(); }

private:
    struct Hash : std::hash<std::string_view> {
        using is_transparent = void;
    };
    std::unordered_map<std::string, Prepared, Hash, std::equal_to<>> bySql;
};

/// One transaction on a connection, rolled back unless committed.
class Transaction {
public:
    explicit Transaction(Connection& c) : c(c) {}
    ~Transaction() {
        if (begun && !committed)
            c.rollback();
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    Result<Ok> begin() {
        auto r = c.begin();
        begun = r.ok();
        return r;
    }
    Result<Ok> commit() {
        committed = true;
        auto r = c.commit();
        if (!r)
            c.rollback();
        return r;
    }

private:
    Connection& c;
    bool begun = false;
    bool committed = false;
};

} // namespace littletable::server::sql
