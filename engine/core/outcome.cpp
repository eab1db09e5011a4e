#include "engine/core/outcome.h"

namespace littletable {

std::string_view to_string(Termination t) {
    switch (t) {
        case Termination::NONE:
            return "none";
        case Termination::CHECKMATE:
            return "checkmate";
        case Termination::STALEMATE:
            return "stalemate";
        case Termination::INSUFFICIENT_MATERIAL:
            return "insufficient-material";
        case Termination::FIVEFOLD_REPETITION:
            return "fivefold-repetition";
        case Termination::SEVENTY_FIVE_MOVES:
            return "seventy-five-moves";
        case Termination::THREEFOLD_REPETITION:
            return "threefold-repetition";
        case Termination::FIFTY_MOVES:
            return "fifty-moves";
        case Termination::AGREEMENT:
            return "agreement";
        case Termination::RESIGNATION:
            return "resignation";
        case Termination::POINTS:
            return "points";
        case Termination::TIME_FORFEIT:
            return "time-forfeit";
        case Termination::FORFEIT:
            return "forfeit";
        case Termination::ADJUDICATION:
            return "adjudication";
        case Termination::TIMEOUT_VS_INSUFFICIENT_MATERIAL:
            return "timeout-vs-insufficient-material";
        case Termination::MOVE_LIMIT:
            return "move-limit";
        case Termination::ABORTED:
            return "aborted";
        case Termination::ABANDONED:
            return "abandoned";
        case Termination::TERMINATION_NB:
            break;
    }
    return "unknown";
}

std::optional<Termination> termination_named(std::string_view name) {
    for (int t = 1; t < int(Termination::TERMINATION_NB); ++t)
        if (to_string(Termination(t)) == name)
            return Termination(t);
    return std::nullopt;
}

} // namespace littletable
