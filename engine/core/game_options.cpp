#include "engine/core/game_options.h"

namespace littletable {

Result<std::string> start_fen_for_options(const GameInfo& info,
                                          const std::vector<std::pair<std::string, std::string>>& chosen) {
    GameOptionChoice defaults;
    for (const GameOption& o : info.options)
        defaults[o.name] = o.defaultValue;
    GameOptionChoice choice = defaults;
    for (const auto& [name, value] : chosen) {
        const GameOption* option = nullptr;
        for (const GameOption& o : info.options)
            if (o.name == name)
                option = &o;
        if (!option) {
            std::string known;
            for (const GameOption& o : info.options)
                known += (known.empty() ? "" : ", ") + o.name;
            return make_error("ERR_BAD_OPTION", name + ": is no option of " + info.name +
                                                    " (known: " + (known.empty() ? "none" : known) + ")");
        }
        bool allowed = false;
        std::string values;
        for (const GameOptionValue& v : option->values) {
            allowed = allowed || value == v.value;
            values += (values.empty() ? "\"" : ", \"") + v.value + "\"";
        }
        if (!allowed)
            return make_error("ERR_BAD_OPTION", name + ": must be one of " + values);
        choice[name] = value;
    }
    if (info.start_fen && choice != defaults)
        return info.start_fen(choice);
    return std::string();
}

} // namespace littletable
