#include "match/engine_spec.h"

#include <charconv>

#include "ai/cpu_player.h"
#include "match/internal_player.h"
#include "match/uci_player.h"

namespace littletable::match {

namespace {

Error spec_error(const std::string& message) { return make_error("ERR_ENGINE_SPEC", "--engine: " + message); }

} // namespace

Result<EngineSpec> parse_engine_spec(const std::vector<std::string>& words) {
    EngineSpec spec;
    std::string program;
    std::vector<std::string> args;
    bool levelGiven = false;
    for (const std::string& word : words) {
        const size_t eq = word.find('=');
        if (eq == std::string::npos || eq == 0)
            return spec_error("'" + word + "' is not KEY=VALUE (keys: name, cmd, arg, option.NAME, level, player)");
        const std::string key = word.substr(0, eq), value = word.substr(eq + 1);
        if (key == "name")
            spec.name = value;
        else if (key == "cmd")
            program = value;
        else if (key == "arg")
            args.push_back(value);
        else if (key.rfind("option.", 0) == 0 && key.size() > 7)
            spec.command.options.emplace_back(key.substr(7), value);
        else if (key == "level") {
            const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), spec.level);
            if (ec != std::errc() || end != value.data() + value.size() || spec.level < ai::MIN_LEVEL ||
                spec.level > ai::MAX_LEVEL)
                return spec_error("level '" + value + "' is not from " + std::to_string(ai::MIN_LEVEL) + " to " +
                                  std::to_string(ai::MAX_LEVEL));
            levelGiven = true;
        } else if (key == "player" && !value.empty())
            spec.player = value;
        else
            return spec_error("unknown key '" + key + "' (keys: name, cmd, arg, option.NAME, level, player)");
    }
    if (!spec.player.empty() && !levelGiven) {
        spec.level = ai::MAX_LEVEL;
        levelGiven = true;
    }
    if (levelGiven == !program.empty())
        return spec_error("give either cmd=PROGRAM (a UCI engine) or level=N (an internal CPU level)");
    if (levelGiven && (!args.empty() || !spec.command.options.empty()))
        return spec_error("arg= and option.NAME= are for UCI engines (cmd=), not for level=");
    if (!program.empty()) {
        spec.command.argv.push_back(program);
        spec.command.argv.insert(spec.command.argv.end(), args.begin(), args.end());
    }
    if (spec.name.empty() && !spec.player.empty())
        spec.name = spec.player;
    else if (spec.name.empty() && levelGiven) {
        spec.name = "L";
        spec.name += std::to_string(spec.level); // appended: GCC 12's -Wrestrict false positive on "L" + ...
    } else if (spec.name.empty())
        spec.name = program.substr(program.find_last_of('/') + 1);
    return spec;
}

std::unique_ptr<Player> make_player(const EngineSpec& spec, int64_t startTimeoutMs) {
    if (spec.level > 0)
        return std::make_unique<InternalPlayer>(spec.name, spec.level, spec.player);
    return std::make_unique<UciPlayer>(spec.name, spec.command, startTimeoutMs);
}

} // namespace littletable::match
