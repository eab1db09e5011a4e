// The evaluation of Martian Chess positions (evaluate.h).
#include "engine/martian/evaluate.h"

#include <algorithm>
#include <bit>

#include "engine/core/seat_lead.h"

namespace littletable::martian {

namespace {

/// Seat `s`'s points and zone material.
int seat_value(const Position& pos, Seat s) { return POINT_CP * pos.points(s) + ZONE_PIP_CP * zone_pips(pos, s); }

/// The squares the piece on `from` (in the side to move's zone) may move to outside that zone: empty squares and
/// captures, the rejection rule observed.
Bitboard leaving_targets(const Position& pos, Square from) {
    const Layout& l = pos.layout();
    Bitboard t = l.targets(pos.piece_on(from), from, pos.pieces()) & l.board & ~l.zone[pos.side_to_move()];
    if (from == pos.crossing_to())
        t &= ~square_bb(pos.crossing_from());
    return t;
}

} // namespace

int zone_pips(const Position& pos, Seat s) {
    const Bitboard z = pos.layout().zone[s];
    return std::popcount(pos.pieces(PAWN) & z) + 2 * std::popcount(pos.pieces(DRONE) & z) +
           3 * std::popcount(pos.pieces(QUEEN) & z);
}

int best_capture(const Position& pos) {
    const Layout& l = pos.layout();
    const Seat us = pos.side_to_move();
    const Bitboard theirs = pos.pieces() & l.board & ~l.zone[us];
    int best = 0;
    for (Bitboard b = pos.pieces() & l.zone[us]; b && best < QUEEN; b &= b - 1)
        for (Bitboard t = leaving_targets(pos, std::countr_zero(b)) & theirs; t; t &= t - 1)
            best = std::max(best, int(pos.piece_on(std::countr_zero(t))));
    return best;
}

bool wins_by_leaving(const Position& pos) {
    const Seat us = pos.side_to_move();
    const Bitboard own = pos.pieces() & pos.layout().zone[us];
    if (pos.seat_count() != 2 || std::popcount(own) != 1)
        return false;
    const Bitboard t = leaving_targets(pos, std::countr_zero(own));
    if (!t)
        return false;
    int gain = 0;
    for (Bitboard b = t & pos.pieces(); b; b &= b - 1)
        gain = std::max(gain, int(pos.piece_on(std::countr_zero(b))));
    return pos.points(us) + gain >= pos.points(Seat(1 - us));
}

int evaluate(const Position& pos) {
    const Seat us = pos.side_to_move(), them = Seat(1 - us);
    const int diff = seat_value(pos, us) - seat_value(pos, them);
    if (wins_by_leaving(pos))
        return WIN_NOW_CP + POINT_CP * (pos.points(us) - pos.points(them));
    return diff + THREAT_CP * best_capture(pos);
}

int evaluate_for(const Position& pos, Seat s) {
    const std::array<Features, MAX_SEATS> f = seat_features(pos);
    return lead_over_strongest(pos.seat_count(), s, [&](Seat x) {
        int v = POINT_CP * pos.points(x);
        for (int i = 0; i < FEATURE_NB; ++i)
            v += FOUR_PLAYER_WEIGHTS[i] * f[x][i];
        return v;
    });
}

int material_for(const Position& pos, Seat s) {
    return lead_over_strongest(pos.seat_count(), s,
                               [&](Seat x) { return POINT_CP * (pos.points(x) + zone_pips(pos, x)); });
}

} // namespace littletable::martian
