// What a game gives the search: a traits class naming its position type and its evaluation, plus optional
// hooks the search uses when present (detected at compile time, so a game without, say, null moves still
// compiles and simply goes without that pruning).
//
//   struct MyGameTraits {
//       using Position = ...;                               // satisfies GamePosition (engine/core)
//       static int evaluate(const Position&);               // REQUIRED: centipawns, side to move's view
//
//       // Optional hooks:
//       static bool in_check(const Position&);              // check extension, evasions in quiescence, no
//                                                           //   null move or pruning in check
//       static bool gives_check(Position&, Move);           // before playing it: checking moves are spared
//                                                           //   from the pruning of quiet moves (without it:
//                                                           //   make, in_check, unmake)
//       static bool is_draw(const Position&, int ply);      // cheap draws by rule (repetition, 50 moves, dead
//                                                           //   material), `ply` plies below the root (so a
//                                                           //   repetition inside the search may count as a
//                                                           //   draw). Provide it only if every other end of
//                                                           //   the game leaves the side to move without a
//                                                           //   legal move: without it outcome() is called at
//                                                           //   every node.
//       static int tactical_order(const Position&, Move);   // 0 for a quiet move, > 0 for a capture or
//                                                           //   promotion, larger first (MVV-LVA), < 65536
//       static void generate_tactical(const Position&, MoveList&); // the moves quiescence searches; without
//                                                           //   it: the legal moves with tactical_order > 0
//       static bool see_ge(const Position&, Move, int t);   // static exchange evaluation >= t centipawns
//       static bool null_move_allowed(const Position&);     // all three for null-move pruning; "allowed"
//       static void make_null(Position&);                   //   is false where zugzwang is likely
//       static void unmake_null(Position&);
//       static constexpr int HISTORY_SIZE = ...;            // both for the history heuristic:
//       static int history_index(const Position&, Move);    //   [0, HISTORY_SIZE), e.g. side, from, to
//       static constexpr int PIECE_TO_SIZE = ...;           // both for counter-moves and continuation
//       static int piece_to_index(const Position&, Move);   //   history: [0, PIECE_TO_SIZE), the moving
//                                                           //   piece and its destination, before the move
//       static constexpr int VICTIM_SIZE = ...;             // both, with the piece-to hooks, for capture
//       static int victim_index(const Position&, Move);     //   history: [0, VICTIM_SIZE), the kind of piece
//                                                           //   the move takes (0: none, a promotion)
//       static constexpr int MAX_MOVES = ...;               // legal moves in any position (default 256)
//       static uint64_t key_after(const Position&, Move);   // the zobrist key after the move, exact or nearly
//                                                           //   (only to load its table entry early)
//   };
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>

#include "engine/core/position_concept.h"

