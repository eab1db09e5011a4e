// A seat's features for the evaluation (features.h).
#include "engine/fourplayer/features.h"

#include "engine/core/end_phase.h"

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

} // namespace

Features seat_features(const Position& pos, Seat s) {
    Features f{};
    if (pos.eliminated(s))
        return f;
    constexpr std::array<PieceType, 6> TYPES = {PAWN, KNIGHT, BISHOP, ROOK, QUEEN, PROMOTED_QUEEN};
    int material = 0;
    for (std::size_t i = 0; i < TYPES.size(); ++i) {
        f[i] = pos.pieces(s, TYPES[i]).count();
        material += MATERIAL_CP[TYPES[i]] * f[i];
    }
    f[FADING_MATERIAL] = material * end_phase_percent(pos, FADE_PLIES, 0) / 100;
    const Square king = pos.king_square(s);
    if (king == SQ_NONE)
        return f;
    const uint8_t opponents = live_opponents(pos, s);
    f[IN_CHECK] = pos.attacker_types(king, opponents) ? 1 : 0;
    for (int d : KING_DIRS) {
        const Square sq = Square(king + d);
        if (pos.piece_on(sq) != OFF_BOARD && pos.attacker_types(sq, opponents))
            ++f[KING_ZONE_ATTACKED];
    }
    return f;
}

} // namespace littletable::fourplayer
