// A fixed-depth search of any game's traits for the AI tests (ai/search.h with a small table).
#pragma once

#include <memory>

#include "ai/search.h"

namespace littletable::ai::testing_support {

/// Searches `pos` to `depth` plies with the generic search of `Traits` and a 4 MiB table; `pos` is unchanged on
/// return.
template<typename Traits>
SearchResult<typename Traits::Move> search_to(typename Traits::Position& pos, int depth) {
    TranspositionTable<typename Traits::Move> tt(4);
    auto searcher = std::make_unique<Searcher<Traits>>(tt);
    SearchLimits<typename Traits::Move> limits;
    limits.maxDepth = depth;
    return searcher->search(pos, limits);
}

} // namespace littletable::ai::testing_support
