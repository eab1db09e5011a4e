#include "match/start_options.h"

#include <algorithm>
#include <charconv>

namespace littletable::match {

namespace {

/// The value as a number for "largest", or -1 when it is not one.
long number_of(const std::string& value) {
    long n = -1;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    return ec == std::errc() && end == value.data() + value.size() ? n : -1;
}

} // namespace

Result<GameOptionChoice> match_options(const GameInfo& info, const GameOptionChoice& given) {
    GameOptionChoice choice;
    for (const GameOption& o : info.options) {
        std::string value = o.defaultValue;
        if (o.name == "moveLimit" && value == "0")
            for (const GameOptionValue& v : o.values)
                if (number_of(v.value) > number_of(value))
                    value = v.value;
        choice[o.name] = value;
    }
    for (const auto& [name, value] : given) {
        auto option =
            std::find_if(info.options.begin(), info.options.end(), [&](const GameOption& o) { return o.name == name; });
        if (option == info.options.end())
            return make_error("ERR_MATCH_SETUP", "--option: " + info.name + " has no option '" + name + "'" +
                                                     (info.options.empty() ? " (it has none)" : ""));
        std::string listed;
        for (const GameOptionValue& v : option->values)
            listed += (listed.empty() ? "" : ", ") + v.value;
        if (std::none_of(option->values.begin(), option->values.end(),
                         [&](const GameOptionValue& v) { return v.value == value; }))
            return make_error("ERR_MATCH_SETUP", "--option " + name + "='" + value + "': one of " + listed);
        choice[name] = value;
    }
    return choice;
}

std::string options_text(const GameOptionChoice& choice) {
    std::string out;
    for (const auto& [name, value] : choice)
        out += (out.empty() ? "" : " ") + name + "=" + value;
    return out;
}

std::string start_fen_of(const GameInfo& info, const GameOptionChoice& choice) {
    return info.start_fen && !choice.empty() ? info.start_fen(choice) : std::string();
}

} // namespace littletable::match
