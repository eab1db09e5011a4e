// The engine's UCI options: their declarations (the `option name ... type ...` lines of the `uci` answer) and
// their current values, checked against their type and range by `setoption`. Names compare case-insensitively,
// as the protocol asks.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.h"

namespace littletable::cli::uci {

enum class OptionType { CHECK, SPIN, COMBO, BUTTON };

/// One option. `defaultValue` is text ("true", "16", "chess"); `min`/`max` for SPIN, `vars` for COMBO.
struct OptionSpec {
    std::string name;
    OptionType type = OptionType::BUTTON;
    std::string defaultValue;
    int64_t min = 0;
    int64_t max = 0;
    std::vector<std::string> vars;
};

class OptionTable {
public:
    /// The options in the order the `uci` answer lists them, each at its default.
    explicit OptionTable(std::vector<OptionSpec> specs);

    /// "option name Hash type spin default 16 min 1 max 4096", one per option.
    std::vector<std::string> declarations() const;

    /// Sets the option named `name` (any case) to `value` (a button ignores it; a combo value matches any
    /// case and is stored as declared) and returns its spec. Errors: ERR_UNKNOWN_OPTION, ERR_OPTION_VALUE
    /// (not true/false, not an integer in range, not one of the vars); nothing changes then.
    Result<const OptionSpec*> set(std::string_view name, std::string_view value);

    /// The current value of a declared option of that type (asserted).
    int64_t spin(std::string_view name) const;
    bool check(std::string_view name) const;
    const std::string& combo(std::string_view name) const;

private:
    std::size_t index_of(std::string_view name) const; ///< specs.size() when unknown

    std::vector<OptionSpec> specs;
    std::vector<std::string> values;
};

} // namespace littletable::cli::uci
