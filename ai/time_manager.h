// Time management: how long to think about one move under a clock (the UCI `go` parameters wtime/btime,
// winc/binc, movestogo, movetime) without losing on time. Pure arithmetic, no clock reading: the search
// (ai/search.h) measures the time itself.
//
// Two answers per move, in milliseconds from the start of the search:
//  - soft (optimum): no new iteration starts once this much is spent (SearchLimits::softTimeMs);
//  - hard (maximum): the search is aborted at this point (SearchLimits::maxTimeMs).
//
// The formulae (T = time left, I = increment, O = move overhead, all in ms):
//   usable = max(T - O, 1)                     the overhead (GUI and network lag) is paid once per move
//   moves  = movestogo if given, else SUDDEN_DEATH_MOVES   moves the usable time must still last
//   soft   = usable / moves + I * 3 / 4        a fair share, plus most of the increment earned back
//   hard   = min(HARD_PER_SOFT * soft, usable * 3 / 4)     room for one more iteration, never most of the clock
//   soft   = min(soft, hard); both at least 1
// With movetime M: soft = hard = max(M - O, 1), also capped by the clock's hard limit when a clock is given.
// Since no move may spend more than 3/4 of what is left after the overhead, the clock never reaches zero by
// our thinking; only an overhead set below the real lag can flag.
#pragma once

#include <cstdint>

namespace littletable::ai {

/// Moves the remaining time is spread over when the clock gives no `movestogo` (sudden death, increment).
constexpr int SUDDEN_DEATH_MOVES = 40;
/// The hard limit is this many times the soft one (each iteration costs a few times the previous one).
constexpr int HARD_PER_SOFT = 4;
/// Longer times (2^40 ms, about 35 years) are read as this, so that the arithmetic cannot overflow.
constexpr int64_t MAX_CLOCK_MS = int64_t(1) << 40;

/// The side to move's clock for one move, as a GUI sends it. Milliseconds; negative values count as 0, values
/// above MAX_CLOCK_MS as MAX_CLOCK_MS.
struct ClockLimits {
    int64_t timeLeftMs = -1; ///< time on the side to move's clock; < 0: no clock
    int64_t incrementMs = 0; ///< added to the clock after each move
    int movesToGo = 0; ///< moves until the next time control; 0: the rest of the game
    int64_t moveTimeMs = 0; ///< think exactly this long; 0: none
    int64_t moveOverheadMs = 0; ///< lag per move outside the engine (GUI, network), paid from our clock
};

/// How long to think: each 0 means "no limit" (neither a clock nor a move time was given).
struct TimeBudget {
    int64_t softMs = 0;
    int64_t hardMs = 0;
};

/// The budget for one move under `clock`, by the formulae above.
TimeBudget plan_move_time(const ClockLimits& clock);

} // namespace littletable::ai
