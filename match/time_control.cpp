#include "match/time_control.h"

namespace littletable::match {

namespace {

/// Decimal seconds ("10", "0.1", "2.05") as whole milliseconds; nullopt-like -1 on bad text.
int64_t parse_seconds(std::string_view text) {
    if (text.empty() || text.size() > 12)
        return -1;
    int64_t whole = 0, fraction = 0, scale = 1000;
    size_t i = 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i)
        whole = whole * 10 + (text[i] - '0');
    if (i == 0 && (i >= text.size() || text[i] != '.'))
        return -1;
    if (i < text.size()) {
        if (text[i] != '.' || i + 1 == text.size())
            return -1;
        for (++i; i < text.size(); ++i) {
            if (text[i] < '0' || text[i] > '9')
                return -1;
            scale /= 10;
            if (scale == 0) // more than millisecond precision
                return -1;
            fraction += (text[i] - '0') * scale;
        }
    }
    return whole * 1000 + fraction;
}

} // namespace

std::string seconds_text(int64_t ms) {
    std::string s = std::to_string(ms / 1000);
    if (int64_t rest = ms % 1000; rest != 0) {
        std::string f = std::to_string(rest);
        f = std::string(3 - f.size(), '0') + f;
        while (f.back() == '0')
            f.pop_back();
        s += "." + f;
    }
    return s;
}

Result<TimeControl> parse_clock(std::string_view text, TimeControl tc) {
    const size_t plus = text.find('+');
    const int64_t base = parse_seconds(text.substr(0, plus));
    const int64_t inc = plus == std::string_view::npos ? 0 : parse_seconds(text.substr(plus + 1));
    if (base <= 0 || inc < 0)
        return make_error("ERR_TIME_CONTROL",
                          "time control '" + std::string(text) +
                              "' is not SECONDS[+INCREMENT] with a positive base (e.g. 10+0.1, 60)");
    tc.baseMs = base;
    tc.incrementMs = inc;
    return tc;
}

std::string TimeControl::pgn_tag() const {
    if (has_clock()) {
        std::string tag = seconds_text(baseMs);
        if (incrementMs > 0) {
            tag += '+'; // appended, not operator+: GCC 12's -Wrestrict false positive
            tag += seconds_text(incrementMs);
        }
        return tag;
    }
    if (moveTimeMs > 0)
        return seconds_text(moveTimeMs) + "/move";
    return "-";
}

std::string TimeControl::describe() const {
    std::string out;
    auto add = [&](const std::string& part) { out += (out.empty() ? "" : ", ") + part; };
    if (has_clock())
        add(pgn_tag());
    if (moveTimeMs > 0)
        add("movetime " + std::to_string(moveTimeMs) + " ms");
    if (nodes > 0)
        add("nodes " + std::to_string(nodes));
    if (depth > 0)
        add("depth " + std::to_string(depth));
    return out.empty() ? "none" : out;
}

} // namespace littletable::match
