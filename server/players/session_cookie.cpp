#include "server/players/session_cookie.h"

namespace littletable::server {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

constexpr std::string_view ATTRIBUTES = "; Path=/; HttpOnly; SameSite=Lax";

} // namespace

std::string_view cookie_value(std::string_view header, std::string_view name) {
    while (!header.empty()) {
        const size_t semicolon = header.find(';');
        const std::string_view pair = trim(header.substr(0, semicolon));
        header = semicolon == std::string_view::npos ? std::string_view() : header.substr(semicolon + 1);
        const size_t eq = pair.find('=');
        if (eq != std::string_view::npos && trim(pair.substr(0, eq)) == name)
            return trim(pair.substr(eq + 1));
    }
    return {};
}

std::string session_cookie(std::string_view secret, int64_t maxAgeSeconds, bool secure) {
    return std::string(SESSION_COOKIE) + "=" + std::string(secret) + "; Max-Age=" + std::to_string(maxAgeSeconds) +
           std::string(ATTRIBUTES) + (secure ? "; Secure" : "");
}

std::string cleared_session_cookie(bool secure) {
    return std::string(SESSION_COOKIE) + "=; Max-Age=0" + std::string(ATTRIBUTES) + (secure ? "; Secure" : "");
}

} // namespace littletable::server
