// What a player may be called: 3 to 20 characters, ASCII letters, digits, '_' and '-', starting with a letter,
// no two of '_' and '-' in a row; nothing that passes for the platform's own seats and labels ("Computer",
// "CPU", "Player", "deleted player", ...). Names are unique whatever their case (the storage's job).
#pragma once

#include <string_view>

#include "engine/core/result.h"

namespace littletable::server {

constexpr size_t MIN_NAME_LENGTH = 3;
constexpr size_t MAX_NAME_LENGTH = 20;

/// Ok, or ERR_NAME_INVALID with the rule the name breaks.
Result<Ok> check_player_name(std::string_view name);

} // namespace littletable::server
