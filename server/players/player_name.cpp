#include "server/players/player_name.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

#include "engine/core/text.h"

namespace littletable::server {

namespace {

// Names a seat or a label of the platform shows, and words that pass for a computer or staff.
constexpr std::array<std::string_view, 5> RESERVED_PARTS = {"computer", "cpu", "stockfish", "admin", "littletable"};
constexpr std::array<std::string_view, 7> RESERVED_NAMES = {"player", "deleted",   "anonymous", "guest",
                                                            "system", "moderator", "engine"};

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_joiner(char c) { return c == '_' || c == '-'; }

} // namespace

Result<Ok> check_player_name(std::string_view name) {
    if (name.size() < MIN_NAME_LENGTH || name.size() > MAX_NAME_LENGTH)
        return make_error("ERR_NAME_INVALID", "a name has " + std::to_string(MIN_NAME_LENGTH) + " to " +
                                                  std::to_string(MAX_NAME_LENGTH) + " characters");
    if (!is_letter(name.front()))
        return make_error("ERR_NAME_INVALID", "a name starts with a letter (a-z, A-Z)");
    for (size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        if (!is_letter(c) && !is_digit(c) && !is_joiner(c))
            return make_error("ERR_NAME_INVALID",
                              "a name has only letters a-z, digits, '_' and '-', not " + quoted(name.substr(i, 1)));
        if (is_joiner(c) && i + 1 < name.size() && is_joiner(name[i + 1]))
            return make_error("ERR_NAME_INVALID", "a name has no two of '_' and '-' in a row");
    }
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    for (std::string_view part : RESERVED_PARTS)
        if (lower.find(part) != std::string::npos)
            return make_error("ERR_NAME_INVALID", "a name may not contain '" + std::string(part) + "'");
    for (std::string_view reserved : RESERVED_NAMES)
        if (lower == reserved)
            return make_error("ERR_NAME_INVALID", "'" + std::string(reserved) + "' is reserved");
    return Ok{};
}

} // namespace littletable::server
