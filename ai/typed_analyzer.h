// The analysis of one two-player game as a template over its traits: TypedAnalyzer<T> and make_analyzer<T>, which
// each game's file in ai/games/ binds to its traits in its GameAi (ai/game_ai.h). ai/analysis.cpp finds them by
// variant name.
#pragma once

#include <algorithm>
#include <chrono>
#include <memory>
#include <new>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "ai/analysis.h"
#include "ai/level_search.h"
#include "ai/levels.h"
#include "ai/move_texts.h"
#include "ai/search.h"

namespace littletable::ai {

/// Milliseconds since `start`.
inline int64_t ms_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
}

/// The analysis of a game whose traits T (ai/search_traits.h) also read its texts.
template<SearchTraits T>
class TypedAnalyzer final : public Analyzer {
public:
    using Position = typename T::Position;
    using Move = typename Position::Move;
    using Table = TranspositionTable<Move>;

    TypedAnalyzer(std::string_view name, std::unique_ptr<Table> table)
        : name(name), tt(std::move(table)), searcher(std::make_unique<Searcher<T>>(*tt)) {}

    std::string_view variant() const override { return name; }

    Result<Ok> resize_hash(std::size_t mib) override {
        try {
            tt->resize(mib); // allocates before it frees: on failure the old table stays
        } catch (const std::bad_alloc&) {
            return make_error("ERR_HASH_SIZE", "no memory for a " + std::to_string(mib) + " MiB table");
        }
        return Ok{};
    }

    void clear_hash() override {
        tt->clear();
        searcher = std::make_unique<Searcher<T>>(*tt); // history and killers too
    }

    Result<AnalysisResult> analyse(const Game& game, const AnalysisLimits& limits,
                                   const AnalysisObserver& observer) override;

private:
    struct Plan {
        SearchLimits<Move> limits;
        std::vector<Move> candidates; ///< the root moves allowed
    };

    Result<Plan> plan(const Position& pos, const AnalysisLimits& limits, std::mt19937_64& rng) const;
    /// One line per search: what a weaker level and MultiPV 1 do.
    SearchResult<Move> search_single(Position& pos, Searcher<T>& s, const Table& table, Plan& p,
                                     const AnalysisObserver& observer) const;
    /// MultiPV: at each depth, line k is a search without the first moves of lines 1..k-1.
    SearchResult<Move> search_lines(Position& pos, const Plan& p, const AnalysisLimits& limits,
                                    const AnalysisObserver& observer, AnalysisInfo& last) const;

    /// A line from the root position `pos`.
    static AnalysisLine line_of(const Position& pos, int score, const std::vector<Move>& pv) {
        return AnalysisLine{score, line_texts<T>(pos, pv)};
    }
    static AnalysisInfo info_of(const Position& pos, const SearchResult<Move>& r, const Table& table) {
        AnalysisInfo info{r.depth, r.selDepth, r.nodes, r.timeMs, table.hashfull(), {}};
        info.lines.push_back(line_of(pos, r.score, r.pv));
        return info;
    }

    std::string name;
    std::unique_ptr<Table> tt;
    std::unique_ptr<Searcher<T>> searcher;
};

template<SearchTraits T>
Result<typename TypedAnalyzer<T>::Plan> TypedAnalyzer<T>::plan(const Position& pos, const AnalysisLimits& limits,
                                                               std::mt19937_64& rng) const {
    Plan p;
    typename Position::MoveList legal;
    pos.generate_legal(legal);
    for (const std::string& text : limits.searchMoves) {
        Result<Move> m = T::parse_move(pos, text);
        if (!m)
            return m.error();
        if (std::find(p.candidates.begin(), p.candidates.end(), m.value()) == p.candidates.end())
            p.candidates.push_back(m.value());
    }
    if (p.candidates.empty())
        p.candidates.assign(legal.begin(), legal.end());
    else
        p.limits.searchMoves = p.candidates;

    const int mateDepth = limits.mateMoves > 0 ? 2 * std::min(limits.mateMoves, MAX_PLY) + 1 : 0;
    const int depth = cap_limit(std::max(limits.depth, 0), mateDepth);
    if (limits.level < MAX_LEVEL) {
        // The platform's level: its limits cap the caller's; no new iteration after half its time or the soft limit.
        const LevelSettings& level = level_settings(limits.level);
        const std::vector<Move> searchMoves = std::move(p.limits.searchMoves);
        p.limits = level_limits<Move>(level, depth, limits.nodes, limits.hardTimeMs, limits.softTimeMs);
        p.limits.searchMoves = searchMoves;
        apply_oversights<T>(pos, p.candidates, level, rng, p.limits);
    } else {
        p.limits.maxDepth = std::min(depth, MAX_PLY - 1);
        p.limits.maxNodes = limits.nodes;
        p.limits.maxTimeMs = limits.hardTimeMs;
        p.limits.softTimeMs = limits.softTimeMs;
    }
    p.limits.stop = limits.stop;
    return p;
}

