// The CPU player's steps as templates over a game's traits: take the game's position, apply the level, search, choose
// (`play`), or score a move against the best one (`appraise_with`). Each game's file in ai/games/ binds them to its
// traits in its GameAi (ai/game_ai.h); ai/cpu_player.cpp calls them through it. Two-player games use ai/search.h;
// games of more than two seats an N-player search of ai/nplayer/ (`play_nplayer`).
#pragma once

#include <algorithm>
#include <chrono>
#include <memory>
#include <random>
#include <vector>

#include "ai/cpu_player.h"
#include "ai/level_search.h"
#include "ai/levels.h"
#include "ai/move_texts.h"
#include "ai/nplayer/nplayer_traits.h"
#include "ai/search.h"
#include "engine/core/errors.h"

namespace littletable::ai {

/// A table and a search S bound to it: level 8's kept between moves in a CpuMemory, the other levels' fresh.
template<typename S, typename Move>
struct TableAndSearcher final : CpuMemory::Slot {
    explicit TableAndSearcher(std::size_t ttMiB) : tt(ttMiB), searcher(std::make_unique<S>(tt)) {}
    TranspositionTable<Move> tt;
    std::unique_ptr<S> searcher;
};

/// The table and search S for one move: the one kept in `memory` for `variant` (made on first use), or, without
/// `memory`, a fresh one of `ttMiB` MiB.
template<typename S, typename Move>
class TableFor {
public:
    TableFor(CpuMemory* memory, std::string_view variant, int ttMiB) {
        using Table = TableAndSearcher<S, Move>;
        if (!memory) {
            fresh = std::make_unique<Table>(std::size_t(ttMiB));
            table = fresh.get();
        } else if (!(table = dynamic_cast<Table*>(memory->find(variant)))) {
            table = static_cast<Table*>(memory->keep(variant, std::make_unique<Table>(std::size_t(ttMiB))));
        }
    }
    TableAndSearcher<S, Move>* operator->() const { return table; }

private:
    std::unique_ptr<TableAndSearcher<S, Move>> fresh;
    TableAndSearcher<S, Move>* table = nullptr;
};

/// A game's position (position_of: the Game's own, copied) and its legal moves.
template<SearchTraits T>
struct Playable {
    typename T::Position pos;
    typename T::Position::MoveList legal;
};

/// Errors: position_of's; ERR_GAME_OVER when the side to move has no legal move.
template<SearchTraits T>
Result<Playable<T>> playable(const Game& game) {
    Result<typename T::Position> rebuilt = position_of<T>(game);
    if (!rebuilt)
        return rebuilt.error();
    Playable<T> p{std::move(rebuilt).value(), {}};
    p.pos.generate_legal(p.legal);
    if (p.legal.size() == 0)
        return errors::game_over();
    return p;
}

/// Plays with the search S (constructed from a TranspositionTable, with `search(Position&, const SearchLimits&)`)
/// for a game whose traits T (ai/search_traits.h) also read its texts: from_fen, parse_move, move_text.
template<SearchTraits T, typename S = Searcher<T>>
Result<std::string> play(const Game& game, const CpuLimits& limits, const std::atomic<bool>* stop, CpuMemory* memory) {
    using Position = typename T::Position;
    using Move = typename Position::Move;

    // Step 1. The game's position, with the keys of every position since the start: repetitions are seen.
    Result<Playable<T>> rebuilt = playable<T>(game);
    if (!rebuilt)
        return rebuilt.error();
    Playable<T> playing = std::move(rebuilt).value();
    Position& pos = playing.pos;
    const typename Position::MoveList& legal = playing.legal;

    // Step 2. The level's limits, capped by the caller's.
    const LevelSettings& level = level_settings(limits.level);
    std::mt19937_64 rng(limits.seed ? limits.seed
                                    : uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()));
    SearchLimits<Move> search =
        level_limits<Move>(level, limits.maxDepth, limits.maxNodes, limits.maxTimeMs, limits.softTimeMs);
    search.stop = stop;

    // Step 3. The level's oversights: its opponent's replies, some captures (one move at least stays).
    apply_oversights<T>(pos, std::vector<Move>(legal.begin(), legal.end()), level, rng, search);

    // Step 4. Search (level 8 with the table it kept, the others with a fresh one), then choose as the level does.
    TableFor<S, Move> table(limits.level == MAX_LEVEL ? memory : nullptr, game.variant(), level.ttMiB);
    const SearchResult<Move> result = table->searcher->search(pos, search);
    return move_text<T>(pos, choose_root_move(result, level, rng));
}

/// Appraises with the search S, as `play` plays (T and S alike): the best move within `nodes`, then `moveText`
/// alone from the same root.
template<SearchTraits T, typename S = Searcher<T>>
Result<Appraisal> appraise_with(const Game& game, uint64_t nodes, std::string_view moveText, CpuMemory* memory) {
    using Position = typename T::Position;
    using Move = typename Position::Move;

    Result<Playable<T>> rebuilt = playable<T>(game);
    if (!rebuilt)
        return rebuilt.error();
    Playable<T> playing = std::move(rebuilt).value();
    Position& pos = playing.pos;
    const typename Position::MoveList& legal = playing.legal;
    Move asked{};
    if (!moveText.empty() && moveText != game.elimination_move(Termination::RESIGNATION)) {
        Result<Move> parsed = T::parse_move(pos, moveText);
        if (!parsed)
            return parsed.error();
        asked = parsed.value();
        if (std::find(legal.begin(), legal.end(), asked) == legal.end()) {
            std::string message = "'"; // appended, not operator+: GCC 12's -Wrestrict false positive
            message.append(moveText).append("' is not a legal move here");
            return make_error("ERR_ILLEGAL_MOVE", std::move(message));
        }
    }

    TableFor<S, Move> table(memory, game.variant(), level_settings(MAX_LEVEL).ttMiB);
    SearchLimits<Move> limits;
    limits.maxNodes = nodes;
    const SearchResult<Move> best = table->searcher->search(pos, limits);
    Appraisal appraisal{move_text<T>(pos, best.bestMove), best.score, {}};
    if (asked == best.bestMove) {
        appraisal.moveScore = best.score;
    } else if (asked != Move{}) {
        limits.searchMoves = {asked};
        appraisal.moveScore = table->searcher->search(pos, limits).score;
    }
    return appraisal;
}

/// The caller's limits with the time capped at NPLAYER_MAX_MOVE_MS (ai/levels.h).
inline CpuLimits nplayer_limits(const CpuLimits& limits) {
    CpuLimits capped = limits;
    capped.maxTimeMs = cap_limit<int64_t>(NPLAYER_MAX_MOVE_MS, limits.maxTimeMs);
    return capped;
}

/// Plays a game of more than two seats with the N-player search S<T> (ai/nplayer/): the same steps, T seen through
/// OrderingTraits (a SearchTraits whose hooks are T's) for the texts and the oversights, within nplayer_limits.
template<NPlayerTraits T, template<typename> class S>
Result<std::string> play_nplayer(const Game& game, const CpuLimits& limits, const std::atomic<bool>* stop,
                                 CpuMemory* memory) {
    return play<OrderingTraits<T>, S<T>>(game, nplayer_limits(limits), stop, memory);
}

template<NPlayerTraits T, template<typename> class S>
Result<Appraisal> appraise_nplayer(const Game& game, uint64_t nodes, std::string_view move, CpuMemory* memory) {
    return appraise_with<OrderingTraits<T>, S<T>>(game, nodes, move, memory);
}

} // namespace littletable::ai
