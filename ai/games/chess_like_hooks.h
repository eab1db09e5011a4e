// Search hooks (ai/search_traits.h) that every game played by chess's rules of check, repetition and the 50-move rule
// shares, for a position type with chess's queries: in_check, is_repetition, rule50, insufficient_material,
// make_null/unmake_null. A game's traits derive from it and add their evaluation and the rest (metamate_traits.h).
#pragma once

namespace littletable::ai {

template<typename P>
struct ChessLikeHooks {
    /// History by side to move, origin and destination.
    static constexpr int HISTORY_SIZE = 2 * 64 * 64;

    static bool in_check(const P& pos) { return pos.in_check(); }
    /// A repetition inside the search or a threefold one (playing into a repetition can only hand the opponent the
    /// draw), the 50-move rule (unless in check: a mate on that move still counts) and dead positions. The other
    /// endings of these games leave no legal move, as the hook requires.
    static bool is_draw(const P& pos, int ply) {
        return pos.is_repetition(ply) || (pos.rule50() >= 100 && !pos.in_check()) || pos.insufficient_material();
    }
    static void make_null(P& pos) { pos.make_null(); }
    static void unmake_null(P& pos) { pos.unmake_null(); }
    static int history_index(const P& pos, typename P::Move m) {
        return pos.side_to_move() * 4096 + m.from() * 64 + m.to();
    }
};

} // namespace littletable::ai
