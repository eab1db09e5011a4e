#include "engine/fourplayer/evaluate.h"

#include <algorithm>
#include <climits>

namespace littletable::fourplayer {

int material(const Position& pos, Seat s) {
    if (pos.eliminated(s))
        return 0;
    int total = 0;
    for (int t = PAWN; t < TYPE_NB; ++t)
        total += MATERIAL_CP[t] * pos.pieces(s, PieceType(t)).count();
    return total;
}

int seat_value(const Position& pos, Seat s) {
    const Features f = seat_features(pos, s);
    int value = POINT_CP * pos.points(s);
    for (int i = 0; i < FEATURE_NB; ++i)
        value += WEIGHTS[i] * f[i];
    return value;
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
