#include "server/storage/location.h"

namespace littletable::server {

bool is_postgres_url(std::string_view location) {
    return location.starts_with("postgresql://") || location.starts_with("postgres://");
}

std::string redact_location(std::string_view location) {
    if (!is_postgres_url(location))
        return std::string(location);
    // scheme://user:password@host...: the password is between the first ':' after the scheme and the last '@'
    // of the authority.
    const size_t authority = location.find("://") + 3;
    const size_t end = location.find_first_of("/?", authority);
    const std::string_view auth =
        location.substr(authority, end == std::string_view::npos ? std::string_view::npos : end - authority);
    const size_t at = auth.rfind('@');
    const size_t colon = auth.find(':');
    if (at == std::string_view::npos || colon == std::string_view::npos || colon > at)
        return std::string(location);
    std::string out(location);
    out.replace(authority + colon + 1, at - colon - 1, "***");
    return out;
}

} // namespace littletable::server
