// Metamachy's square names ("a1".."l12") on its mailbox squares, through engine/core's 12x12 Geometry.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/core/geometry.h"
#include "engine/metamachy/registration.h"
#include "engine/metamachy/types.h"

namespace littletable::metamachy {

inline std::string square_name(Square s) {
    return boards::metamachy12x12().square_name(SquareIndex(geometry_index(s)));
}

/// The square a name gives ("a1", "l12"), or nullopt when it names none.
inline std::optional<Square> parse_square(std::string_view name) {
    const std::optional<SquareIndex> i = boards::metamachy12x12().parse_square(name);
    if (!i)
        return std::nullopt;
    return from_geometry_index(*i);
}

} // namespace littletable::metamachy
