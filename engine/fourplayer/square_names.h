// Square names of the cross ("a4", "n11") and the conversion to the Geometry's indices (engine/core/geometry.h),
// for FEN4, PGN4 and the Game adapter.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/core/geometry.h"
#include "engine/fourplayer/types.h"

namespace littletable::fourplayer {

/// "d1", "n11" for a square of the cross.
inline std::string square_name(Square s) {
    std::string name(1, char('a' + file_of(s)));
    name += std::to_string(rank_of(s) + 1);
    return name;
}

/// The square named `text` (file a-n, rank 1-14, not a removed corner), or nullopt.
inline std::optional<Square> parse_square(std::string_view text) {
    if (text.size() < 2 || text.size() > 3 || text[0] < 'a' || text[0] > 'n' || text[1] < '1' || text[1] > '9')
        return std::nullopt;
    int rank = text[1] - '0';
    if (text.size() == 3) {
        if (text[2] < '0' || text[2] > '9')
            return std::nullopt;
        rank = rank * 10 + (text[2] - '0');
    }
    const int file = text[0] - 'a';
    if (!on_cross(file, rank - 1))
        return std::nullopt;
    return make_square(file, rank - 1);
}

/// The Geometry index (engine/core/geometry.h, 14 wide) of a square, and back.
inline SquareIndex to_index(Square s) { return SquareIndex(rank_of(s) * FILE_NB + file_of(s)); }
inline Square from_index(SquareIndex i) { return make_square(i % FILE_NB, i / FILE_NB); }

} // namespace littletable::fourplayer
