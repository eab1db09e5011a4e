// The evaluation's features of each seat (features.h).
#include "engine/martian/features.h"

#include <algorithm>
#include <bit>

#include "engine/core/end_phase.h"

namespace littletable::martian {

std::array<Features, MAX_SEATS> seat_features(const Position& pos) {
    const Layout& l = pos.layout();
    const int seats = pos.seat_count();
    const Bitboard occupied = pos.pieces() & l.board;
    const int fade = end_phase_percent(pos, FADE_PLIES, UNLIMITED_END_PLY);
    // capture[a][v]: the best value seat a can take from seat v's quadrant with one move now.
    std::array<std::array<int, MAX_SEATS>, MAX_SEATS> capture{};
    std::array<Features, MAX_SEATS> f{};
    for (Seat a = 0; a < seats; ++a) {
        const Bitboard own = occupied & l.zone[a];
        f[a][ZONE_PAWNS] = std::popcount(own & pos.pieces(PAWN));
        f[a][ZONE_DRONES] = std::popcount(own & pos.pieces(DRONE));
        f[a][ZONE_QUEENS] = std::popcount(own & pos.pieces(QUEEN));
        f[a][LAST_PIECE] = std::popcount(own) == 1;
        f[a][FADING_PIPS] = (f[a][ZONE_PAWNS] + 2 * f[a][ZONE_DRONES] + 3 * f[a][ZONE_QUEENS]) * fade;
        for (Bitboard b = own; b; b &= b - 1) {
            const Square from = std::countr_zero(b);
            for (Bitboard t = l.targets(pos.piece_on(from), from, pos.pieces()) & occupied & ~own; t; t &= t - 1) {
                const Square to = std::countr_zero(t);
                int& best = capture[a][pos.owner_of(to)];
                best = std::max(best, int(pos.piece_on(to)));
            }
        }
    }
    int leader = 0, second = -1;
    for (Seat a = 1; a < seats; ++a)
        if (pos.points(a) > pos.points(Seat(leader)))
            second = pos.points(Seat(leader)), leader = a;
        else
            second = std::max(second, pos.points(a));
    if (pos.points(Seat(leader)) > second)
        f[leader][LEADER_NEAR_END] =
            std::max(0, 4 - (f[leader][ZONE_PAWNS] + f[leader][ZONE_DRONES] + f[leader][ZONE_QUEENS]));
    for (Seat a = 0; a < seats; ++a) {
        const int gain = *std::max_element(capture[a].begin(), capture[a].end());
        f[a][a == pos.side_to_move() ? GAIN_TO_MOVE : GAIN_LATER] = gain;
        for (Seat o = 0; o < seats; ++o)
            if (o != a)
                f[a][EXPOSED] = std::max(f[a][EXPOSED], capture[o][a]);
    }
    return f;
}

} // namespace littletable::martian
