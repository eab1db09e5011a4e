// The game-ending rules of docs/rules/chess.md §3-4 that depend neither on how pieces move nor on the board:
// repetitions over a history of zobrist keys, and the order in which automatic endings apply. Shared by every
// chess-like two-player game (Chess, Metamate, Metamachy: "as in chess").
#pragma once

#include <algorithm>
#include <cstddef>

#include "engine/core/outcome.h"
#include "engine/core/seat.h"

namespace littletable {

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

/// How a two-seat game ended by itself (chess.md §3), or ongoing, in order of precedence: checkmate or stalemate
/// when the side to move has no legal move, then insufficient material, fivefold repetition and the 75-move rule
/// (so a mate on the 75th move counts). `P` offers count_legal, in_check, side_to_move (seat 0 or 1),
/// insufficient_material, repetition_count and rule50.
template<typename P>
Outcome automatic_outcome(const P& pos) {
    if (pos.count_legal() == 0)
        return pos.in_check() ? Outcome::win(Seat(1 - int(pos.side_to_move())), Termination::CHECKMATE)
                              : Outcome::drawn(Termination::STALEMATE);
    if (pos.insufficient_material())
        return Outcome::drawn(Termination::INSUFFICIENT_MATERIAL);
    if (pos.repetition_count() >= 5)
        return Outcome::drawn(Termination::FIVEFOLD_REPETITION);
    if (pos.rule50() >= 150)
        return Outcome::drawn(Termination::SEVENTY_FIVE_MOVES);
    return Outcome::ongoing();
}

} // namespace littletable
