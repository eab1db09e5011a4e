#include "server/net/http_target.h"

namespace littletable::server {

std::string_view target_path(std::string_view target) { return target.substr(0, target.find('?')); }

std::optional<std::string> percent_decode(std::string_view s, bool plusIsSpace) {
    auto hex = [](char c) -> int {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    };
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%') {
            if (i + 2 >= s.size())
                return std::nullopt;
            const int hi = hex(s[i + 1]);
            const int lo = hex(s[i + 2]);
            if (hi < 0 || lo < 0)
                return std::nullopt;
            out += char(hi * 16 + lo);
            i += 2;
        } else
            out += (plusIsSpace && s[i] == '+') ? ' ' : s[i];
    }
    return out;
}

Result<std::optional<std::string>> query_param(std::string_view target, std::string_view name) {
    const size_t q = target.find('?');
    if (q == std::string_view::npos)
        return std::optional<std::string>();
    std::string_view query = target.substr(q + 1);
    while (!query.empty()) {
        const size_t amp = query.find('&');
        std::string_view pair = query.substr(0, amp);
        query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
        const size_t eq = pair.find('=');
        if (pair.substr(0, eq) != name)
            continue;
        auto value = percent_decode(eq == std::string_view::npos ? std::string_view() : pair.substr(eq + 1), true);
        if (!value)
            return make_error("ERR_BAD_FIELD", std::string(name) + ": malformed percent-encoding");
        return std::optional<std::string>(std::move(value));
    }
    return std::optional<std::string>();
}

} // namespace littletable::server
