// The errors several layers build alike, each made in one place so that its code and wording stay one.
#pragma once

#include <string_view>

#include "engine/core/outcome.h"
#include "engine/core/result.h"

namespace littletable::errors {

/// ERR_GAME_OVER: a move, a claim or a decision asked of a game that has ended; `why`, when known, is named
/// ("the game is over (checkmate)").
Error game_over(Termination why = Termination::NONE);

/// ERR_UNKNOWN_GAME: no registered game has that name ("unknown game 'go'").
Error unknown_game(std::string_view name);

/// `e` with the place it concerns before its message ("fen: the game is over (checkmate)"); the code stays.
Error at(std::string_view where, Error e);

} // namespace littletable::errors
