#include "engine/core/errors.h"

#include <string>

#include "engine/core/text.h"

namespace littletable::errors {

Error game_over(Termination why) {
    std::string message = "the game is over";
    if (why != Termination::NONE)
        message += " (" + std::string(to_string(why)) + ")";
    return make_error("ERR_GAME_OVER", std::move(message));
}

Error unknown_game(std::string_view name) { return make_error("ERR_UNKNOWN_GAME", "unknown game " + quoted(name)); }

Error at(std::string_view where, Error e) {
    e.message = std::string(where) + ": " + e.message;
    return e;
}

} // namespace littletable::errors