namespace littletable::ai {

/// A game the search can play. Its Move must be default-constructible (Move{} means "no move" and is never
/// a legal move) and comparable; its MoveList's begin() must give assignable random-access iterators.
template<typename T>
concept SearchTraits = requires {
    typename T::Position;
}
&&GamePosition<typename T::Position>&& std::default_initializable<typename T::Position::Move>&&
    std::equality_comparable<typename T::Position::Move>&& requires(const typename T::Position& pos,
                                                                    typename T::Position::MoveList& list) {
    { T::evaluate(pos) } -> std::convertible_to<int>;
    {list.begin()[0] = typename T::Position::Move{}};
};

/// Calls to the optional hooks, with the fallback the search uses when a game has none.
namespace hooks {

template<typename T, typename P = typename T::Position>
constexpr bool HAS_IN_CHECK = requires(const P& pos) {
    { T::in_check(pos) } -> std::convertible_to<bool>;
};
template<typename T, typename P = typename T::Position>
constexpr bool HAS_GIVES_CHECK = requires(P& pos, typename P::Move m) {
    { T::gives_check(pos, m) } -> std::convertible_to<bool>;
};
template<typename T, typename P = typename T::Position>
constexpr bool HAS_IS_DRAW = requires(const P& pos) {
    { T::is_draw(pos, 1) } -> std::convertible_to<bool>;
};
template<typename T, typename P = typename T::Position>
constexpr bool HAS_TACTICAL_ORDER = requires(const P& pos, typename P::Move m) {
    { T::tactical_order(pos, m) } -> std::convertible_to<int>;
};
template<typename T, typename P = typename T::Position>
constexpr bool HAS_GENERATE_TACTICAL = requires(const P& pos, typename P::MoveList& list) {
    T::generate_tactical(pos, list);
};
template<typename T, typename P = typename T::Position>
constexpr bool HAS_SEE = requires(const P& pos, typename P::Move m) {
    { T::see_ge(pos, m, 0) } -> std::convertible_to<bool>;
};
template<typename T, typename P = typename T::Position>
constexpr bool HAS_NULL_MOVE = requires(P& pos, const P& cpos) {
    { T::null_move_allowed(cpos) } -> std::convertible_to<bool>;
    T::make_null(pos);
    T::unmake_null(pos);
};
template<typename T, typename P = typename T::Position>
constexpr bool HAS_HISTORY = requires(const P& pos, typename P::Move m) {
    { T::HISTORY_SIZE } -> std::convertible_to<int>;
    { T::history_index(pos, m) } -> std::convertible_to<int>;
};

template<typename T, typename P = typename T::Position>
constexpr bool HAS_PIECE_TO = requires(const P& pos, typename P::Move m) {
    { T::PIECE_TO_SIZE } -> std::convertible_to<int>;
    { T::piece_to_index(pos, m) } -> std::convertible_to<int>;
};

template<typename T, typename P = typename T::Position>
constexpr bool HAS_CAPTURE_HISTORY = HAS_PIECE_TO<T>&& requires(const P& pos, typename P::Move m) {
    { T::VICTIM_SIZE } -> std::convertible_to<int>;
    { T::victim_index(pos, m) } -> std::convertible_to<int>;
};

template<typename T, typename P = typename T::Position>
constexpr bool HAS_KEY_AFTER = requires(const P& pos, typename P::Move m) {
    { T::key_after(pos, m) } -> std::convertible_to<uint64_t>;
};

/// Entries of the history table (1 when the game has no history hook).
template<typename T>
constexpr int history_size() {
    if constexpr (HAS_HISTORY<T>)
        return T::HISTORY_SIZE;
    else
        return 1;
}

/// Piece-to indices (1 when the game has no piece_to_index hook).
template<typename T>
constexpr int piece_to_size() {
    if constexpr (HAS_PIECE_TO<T>)
        return T::PIECE_TO_SIZE;
    else
        return 1;
}

/// Capture-history entries: piece-to indices times victim kinds (1 when the game lacks either hook).
template<typename T>
constexpr int capture_history_size() {
    if constexpr (HAS_CAPTURE_HISTORY<T>)
        return T::PIECE_TO_SIZE * T::VICTIM_SIZE;
    else
        return 1;
}

/// The piece-to index of `m` in `pos` (before it is played), or -1 when the game has no hook.
template<typename T, typename P>
int piece_to_index(const P& pos, typename P::Move m) {
    if constexpr (HAS_PIECE_TO<T>)
        return T::piece_to_index(pos, m);
    else
        return -1;
}

/// Capacity of a move list.
template<typename T>
constexpr std::size_t max_moves() {
    if constexpr (requires {
                      { T::MAX_MOVES } -> std::convertible_to<std::size_t>;
                  })
        return T::MAX_MOVES;
    else
        return 256;
}

template<typename T, typename P>
bool in_check(const P& pos) {
    if constexpr (HAS_IN_CHECK<T>)
        return T::in_check(pos);
    else
        return false;
}

/// Whether `m` checks, known before it is played: the game's hook, else by playing it and asking in_check (slower,
/// but a mate by a quiet check must not be pruned as a quiet move), else false.
template<typename T, typename P, typename M>
bool gives_check(P& pos, M m) {
    if constexpr (HAS_GIVES_CHECK<T>)
        return T::gives_check(pos, m);
    else if constexpr (HAS_IN_CHECK<T>) {
        pos.make(m);
        const bool check = T::in_check(pos);
        pos.unmake(m);
        return check;
    } else
        return false;
}

template<typename T, typename P, typename M>
int tactical_order(const P& pos, M m) {
    if constexpr (HAS_TACTICAL_ORDER<T>)
        return T::tactical_order(pos, m);
    else
        return 0;
}

template<typename T, typename P, typename M>
bool see_ge(const P& pos, M m, int threshold) {
    if constexpr (HAS_SEE<T>)
        return T::see_ge(pos, m, threshold);
    else
        return true;
}

template<typename T, typename P>
int history_index(const P& pos, typename P::Move m) {
    if constexpr (HAS_HISTORY<T>)
        return T::history_index(pos, m);
    else
        return 0;
}

} // namespace hooks

} // namespace littletable::ai
