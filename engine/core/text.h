// Input text as error messages show it: printable ASCII as is, other bytes as \xNN, and long input cut short, so
// that garbage and huge input give short, readable messages. Shared by every parser of the engine.
#pragma once

#include <string>
#include <string_view>

namespace littletable {

/// At most `maxShown` characters of `text` (then "..."), non-printable bytes as \xNN.
inline std::string printable(std::string_view text, size_t maxShown = 32) {
    constexpr std::string_view HEX = "0123456789ABCDEF";
    std::string out;
    for (size_t i = 0; i < text.size() && i < maxShown; ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c < 0x7F)
            out += char(c);
        else {
            out += "\\x";
            out += HEX[c >> 4];
            out += HEX[c & 15];
        }
    }
    if (text.size() > maxShown)
        out += "...";
    return out;
}

/// printable(text) in single quotes.
inline std::string quoted(std::string_view text) {
    std::string out(1, '\''); // appended, not concatenated: GCC 12 warns (-Wrestrict) on "'" + std::string
    out += printable(text);
    out += '\'';
    return out;
}

} // namespace littletable
