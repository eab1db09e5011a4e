#include "server/storage/sql/connection.h"

#include <charconv>

namespace littletable::server::sql {

int64_t Row::integer(int col) const {
    return std::visit(Visit{[](std::monostate) { return int64_t(0); }, [](int64_t v) { return v; },
                            [](double v) { return int64_t(v); },
                            [](const std::string& s) {
                                int64_t v = 0;
                                std::from_chars(s.data(), s.data() + s.size(), v);
                                return v;
                            }},
                      cells[col]);
}

double Row::real(int col) const {
    return std::visit(Visit{[](std::monostate) { return 0.0; }, [](int64_t v) { return double(v); },
                            [](double v) { return v; },
                            [](const std::string& s) {
                                double v = 0;
                                std::from_chars(s.data(), s.data() + s.size(), v);
                                return v;
                            }},
                      cells[col]);
}

std::string Row::text(int col) const {
    return std::visit(Visit{[](std::monostate) { return std::string(); }, [](int64_t v) { return std::to_string(v); },
                            [](double v) { return std::to_string(v); }, [](const std::string& s) { return s; }},
                      cells[col]);
}

} // namespace littletable::server::sql
