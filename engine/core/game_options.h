// A game's room options (GameInfo::options) chosen by name: checked against the game's list, and the start
// position they make. Shared by the server's room requests and the browser's module.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "engine/core/registry.h"
#include "engine/core/result.h"

namespace littletable {

/// The start FEN that `chosen` options (name, value) make for `info`: empty when every option keeps its default
/// (the game's own start). Errors: ERR_BAD_OPTION, the message starting with the option's name ("clock: must be
/// one of \"on\", \"off\""; "speed: is no option of chess (known: none)").
Result<std::string> start_fen_for_options(const GameInfo& info,
                                          const std::vector<std::pair<std::string, std::string>>& chosen);

} // namespace littletable
