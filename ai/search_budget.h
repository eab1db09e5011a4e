// What a search may still spend as it runs: the nodes counted against the node budget, the clock against the time
// limits, the stop flag another thread sets, and the deepest ply reached. Shared by the two-player search
// (ai/search.h) and the N-player searches (ai/nplayer/search_core.h).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>

#include "ai/search_types.h"

namespace littletable::ai {

class SearchBudget {
public:
    /// A new search under `limits`: the clock starts, nothing counted yet.
    template<typename Move>
    void start(const SearchLimits<Move>& limits) {
        maxNodes = limits.maxNodes;
        maxTimeMs = limits.maxTimeMs;
        softTimeMs = limits.softTimeMs;
        stopFlag = limits.stop;
        startTime = std::chrono::steady_clock::now();
        nodes_ = 0;
        selDepth_ = 0;
        stopped_ = false;
    }

    /// Counts a node; true once a limit is reached (the node budget exactly, the time and the stop flag every
    /// POLL_NODES nodes). The caller then returns at once and its value is discarded. Stays true.
    bool count_node() {
        if (stopped_)
            return true;
        if (maxNodes && nodes_ >= maxNodes)
            return stopped_ = true;
        if (++nodes_ % POLL_NODES == 0)
            stopped_ =
                (stopFlag && stopFlag->load(std::memory_order_relaxed)) || (maxTimeMs && elapsed_ms() >= maxTimeMs);
        return stopped_;
    }

    /// A node `ply` plies from the root was reached.
    void reach(int ply) { selDepth_ = std::max(selDepth_, ply); }

    /// Whether no new iteration should start: under a clock, when there is one move to play or the soft time is
    /// spent (by default half the hard limit: an iteration costs a few times the one before).
    bool iterations_over(bool oneMove) const {
        if (!maxTimeMs && !softTimeMs)
            return false;
        const int64_t spent = elapsed_ms();
        return oneMove || (softTimeMs ? spent >= softTimeMs : spent * 2 > maxTimeMs);
    }

    bool stopped() const { return stopped_; }
    uint64_t nodes() const { return nodes_; }
    int sel_depth() const { return selDepth_; }
    int64_t elapsed_ms() const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - startTime)
            .count();
    }

    /// The counters of the search so far into `result`.
    template<typename Move>
    void report(SearchResult<Move>& result) const {
        result.selDepth = selDepth_;
        result.nodes = nodes_;
        result.timeMs = elapsed_ms();
    }

private:
    uint64_t maxNodes = 0;
    int64_t maxTimeMs = 0;
    int64_t softTimeMs = 0;
    const std::atomic<bool>* stopFlag = nullptr;
    std::chrono::steady_clock::time_point startTime{};
    uint64_t nodes_ = 0;
    int selDepth_ = 0;
    bool stopped_ = false;
};

} // namespace littletable::ai
