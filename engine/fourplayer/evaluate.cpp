#include "engine/fourplayer/evaluate.h"

#include <algorithm>
#include <climits>

namespace littletable::fourplayer {

namespace {

/// The live opponents of seat `s` as a bit mask of seats.
uint8_t live_opponents(const Position& pos, Seat s) {
    uint8_t mask = 0;
    for (Seat o = 0; o < SEAT_NB; ++o)
        if (o != s && !pos.eliminated(o))
            mask |= uint8_t(1u << o);
    return mask;
}

/// The king-safety penalty of live seat `s` (a positive number of centipawns).
int king_danger(const Position& pos, Seat s) {
    const Square king = pos.king_square(s);
    if (king == SQ_NONE)
        return 0;
    const uint8_t opponents = live_opponents(pos, s);
    int danger = pos.attacker_types(king, opponents) ? IN_CHECK_CP : 0;
    for (int d : KING_DIRS) {
        const Square sq = Square(king + d);
        if (pos.piece_on(sq) != OFF_BOARD && pos.attacker_types(sq, opponents))
            danger += KING_ZONE_CP;
    }
    return danger;
}

} // namespace

int material(const Position& pos, Seat s) {
    if (pos.eliminated(s))
        return 0;
    int total = 0;
    for (int t = PAWN; t < TYPE_NB; ++t)
        total += MATERIAL_CP[t] * pos.pieces(s, PieceType(t)).count();
    return total;
}

int seat_value(const Position& pos, Seat s) {
    const int points = POINT_CP * pos.points(s);
    if (pos.eliminated(s))
        return points;
    return points + material(pos, s) - king_danger(pos, s);
}

namespace {

/// Seat `s`'s `value` minus the highest among the other seats.
template<typename Value>
int minus_strongest(const Position& pos, Seat s, Value value) {
    int best = INT_MIN;
    for (Seat o = 0; o < SEAT_NB; ++o)
        if (o != s)
            best = std::max(best, value(pos, o));
    return value(pos, s) - best;
}

} // namespace

int evaluate_for(const Position& pos, Seat s) { return minus_strongest(pos, s, seat_value); }

int material_for(const Position& pos, Seat s) { return minus_strongest(pos, s, material); }

} // namespace littletable::fourplayer