template<SearchTraits T>
Result<AnalysisResult> TypedAnalyzer<T>::analyse(const Game& game, const AnalysisLimits& limits,
                                                 const AnalysisObserver& observer) {
    if (game.variant() != name)
        return make_error("ERR_WRONG_VARIANT",
                          "this analyzer searches " + name + ", not " + std::string(game.variant()));
    if (limits.level < MIN_LEVEL || limits.level > MAX_LEVEL)
        return make_error("ERR_BAD_LEVEL", "level " + std::to_string(limits.level) + " is not from " +
                                               std::to_string(MIN_LEVEL) + " to " + std::to_string(MAX_LEVEL));
    Result<Position> rebuilt = position_of<T>(game);
    if (!rebuilt)
        return rebuilt.error();
    Position pos = std::move(rebuilt).value();

    AnalysisResult answer;
    typename Position::MoveList legal;
    pos.generate_legal(legal);
    if (legal.size() == 0) {
        const Outcome o = pos.outcome();
        answer.score = o.draw() ? SCORE_DRAW : o.won_by(pos.side_to_move()) ? mate_in(0) : mated_in(0);
        return answer;
    }

    std::mt19937_64 rng(limits.seed ? limits.seed
                                    : uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()));
    Result<Plan> planned = plan(pos, limits, rng);
    if (!planned)
        return planned.error();
    Plan& p = planned.value();

    SearchResult<Move> result;
    Move chosen{};
    if (limits.level < MAX_LEVEL) {
        // As the platform's CPU player: a fresh table of the level's size, then the level's choice.
        const LevelSettings& level = level_settings(limits.level);
        Table levelTable(std::size_t(level.ttMiB));
        auto levelSearcher = std::make_unique<Searcher<T>>(levelTable);
        result = search_single(pos, *levelSearcher, levelTable, p, observer);
        chosen = choose_root_move(result, level, rng);
        answer.info = info_of(pos, result, levelTable);
    } else if (limits.multiPv > 1 && p.candidates.size() > 1) {
        result = search_lines(pos, p, limits, observer, answer.info);
        chosen = result.bestMove;
    } else {
        result = search_single(pos, *searcher, *tt, p, observer);
        chosen = result.bestMove;
        answer.info = info_of(pos, result, *tt);
    }

    answer.bestMove = move_text<T>(pos, chosen);
    answer.score = result.score;
    for (const RootScore<Move>& rs : result.rootScores)
        if (rs.move == chosen && chosen != result.bestMove)
            answer.score = rs.score;
    if (result.pv.size() >= 2 && result.pv[0] == chosen)
        if (const std::vector<std::string> line = line_texts<T>(pos, {chosen, result.pv[1]}); line.size() == 2)
            answer.ponderMove = line[1];
    return answer;
}

template<SearchTraits T>
SearchResult<typename T::Position::Move> TypedAnalyzer<T>::search_single(Position& pos, Searcher<T>& s,
                                                                         const Table& table, Plan& p,
                                                                         const AnalysisObserver& observer) const {
    if (observer)
        p.limits.onIteration = [&](const SearchResult<Move>& r) { observer(info_of(pos, r, table)); };
    return s.search(pos, p.limits);
}

template<SearchTraits T>
SearchResult<typename T::Position::Move>
TypedAnalyzer<T>::search_lines(Position& pos, const Plan& p, const AnalysisLimits& limits,
                               const AnalysisObserver& observer, AnalysisInfo& last) const {
    const auto start = std::chrono::steady_clock::now();
    const int maxDepth = p.limits.maxDepth > 0 ? p.limits.maxDepth : MAX_PLY - 1;
    const std::size_t lineCount = std::min<std::size_t>(std::size_t(limits.multiPv), p.candidates.size());
    SearchResult<Move> best; // line 1 of the last completed depth
    uint64_t nodes = 0;
    int selDepth = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        std::vector<SearchResult<Move>> lines;
        std::vector<Move> remaining = p.candidates;
        bool complete = true;
        while (lines.size() < lineCount) {
            SearchLimits<Move> sub = p.limits;
            sub.maxDepth = depth;
            sub.searchMoves = remaining;
            if (p.limits.maxNodes)
                sub.maxNodes = p.limits.maxNodes > nodes ? p.limits.maxNodes - nodes : 1;
            if (p.limits.maxTimeMs)
                sub.maxTimeMs = sub.softTimeMs = std::max<int64_t>(p.limits.maxTimeMs - ms_since(start), 1);
            const SearchResult<Move> r = searcher->search(pos, sub);
            nodes += r.nodes;
            selDepth = std::max(selDepth, r.selDepth);
            if (r.depth < depth) {
                complete = false;
                if (lines.empty() && depth == 1)
                    best = r; // stopped in the very first search: its first move
                break;
            }
            lines.push_back(r);
            remaining.erase(std::find(remaining.begin(), remaining.end(), r.bestMove));
        }
        if (!complete)
            break;
        // Best first. A later line can tie the first one, and by search instability even beat it.
        std::stable_sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) { return a.score > b.score; });
        best = lines[0];
        last = AnalysisInfo{depth, selDepth, nodes, ms_since(start), tt->hashfull(), {}};
        for (const SearchResult<Move>& r : lines)
            last.lines.push_back(line_of(pos, r.score, r.pv));
        if (observer)
            observer(last);
        const bool mateFound = is_mate_score(best.score) && depth >= SCORE_MATE - std::abs(best.score) + 2;
        const bool softSpent = p.limits.softTimeMs && ms_since(start) >= p.limits.softTimeMs;
        if (mateFound || softSpent || (p.limits.maxNodes && nodes >= p.limits.maxNodes))
            break;
    }
    last.nodes = nodes;
    last.selDepth = selDepth;
    last.timeMs = ms_since(start);
    if (last.lines.empty())
        last.lines.push_back(line_of(pos, best.score, best.pv));
    return best;
}

template<SearchTraits T>
Result<std::unique_ptr<Analyzer>> make_analyzer(std::string_view variant, std::size_t hashMiB) {
    try {
        auto table = std::make_unique<TranspositionTable<typename T::Position::Move>>(hashMiB);
        return std::unique_ptr<Analyzer>(std::make_unique<TypedAnalyzer<T>>(variant, std::move(table)));
    } catch (const std::bad_alloc&) {
        return make_error("ERR_HASH_SIZE", "no memory for a " + std::to_string(hashMiB) + " MiB table");
    }
}

} // namespace littletable::ai
