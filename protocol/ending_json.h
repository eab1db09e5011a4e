// An ending decided off the board (engine/core/ending.h) as the protocol's JSON, written and read in this one place:
// rooms' states and stored games write it; the browser's module (a saved game) and reported games read it back.
#pragma once

#include <nlohmann/json.hpp>

#include "engine/core/ending.h"
#include "engine/core/result.h"

namespace littletable::protocol {

/// `{termination, winners: [seat], reason}`.
nlohmann::json ending_json(const Ending& e);

/// The ending `j` states, in a game of `seats` seats: a termination's name, the winners as distinct seats (not all
/// of them: that is no ending), and an optional reason (a string; empty when left out). Errors: ERR_BAD_FIELD naming
/// the member ("ending.winners: ...").
Result<Ending> read_ending(const nlohmann::json& j, int seats);

} // namespace littletable::protocol
