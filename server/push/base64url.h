// Base64url without padding (RFC 4648 section 5), the encoding Web Push uses for keys, salts and tokens.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace littletable::server::push {

/// `bytes` as base64url without '=' padding.
std::string base64url(std::string_view bytes);
/// The bytes of a base64url text (padding not allowed); nullopt when it is not base64url.
std::optional<std::string> from_base64url(std::string_view text);

} // namespace littletable::server::push
