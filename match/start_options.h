// The start position of a match's games from the variant's room options (GameInfo::options), such as four-player
// chess's setup and move limit: `littletable match --option NAME=VALUE`.
#pragma once

#include <string>

#include "engine/core/registry.h"
#include "engine/core/result.h"

namespace littletable::match {

/// Every option of `info` with its value: the given one, else the option's default, except that a "moveLimit"
/// whose default is "0" (no limit) becomes its largest listed value, so that every game of a match ends.
/// Errors: ERR_MATCH_SETUP naming an unknown option or a value not in the option's list.
Result<GameOptionChoice> match_options(const GameInfo& info, const GameOptionChoice& given);

/// "moveLimit=400 setup=modern": the choice as words, in name order; empty for no options.
std::string options_text(const GameOptionChoice& choice);

/// The start FEN the choice makes (GameInfo::start_fen), empty when the variant has no options.
std::string start_fen_of(const GameInfo& info, const GameOptionChoice& choice);

} // namespace littletable::match
