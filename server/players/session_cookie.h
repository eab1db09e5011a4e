// The session cookie: `lt_session`, HttpOnly (scripts cannot read it), SameSite=Lax (not sent with another
// site's requests that change anything), Path=/. Its value is the session secret; nothing else carries it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace littletable::server {

constexpr std::string_view SESSION_COOKIE = "lt_session";

/// The value of cookie `name` in a Cookie header ("a=1; lt_session=..."), "" when absent.
std::string_view cookie_value(std::string_view cookieHeader, std::string_view name);

/// A Set-Cookie value that stores `secret` for `maxAgeSeconds`; `secure` (the site is reached over HTTPS) adds
/// the Secure attribute, so the browser never sends it over plain HTTP.
std::string session_cookie(std::string_view secret, int64_t maxAgeSeconds, bool secure = false);

/// A Set-Cookie value that removes the session cookie.
std::string cleared_session_cookie(bool secure = false);

} // namespace littletable::server
