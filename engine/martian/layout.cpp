// The tables of layout.h, computed from the rules' board descriptions (docs/rules/martian.md).
#include "engine/martian/layout.h"

namespace littletable::martian {

namespace {

constexpr int DIR_FILE[DIRECTION_NB] = {0, 1, 1, -1, 0, -1, -1, 1};
constexpr int DIR_RANK[DIRECTION_NB] = {1, 0, 1, 1, -1, 0, -1, -1};
constexpr Direction ORTHOGONAL[4] = {NORTH, EAST, SOUTH, WEST};

/// The owner of (file, rank): 2 players: South (seat 0) ranks 1-4, North (seat 1) ranks 5-8 ("Board and setup");
/// 4 players: the quadrants clockwise from the bottom-left, as engine/core's martian8x8 geometry.
Seat zone_owner(int seats, int file, int rank) {
    if (seats == 2)
        return rank < 4 ? 0 : 1;
    const bool north = rank >= 4, east = file >= 4;
    return !east ? (north ? 1 : 0) : (north ? 2 : 3);
}

Layout build(int seats) {
    Layout l;
    l.seats = seats;
    l.width = seats == 2 ? 4 : 8;
    for (Square s = 0; s < SQUARE_NB; ++s) {
        const int f = file_of(s), r = rank_of(s);
        l.zoneOf[s] = NO_SEAT;
        if (!l.on_board(f, r))
            continue;
        l.board |= square_bb(s);
        l.zoneOf[s] = zone_owner(seats, f, r);
        l.zone[l.zoneOf[s]] |= square_bb(s);
        for (int d = 0; d < DIRECTION_NB; ++d) {
            for (int k = 1; l.on_board(f + k * DIR_FILE[d], r + k * DIR_RANK[d]); ++k)
                l.ray[d][s] |= square_bb(make_square(f + k * DIR_FILE[d], r + k * DIR_RANK[d]));
            if (DIR_FILE[d] != 0 && DIR_RANK[d] != 0 && l.on_board(f + DIR_FILE[d], r + DIR_RANK[d]))
                l.pawn[s] |= square_bb(make_square(f + DIR_FILE[d], r + DIR_RANK[d]));
        }
        for (int i = 0; i < 4; ++i) {
            const Direction d = ORTHOGONAL[i];
            if (l.on_board(f + DIR_FILE[d], r + DIR_RANK[d]))
                l.droneNear[i][s] = square_bb(make_square(f + DIR_FILE[d], r + DIR_RANK[d]));
            if (l.on_board(f + 2 * DIR_FILE[d], r + 2 * DIR_RANK[d]))
                l.droneFar[i][s] = square_bb(make_square(f + 2 * DIR_FILE[d], r + 2 * DIR_RANK[d]));
        }
    }
    return l;
}

} // namespace

const Layout& layout_for(int seats) {
    static const Layout two = build(2), four = build(4);
    return seats == 4 ? four : two;
}

} // namespace littletable::martian
