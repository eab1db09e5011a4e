// What every search keeps while it runs, whatever the game and the number of seats: the transposition table, the
// limits and the budget, the root moves and the PV table. The two-player search (ai/search.h) and the N-player
// searches (ai/nplayer/search_core.h) derive from it and run ai/iterative_deepening.h's loop over it.
#pragma once

#include <algorithm>
#include <vector>

#include "ai/iterative_deepening.h"
#include "ai/pv_table.h"
#include "ai/search_budget.h"
#include "ai/search_types.h"
#include "ai/tt.h"

namespace littletable::ai {

template<typename Position>
class SearchBase {
public:
    using Move = typename Position::Move;
    using MoveList = typename Position::MoveList;
    using Limits = SearchLimits<Move>;
    using Result = SearchResult<Move>;

    /// A search using `tt` (which must outlive it; it may be shared with other searches). About 70 KB: keep it on
    /// the heap on small stacks.
    explicit SearchBase(TranspositionTable<Move>& tt) : tt(tt) {}

protected:
    /// A new search under `lim`: the limits kept, the clock started, no root move yet, the table's entries aged.
    void begin(const Limits& lim) {
        limits = lim;
        budget.start(limits);
        rootMoves.clear();
        tt.new_search();
    }

    /// Adds `m` to the root moves, unless the limits' searchMoves name only others.
    void add_root_move(Move m) {
        const std::vector<Move>& only = limits.searchMoves;
        if (only.empty() || std::find(only.begin(), only.end(), m) != only.end())
            rootMoves.push_back({{m, -SCORE_INFINITE, false}, false, {m}});
    }

    TranspositionTable<Move>& tt;
    Limits limits;
    SearchBudget budget;
    std::vector<RootMove<Move>> rootMoves;
    PvTable<Move> pv;
};

} // namespace littletable::ai
