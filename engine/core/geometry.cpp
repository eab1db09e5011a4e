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

namespace boards {

const Geometry& chess8x8() {
    static const Geometry g("8x8", 8, 8);
    return g;
}

const Geometry& metamachy12x12() {
    static const Geometry g("12x12", 12, 12);
    return g;
}

const Geometry& cross14x14() {
    // docs/rules/fourplayer.md, "Board and setup": files a-c and l-n on ranks 1-3 and 12-14 are removed.
    static const Geometry g = [] {
        Geometry c("cross14x14", 14, 14);
        c.remove_rectangle(0, 0, 2, 2).remove_rectangle(11, 0, 13, 2);
        c.remove_rectangle(0, 11, 2, 13).remove_rectangle(11, 11, 13, 13);
        c.add_zone("red", 0, 3, 0, 10, 1).add_zone("blue", 1, 0, 3, 1, 10);
        c.add_zone("yellow", 2, 3, 12, 10, 13).add_zone("green", 3, 12, 3, 13, 10);
        return c;
    }();
    return g;
}

const Geometry& martian4x8() {
    // docs/rules/martian.md, "Board and setup (2 players)": the canal runs between ranks 4 and 5.
    static const Geometry g = [] {
        Geometry m("martian4x8", 4, 8);
        m.add_zone("south", 0, 0, 0, 3, 3).add_zone("north", 1, 0, 4, 3, 7);
        return m;
    }();
    return g;
}

const Geometry& martian8x8() {
    // docs/rules/martian.md, "Four players": four 4x4 quadrants, turns clockwise.
    static const Geometry g = [] {
        Geometry m("martian8x8", 8, 8);
        m.add_zone("south-west", 0, 0, 0, 3, 3).add_zone("north-west", 1, 0, 4, 3, 7);
        m.add_zone("north-east", 2, 4, 4, 7, 7).add_zone("south-east", 3, 4, 0, 7, 3);
        return m;
    }();
    return g;
}

} // namespace boards
} // namespace littletable
