#include "engine/core/ending.h"

namespace littletable {

Ending ending_of(const Outcome& o) { return Ending{o, std::string(to_string(o.termination))}; }

Ending ending_named(std::string_view termination, uint8_t winners, std::string reason) {
    const Termination t = termination_named(termination).value_or(Termination::ADJUDICATION);
    return Ending{Outcome{t, winners}, std::move(reason)};
}

} // namespace littletable
