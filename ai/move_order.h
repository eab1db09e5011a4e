// Move ordering: the order in which a node tries its moves decides how much alpha-beta can cut. First the
// transposition-table move, then captures and promotions that do not lose material (most valuable victim,
// least valuable attacker), then the two killer moves of the ply, then quiet moves by history, then the
// captures that lose material.
#pragma once

#include <algorithm>
#include <array>
#include <cstdlib>
#include <utility>

#include "ai/search_traits.h"
#include "ai/search_types.h"

namespace littletable::ai {

/// Quiet moves that caused beta cut-offs, remembered per ply (killers) and per move index (history).
template<SearchTraits T>
struct OrderingTables {
    using Move = typename T::Position::Move;

    /// History values stay within +-HISTORY_MAX ("gravity": a bonus shrinks as the value nears the bound).
    static constexpr int HISTORY_MAX = 16384;

    std::array<std::array<Move, 2>, MAX_PLY + 1> killers{};
    std::array<int, hooks::history_size<T>()> history{};

    /// Before a new search: forget killers, halve the history (it still helps the first iterations).
    void new_search() {
        for (auto& k : killers)
            k = {};
        for (int& h : history)
            h /= 2;
    }

    bool is_killer(int ply, Move m) const { return killers[ply][0] == m || killers[ply][1] == m; }

    int history_of(const typename T::Position& pos, Move m) const {
        return history[hooks::history_index<T>(pos, m)];
    }

    /// A quiet move `best` cut off at `depth`: it becomes a killer and gains history; the quiet moves tried
    /// before it (`tried`, `count` of them) lose some.
    void update_quiet(const typename T::Position& pos, int ply, int depth, Move best, const Move* tried, int count) {
        if (killers[ply][0] != best) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = best;
        }
        if constexpr (hooks::HAS_HISTORY<T>) {
            const int bonus = std::min(16 * depth * depth, 1600);
            add_history(hooks::history_index<T>(pos, best), bonus);
            for (int i = 0; i < count; ++i)
                add_history(hooks::history_index<T>(pos, tried[i]), -bonus);
        }
    }

private:
    void add_history(int index, int bonus) {
        int& h = history[index];
        h += bonus - h * std::abs(bonus) / HISTORY_MAX;
    }
};

/// Hands out the moves of one list best first by selection (most nodes cut after a move or two, so sorting
/// the whole list would be wasted). Moves are reordered inside the list itself.
template<SearchTraits T>
class MovePicker {
public:
    using Position = typename T::Position;
    using Move = typename Position::Move;
    using MoveList = typename Position::MoveList;

    /// Scores every move of `list` for `pos` at `ply`. `tables` may be null (quiescence: no killers, history).
    MovePicker(const Position& pos, MoveList& list, Move ttMove, const OrderingTables<T>* tables, int ply)
        : moves(list.begin()), count(int(list.size())) {
        for (int i = 0; i < count; ++i)
            scores[i] = score(pos, moves[i], ttMove, tables, ply);
    }

    /// The next best move into `m`; false when none is left.
    bool next(Move& m) {
        if (current >= count)
            return false;
        int best = current;
        for (int i = current + 1; i < count; ++i)
            if (scores[i] > scores[best])
                best = i;
        std::swap(moves[best], moves[current]);
        std::swap(scores[best], scores[current]);
        m = moves[current++];
        return true;
    }

private:
    static constexpr int TT_MOVE = 1 << 30;
    static constexpr int GOOD_TACTICAL = 1 << 28;
    static constexpr int KILLER = 1 << 27;
    static constexpr int BAD_TACTICAL = -(1 << 28);

    static int score(const Position& pos, Move m, Move ttMove, const OrderingTables<T>* tables, int ply) {
        if (m == ttMove)
            return TT_MOVE;
        if (const int order = hooks::tactical_order<T>(pos, m); order > 0)
            return (hooks::see_ge<T>(pos, m, 0) ? GOOD_TACTICAL : BAD_TACTICAL) + order;
        if (!tables)
            return 0;
        if (tables->killers[ply][0] == m)
            return KILLER;
        if (tables->killers[ply][1] == m)
            return KILLER - 1;
        return tables->history_of(pos, m);
    }

    decltype(std::declval<MoveList&>().begin()) moves;
    int count;
    int current = 0;
    std::array<int, hooks::max_moves<T>()> scores;
};

} // namespace littletable::ai
