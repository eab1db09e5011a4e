#include "engine/fourplayer/evaluate.h"

#include "engine/core/seat_lead.h"

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

int evaluate_for(const Position& pos, Seat s) {
    return lead_over_strongest(SEAT_NB, s, [&](Seat x) { return seat_value(pos, x); });
}

int material_for(const Position& pos, Seat s) {
    return lead_over_strongest(SEAT_NB, s, [&](Seat x) { return material(pos, x); });
}

} // namespace littletable::fourplayer
