#include "engine/core/text.h"

namespace littletable {

std::string printable(std::string_view text, size_t maxShown) {
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

std::string quoted(std::string_view text) {
    std::string out(1, '\'');
    out += printable(text);
    out += '\'';
    return out;
}

std::string counted(size_t n, std::string_view noun) {
    return std::to_string(n) + " " + std::string(noun) + (n == 1 ? "" : "s");
}

} // namespace littletable
