// The game-ending rules of shared/rules/chess.md §3-4 that do not depend on how pieces move: dead positions by
// insufficient material, repetitions over a history of zobrist keys, and the order in which automatic endings
// apply. Shared by Chess and Metamate ("draws as in chess", shared/rules/metamate.md §8).
#pragma once

#include <algorithm>

#include "engine/chess/bitboard.h"
#include "engine/core/outcome.h"

namespace littletable::chess {

/// A dead position by insufficient material (chess.md §3): no pawns, rooks or queens (`heavy`), and either at most
/// one minor piece in all or only bishops all standing on squares of one colour.
inline bool insufficient_material(Bitboard heavy, Bitboard knights, Bitboard bishops) {
    if (heavy)
        return false;
    if (popcount(knights | bishops) <= 1)
        return true;
    // Only bishops, all on squares of one colour: no mate is possible whatever the moves.
    return !knights && (!(bishops & DARK_SQUARES) || !(bishops & ~DARK_SQUARES));
}

/// How many times the last position of `states` has occurred (1 = first time): entries with the same `key`, the
/// same side to move (every second one) since the last irreversible move (`rule50` plies back). `States` is a
/// random-access container of entries with `key` and `rule50`, one per position, the current one last.
template<typename States>
int repetition_count(const States& states) {
    const int n = int(states.size()) - 1;
    const int back = std::min<int>(states[size_t(n)].rule50, n);
    int count = 1;
    for (int i = 4; i <= back; i += 2)
        if (states[size_t(n - i)].key == states[size_t(n)].key)
            ++count;
    return count;
}

/// The search's cheap repetition test: true when the last position of `states` occurred within the last `ply`
/// plies (inside the search, whose root is `ply` plies back), or twice before in all. Entries also carry
/// `pliesFromNull`: repetitions are not looked for across a null move.
template<typename States>
bool is_repetition(const States& states, int ply) {
    const int n = int(states.size()) - 1;
    const auto& st = states[size_t(n)];
    const int back = std::min({int(st.rule50), int(st.pliesFromNull), n});
    bool seenBefore = false;
    for (int i = 4; i <= back; i += 2)
        if (states[size_t(n - i)].key == st.key) {
            if (i <= ply || seenBefore)
                return true;
            seenBefore = true;
        }
    return false;
}

/// How a game ended by itself (chess.md §3), or ongoing, in order of precedence: checkmate or stalemate when
/// the side to move has no legal move, then insufficient material, fivefold repetition and the 75-move rule
/// (so a mate on the 75th move counts). `P` offers count_legal, in_check, side_to_move (a Color),
/// insufficient_material, repetition_count and rule50.
template<typename P>
Outcome automatic_outcome(const P& pos) {
    if (pos.count_legal() == 0)
        return pos.in_check() ? Outcome::win(Seat(~pos.side_to_move()), Termination::CHECKMATE)
                              : Outcome::drawn(Termination::STALEMATE);
    if (pos.insufficient_material())
        return Outcome::drawn(Termination::INSUFFICIENT_MATERIAL);
    if (pos.repetition_count() >= 5)
        return Outcome::drawn(Termination::FIVEFOLD_REPETITION);
    if (pos.rule50() >= 150)
        return Outcome::drawn(Termination::SEVENTY_FIVE_MOVES);
    return Outcome::ongoing();
}

} // namespace littletable::chess
