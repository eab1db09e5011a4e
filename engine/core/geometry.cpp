#include "engine/core/geometry.h"

#include <algorithm>
#include <cassert>

namespace littletable {

Geometry::Geometry(std::string name, int width, int height)
    : name_(std::move(name)), width_(width), height_(height), squareCount(width * height) {
    assert(width >= 1 && width <= MAX_BOARD_SIDE && height >= 1 && height <= MAX_BOARD_SIDE);
    for (int i = 0; i < width * height; ++i)
        present.set(size_t(i));
}

bool Geometry::exists(int file, int rank) const {
    return file >= 0 && file < width_ && rank >= 0 && rank < height_ && present[size_t(square(file, rank))];
}

std::string Geometry::square_name(SquareIndex s) const {
    if (!exists(s))
        return {};
    std::string name(1, char('a' + file_of(s)));
    name += std::to_string(rank_of(s) + 1); // appended, not operator+: GCC 12's -Wrestrict false positive
    return name;
}

std::optional<SquareIndex> Geometry::parse_square(std::string_view text) const {
    if (text.size() < 2 || text.size() > 3 || text[0] < 'a' || text[0] > 'z')
        return std::nullopt;
    int file = text[0] - 'a';
    int rank = 0;
    for (char c : text.substr(1)) {
        if (c < '0' || c > '9')
            return std::nullopt;
        rank = rank * 10 + (c - '0');
    }
    if (text[1] == '0' || !exists(file, rank - 1))
        return std::nullopt;
    return square(file, rank - 1);
}

const Zone* Geometry::zone_of(SquareIndex s) const {
    for (const Zone& z : zones_)
        for (SquareIndex q : z.squares)
            if (q == s)
                return &z;
    return nullptr;
}

Geometry& Geometry::remove_rectangle(int file0, int rank0, int file1, int rank1) {
    for (int r = rank0; r <= rank1; ++r)
        for (int f = file0; f <= file1; ++f)
            if (exists(f, r)) {
                present.reset(size_t(square(f, r)));
                --squareCount;
            }
    return *this;
}

Geometry& Geometry::add_zone(std::string zoneName, Seat owner, int file0, int rank0, int file1, int rank1) {
    Zone z{std::move(zoneName), owner, {}};
    for (int r = rank0; r <= rank1; ++r)
        for (int f = file0; f <= file1; ++f)
            if (exists(f, r))
                z.squares.push_back(square(f, r));
    std::sort(z.squares.begin(), z.squares.end());
    zones_.push_back(std::move(z));
    return *this;
}

} // namespace littletable
