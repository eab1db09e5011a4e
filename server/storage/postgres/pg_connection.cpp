#include "server/storage/postgres/pg_connection.h"

#include "server/storage/location.h"

namespace littletable::server::pg {

Result<Ok> Connection::connect() {
    if (conn && conn->is_open())
        return Ok{};
    statements.clear();
    try {
        conn = std::make_unique<pqxx::connection>(url);
        return Ok{};
    } catch (const std::exception& e) {
        conn.reset();
        return failure("connect to " + redact_location(url), e.what());
    }
}

const std::string& Connection::prepared(const char* sql) {
    auto it = statements.find(sql);
    if (it == statements.end()) {
        std::string name = "s" + std::to_string(statements.size());
        conn->prepare(name, sql);
        it = statements.emplace(sql, std::move(name)).first;
    }
    return it->second;
}

Error Connection::failure(std::string_view what, std::string_view message) const {
    // libpq's messages end with a newline and may run over several lines: the first says what went wrong.
    std::string first(message.substr(0, message.find('\n')));
    return make_error("ERR_STORAGE", std::string(what) + ": " + first);
}

} // namespace littletable::server::pg
