#include "cli/uci/options.h"

#include <algorithm>
#include <cassert>
#include <cctype>
#include <charconv>

namespace littletable::cli::uci {

namespace {

bool same_text(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

std::string_view type_name(OptionType t) {
    switch (t) {
        case OptionType::CHECK:
            return "check";
        case OptionType::SPIN:
            return "spin";
        case OptionType::COMBO:
            return "combo";
        case OptionType::BUTTON:
            return "button";
    }
    return "button";
}

Error value_error(const OptionSpec& spec, std::string_view value, const std::string& expected) {
    return make_error("ERR_OPTION_VALUE",
                      spec.name + " needs " + expected + ", got '" + std::string(value) + "'; unchanged");
}

} // namespace

OptionTable::OptionTable(std::vector<OptionSpec> specs) : specs(std::move(specs)) {
    for (const OptionSpec& s : this->specs)
        values.push_back(s.defaultValue);
}

std::vector<std::string> OptionTable::declarations() const {
    std::vector<std::string> lines;
    for (const OptionSpec& s : specs) {
        std::string line = "option name " + s.name + " type " + std::string(type_name(s.type));
        if (s.type != OptionType::BUTTON)
            line += " default " + s.defaultValue;
        if (s.type == OptionType::SPIN)
            line += " min " + std::to_string(s.min) + " max " + std::to_string(s.max);
        for (const std::string& v : s.vars)
            line += " var " + v;
        lines.push_back(line);
    }
    return lines;
}

std::size_t OptionTable::index_of(std::string_view name) const {
    for (std::size_t i = 0; i < specs.size(); ++i)
        if (same_text(specs[i].name, name))
            return i;
    return specs.size();
}

Result<const OptionSpec*> OptionTable::set(std::string_view name, std::string_view value) {
    const std::size_t i = index_of(name);
    if (i == specs.size())
        return make_error("ERR_UNKNOWN_OPTION", "no option named '" + std::string(name) + "'");
    const OptionSpec& spec = specs[i];
    switch (spec.type) {
        case OptionType::BUTTON:
            break;
        case OptionType::CHECK:
            if (!same_text(value, "true") && !same_text(value, "false"))
                return value_error(spec, value, "true or false");
            values[i] = same_text(value, "true") ? "true" : "false";
            break;
        case OptionType::SPIN: {
            int64_t v = 0;
            const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
            if (value.empty() || ec != std::errc() || end != value.data() + value.size() || v < spec.min ||
                v > spec.max)
                return value_error(spec, value,
                                   "an integer from " + std::to_string(spec.min) + " to " + std::to_string(spec.max));
            values[i] = std::to_string(v);
            break;
        }
        case OptionType::COMBO: {
            const auto var = std::find_if(spec.vars.begin(), spec.vars.end(),
                                          [&](const std::string& v) { return same_text(v, value); });
            if (var == spec.vars.end()) {
                std::string list;
                for (const std::string& v : spec.vars)
                    list += (list.empty() ? "" : ", ") + v;
                return value_error(spec, value, "one of " + list);
            }
            values[i] = *var;
            break;
        }
    }
    return &spec;
}

int64_t OptionTable::spin(std::string_view name) const {
    const std::size_t i = index_of(name);
    assert(i < specs.size() && specs[i].type == OptionType::SPIN);
    return std::stoll(values[i]);
}

bool OptionTable::check(std::string_view name) const {
    const std::size_t i = index_of(name);
    assert(i < specs.size() && specs[i].type == OptionType::CHECK);
    return values[i] == "true";
}

const std::string& OptionTable::combo(std::string_view name) const {
    const std::size_t i = index_of(name);
    assert(i < specs.size() && specs[i].type == OptionType::COMBO);
    return values[i];
}

} // namespace littletable::cli::uci
