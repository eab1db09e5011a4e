#include "server/storage/postgres/pg_connection.h"

#include <pqxx/pqxx>

#include <optional>
#include <vector>

#include "server/storage/location.h"

namespace littletable::server::pg {

namespace {

/// PostgreSQL's type oids (pg_type.h) of the columns read as numbers.
constexpr pqxx::oid BOOL = 16, INT8 = 20, INT2 = 21, INT4 = 23, FLOAT4 = 700, FLOAT8 = 701;

/// SQLSTATE of a unique or primary-key violation.
constexpr std::string_view UNIQUE_VIOLATION_STATE = "23505";

/// A parameter as libpq takes it: text, or nothing for NULL.
std::optional<std::string> text_of(const sql::Value& v) {
    return std::visit(sql::Visit{[](std::nullptr_t) { return std::optional<std::string>(); },
                                 [](int64_t x) { return std::optional<std::string>(std::to_string(x)); },
                                 [](bool x) { return std::optional<std::string>(x ? "true" : "false"); },
                                 [](double x) { return std::optional<std::string>(pqxx::to_string(x)); },
                                 [](std::string_view s) { return std::optional<std::string>(s); }},
                      v.get());
}

sql::Rows rows_of(const pqxx::result& r) {
    const int columns = int(r.columns());
    std::vector<pqxx::oid> types;
    for (int col = 0; col < columns; ++col)
        types.push_back(r.column_type(col));
    sql::Rows rows(columns);
    for (const auto& row : r)
        for (int col = 0; col < columns; ++col) {
            const pqxx::field f = row[col];
            if (f.is_null()) {
                rows.add(std::monostate{});
                continue;
            }
            switch (types[size_t(col)]) {
                case BOOL:
                    rows.add(int64_t(f.c_str()[0] == 't'));
                    break;
                case INT2:
                case INT4:
                case INT8:
                    rows.add(f.as<int64_t>());
                    break;
                case FLOAT4:
                case FLOAT8:
                    rows.add(f.as<double>());
                    break;
                default:
                    rows.add(std::string(f.c_str(), f.size()));
            }
        }
    return rows;
}

/// libpq's messages end with a newline and may run over several lines: the first says what went wrong.
std::string first_line(std::string_view message) { return std::string(message.substr(0, message.find('\n'))); }

} // namespace

std::string numbered_parameters(std::string_view sql) {
    std::string out;
    out.reserve(sql.size() + 16);
    int n = 0;
    char quote = 0;
    for (char c : sql) {
        if (quote) {
            quote = c == quote ? 0 : quote;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if (c == '?') {
            out += "$" + std::to_string(++n);
            continue;
        }
        out += c;
    }
    return out;
}

Result<std::unique_ptr<PgConnection>> PgConnection::open(const std::string& url) {
    try {
        return std::unique_ptr<PgConnection>(new PgConnection(std::make_unique<pqxx::connection>(url)));
    } catch (const std::exception& e) {
        return make_error("ERR_STORAGE", "connect to " + redact_location(url) + ": " + first_line(e.what()));
    }
}

PgConnection::PgConnection(std::unique_ptr<pqxx::connection> c) : conn(std::move(c)) {}

PgConnection::~PgConnection() { rollback(); }

bool PgConnection::lost() const { return broken || !conn->is_open(); }

Error PgConnection::failure(const std::exception& e) {
    if (dynamic_cast<const pqxx::broken_connection*>(&e) || !conn->is_open())
        broken = true;
    const auto* sqlError = dynamic_cast<const pqxx::sql_error*>(&e);
    const bool unique = sqlError && sqlError->sqlstate() == UNIQUE_VIOLATION_STATE;
    return make_error(std::string(unique ? sql::UNIQUE_VIOLATION : "ERR_STORAGE"), first_line(e.what()));
}

const std::string& PgConnection::prepared(std::string_view sql) {
    if (const std::string* kept = statements.find(sql))
        return *kept;
    std::string name = "s" + std::to_string(statements.size());
    conn->prepare(name, numbered_parameters(sql));
    return statements.keep(sql, std::move(name));
}

Result<sql::Rows> PgConnection::run(std::string_view sql, sql::Params params) {
    try {
        const std::string& name = prepared(sql);
        std::vector<std::optional<std::string>> values;
        values.reserve(params.size());
        for (const sql::Value& v : params)
            values.push_back(text_of(v));
        const auto args = pqxx::prepare::make_dynamic_params(values);
        if (tx)
            return rows_of(tx->exec_prepared(name, args));
        pqxx::nontransaction alone(*conn);
        sql::Rows rows = rows_of(alone.exec_prepared(name, args));
        alone.commit();
        return rows;
    } catch (const std::exception& e) {
        return failure(e);
    }
}

Result<Ok> PgConnection::run_script(std::string_view sql) {
    try {
        if (tx) {
            tx->exec(std::string(sql));
        } else {
            pqxx::nontransaction alone(*conn);
            alone.exec(std::string(sql));
            alone.commit();
        }
        return Ok{};
    } catch (const std::exception& e) {
        return failure(e);
    }
}

Result<Ok> PgConnection::begin() {
    try {
        tx = std::make_unique<pqxx::work>(*conn);
        return Ok{};
    } catch (const std::exception& e) {
        return failure(e);
    }
}

Result<Ok> PgConnection::commit() {
    try {
        tx->commit();
        tx.reset();
        return Ok{};
    } catch (const std::exception& e) {
        tx.reset();
        return failure(e);
    }
}

void PgConnection::rollback() {
    if (!tx)
        return;
    try {
        tx->abort();
    } catch (const std::exception& e) {
        (void)failure(e);
    }
    tx.reset();
}

} // namespace littletable::server::pg
