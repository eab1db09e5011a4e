// What every search on a Game shares (the CPU players of ai/cpu_play.h, the analysis of ai/typed_analyzer.h):
// the game's fast position taken from a Game, and a level's limits and errors (ai/levels.h) applied to a
// search. Generic over a game's SearchTraits whose traits also read texts (from_fen, parse_move, move_text).
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <random>
#include <utility>
#include <vector>

#include "ai/levels.h"
#include "ai/search_traits.h"
#include "ai/search_types.h"
#include "engine/core/game.h"
#include "engine/core/result.h"
#include "engine/core/typed_position.h"

namespace littletable::ai {

/// The position of `game` replayed from its start FEN and every move since, so that the search sees repetitions.
/// A resignation that eliminates only the resigning seat (Game::elimination_move, a ply of the history) is replayed
/// by the traits' optional `resign(pos)`. Its cost grows with the game: position_of copies the Game's own position
/// instead where it can. Errors: those of T::from_fen and T::parse_move (none for a consistent Game).
template<SearchTraits T>
Result<typename T::Position> replayed_position(const Game& game) {
    Result<typename T::Position> start = T::from_fen(game.start_fen());
    if (!start)
        return start.error();
    typename T::Position pos = std::move(start).value();
    for (const MoveView& played : game.history()) {
        if constexpr (requires(typename T::Position & p) { T::resign(p); })
            if (is_elimination(played)) {
                T::resign(pos);
                continue;
            }
        Result<typename T::Position::Move> m = T::parse_move(pos, played.text);
        if (!m)
            return m.error();
        pos.make(m.value());
    }
    return pos;
}

/// The position of `game` for a search: a copy of the position the Game holds (engine/core/typed_position.h), which
/// carries the keys of every position played (repetitions) as a replay would; replayed_position for a Game that
/// holds none. Errors: replayed_position's.
template<SearchTraits T>
Result<typename T::Position> position_of(const Game& game) {
    if (const typename T::Position* held = typed_position_of<typename T::Position>(game))
        return *held;
    return replayed_position<T>(game);
}

/// A level's limit capped by the caller's; zero or less means "none" on either side.
template<typename N>
N cap_limit(N levelValue, N callerValue) {
    if (callerValue <= 0)
        return levelValue;
    return levelValue <= 0 ? callerValue : std::min(levelValue, callerValue);
}

/// The search limits of `level` with depth, nodes and time (ms) capped by the caller's (0 = the level's own),
/// its quiescence setting, and the root margin its weighted choice needs. A search with a node budget plays by
/// it: its time limit is a safety net only, reached on a slow machine, so that its strength does not depend on
/// the machine. Otherwise no new iteration starts after half the time limit, or after the caller's
/// `softTimeMs` (a clock's soft limit, ai/time_manager.h) if sooner.
template<typename Move>
SearchLimits<Move> level_limits(const LevelSettings& level, int maxDepth, uint64_t maxNodes, int64_t maxTimeMs,
                                int64_t softTimeMs = 0) {
    SearchLimits<Move> limits;
    limits.maxDepth = std::min(cap_limit(level.maxDepth, maxDepth), MAX_PLY - 1);
    limits.maxNodes = cap_limit(level.maxNodes, maxNodes);
    limits.maxTimeMs = cap_limit(level.maxTimeMs, maxTimeMs);
    limits.softTimeMs = limits.maxNodes > 0 ? limits.maxTimeMs : cap_limit(limits.maxTimeMs / 2, softTimeMs);
    limits.quiescence = level.quiescence;
    limits.rootMarginCp = level.temperatureCp > 0 ? level.marginCp : 0;
    return limits;
}

/// The level's oversights for one move, drawn from `rng`:
///  - with its oversightPercent chance, it looks no further than its own move: `limits` becomes a one-ply
///    search without quiescence (it may leave a piece en prise, or take a defended one);
///  - each capture, with its missCapturePercent chance, is not seen: `candidates` (the legal moves, or the ones
///    the caller allows) less those becomes limits.searchMoves. One move at least stays.
template<SearchTraits T>
void apply_oversights(const typename T::Position& pos, const std::vector<typename T::Position::Move>& candidates,
                      const LevelSettings& level, std::mt19937_64& rng,
                      SearchLimits<typename T::Position::Move>& limits) {
    if (level.oversightPercent > 0 && percent_draw(rng) < level.oversightPercent) {
        limits.maxDepth = 1;
        limits.quiescence = false;
    }
    if constexpr (hooks::HAS_TACTICAL_ORDER<T>) {
        if (level.missCapturePercent <= 0)
            return;
        std::vector<typename T::Position::Move> seen;
        for (const auto m : candidates)
            if (T::tactical_order(pos, m) == 0 || percent_draw(rng) >= level.missCapturePercent)
                seen.push_back(m);
        if (!seen.empty() && seen.size() < candidates.size())
            limits.searchMoves = std::move(seen);
    }
}

} // namespace littletable::ai
