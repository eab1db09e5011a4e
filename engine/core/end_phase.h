// How far a game is into its end phase: the last plies before its move limit. A game that ends on points at the
// limit leaves the pieces still standing worth nothing, so the multi-seat evaluations let material fade over that
// phase (engine/martian/features.h, engine/fourplayer/features.h) and their players cash it in for points.
// The plies played are not in a position's zobrist key: a table entry stored a few plies earlier is off by about
// 1 % of the material a ply, as a chess engine's entries are where its evaluation scales with the fifty-move clock.
#pragma once

#include <algorithm>

namespace littletable {

/// How far `pos` (with move_limit(), 0 = none, and game_ply()) is into the last `fadePlies` plies before its move
/// limit, in percent: 0 before them, 100 at the limit and past it. A game without a limit is taken to end at ply
/// `unlimitedEndPly`, or never fades when that is 0.
template<typename Position>
int end_phase_percent(const Position& pos, int fadePlies, int unlimitedEndPly) {
    const int end = pos.move_limit() > 0 ? pos.move_limit() : unlimitedEndPly;
    if (end <= 0)
        return 0;
    const int left = std::max(0, end - pos.game_ply());
    return left >= fadePlies ? 0 : (fadePlies - left) * 100 / fadePlies;
}

} // namespace littletable
