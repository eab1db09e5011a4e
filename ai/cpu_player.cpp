// The CPU players: one generic function per game type and search (rebuild the position, apply the level, search,
// choose), bound to variant names in PLAYERS. Two-player games use ai/search.h; games of more than two seats an
// N-player search of ai/nplayer/ (any NPlayerTraits game, through the same function).
#include "ai/cpu_player.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <random>
#include <vector>

#include "ai/games/chess_traits.h"
#include "ai/games/fourplayer_traits.h"
#include "ai/games/martian_traits.h"
#include "ai/games/metamachy_traits.h"
#include "ai/games/metamate_traits.h"
#include "ai/level_search.h"
#include "ai/levels.h"
#include "ai/move_texts.h"
#include "ai/nplayer/brs.h"
#include "ai/search.h"

namespace littletable::ai {

namespace {

using PlayFunction = Result<std::string> (*)(const Game&, const CpuLimits&, const std::atomic<bool>*, CpuMemory*);
using AppraiseFunction = Result<Appraisal> (*)(const Game&, uint64_t, std::string_view, CpuMemory*);

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

/// A game's position rebuilt (position_of) and its legal moves.
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
        return make_error("ERR_GAME_OVER", "the side to move has no legal move");
    return p;
}

/// Plays with the search S (constructed from a TranspositionTable, with `search(Position&, const SearchLimits&)`)
/// for a game whose traits T (ai/search_traits.h) also read its texts: from_fen, parse_move, move_text.
template<SearchTraits T, typename S = Searcher<T>>
Result<std::string> play(const Game& game, const CpuLimits& limits, const std::atomic<bool>* stop, CpuMemory* memory) {
    using Position = typename T::Position;
    using Move = typename Position::Move;

    // Step 1. The position from the start and every move since, so that repetitions are seen.
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
        if (std::find(legal.begin(), legal.end(), asked) == legal.end())
            return make_error("ERR_ILLEGAL_MOVE", "'" + std::string(moveText) + "' is not a legal move here");
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

struct CpuPlayer {
    std::string_view variant;
    PlayFunction play;
    AppraiseFunction appraise;
};

/// Plays a game of more than two seats with the N-player search S<T> (ai/nplayer/): the same steps, T seen through
/// OrderingTraits (a SearchTraits whose hooks are T's) for the texts and the oversights.
template<NPlayerTraits T, template<typename> class S>
Result<std::string> play_nplayer(const Game& game, const CpuLimits& limits, const std::atomic<bool>* stop,
                                 CpuMemory* memory) {
    return play<OrderingTraits<T>, S<T>>(game, limits, stop, memory);
}

template<NPlayerTraits T, template<typename> class S>
Result<Appraisal> appraise_nplayer(const Game& game, uint64_t nodes, std::string_view move, CpuMemory* memory) {
    return appraise_with<OrderingTraits<T>, S<T>>(game, nodes, move, memory);
}

/// Every variant with a CPU player. Adding a game: its traits (evaluation and hooks) and one line here.
/// martian4: BRS+, which took more first places than paranoid search at equal time against three level-4 players
/// (bench/martian_strength --four --hero brs|paranoid; figures: docs/history.md).
constexpr CpuPlayer PLAYERS[] = {
    {"chess", &play<ChessTraits>, &appraise_with<ChessTraits>},
    {"metamate", &play<MetamateTraits>, &appraise_with<MetamateTraits>},
    {"martian", &play<MartianTraits>, &appraise_with<MartianTraits>},
    {"metamachy", &play<MetamachyTraits>, &appraise_with<MetamachyTraits>},
    {"martian4", &play_nplayer<Martian4Traits, BrsSearcher>, &appraise_nplayer<Martian4Traits, BrsSearcher>},
    {"fourplayer", &play_nplayer<FourPlayerTraits, BrsSearcher>, &appraise_nplayer<FourPlayerTraits, BrsSearcher>},
};

const CpuPlayer* find_player(std::string_view variant) {
    for (const CpuPlayer& p : PLAYERS)
        if (p.variant == variant)
            return &p;
    return nullptr;
}

} // namespace

CpuMemory::Slot* CpuMemory::find(std::string_view variant) const {
    for (const auto& [name, slot] : entries)
        if (name == variant)
            return slot.get();
    return nullptr;
}

CpuMemory::Slot* CpuMemory::keep(std::string_view variant, std::unique_ptr<Slot> slot) {
    for (auto& [name, kept] : entries)
        if (name == variant)
            return (kept = std::move(slot)).get();
    entries.emplace_back(std::string(variant), std::move(slot));
    return entries.back().second.get();
}

bool has_cpu_player(std::string_view variant) { return find_player(variant) != nullptr; }

Result<std::string> choose_move(const Game& game, const CpuLimits& limits, const std::atomic<bool>* stop,
                                CpuMemory* memory) {
    if (limits.level < MIN_LEVEL || limits.level > MAX_LEVEL)
        return make_error("ERR_BAD_LEVEL", "level " + std::to_string(limits.level) + " is not from " +
                                               std::to_string(MIN_LEVEL) + " to " + std::to_string(MAX_LEVEL));
    if (limits.maxTimeMs < 0 || limits.maxDepth < 0)
        return make_error("ERR_BAD_LEVEL", "maxTimeMs and maxDepth must not be negative (0 = the level's own)");
    const CpuPlayer* player = find_player(game.variant());
    if (!player)
        return make_error("ERR_NO_CPU_PLAYER", "no CPU player for '" + std::string(game.variant()) + "'");
    if (const Outcome o = game.outcome(); o.over())
        return make_error("ERR_GAME_OVER", "the game is over (" + std::string(to_string(o.termination)) + ")");
    return player->play(game, limits, stop, memory);
}

Result<Appraisal> appraise(const Game& game, uint64_t nodes, std::string_view move, CpuMemory* memory) {
    const CpuPlayer* player = find_player(game.variant());
    if (!player)
        return make_error("ERR_NO_CPU_PLAYER", "no CPU player for '" + std::string(game.variant()) + "'");
    if (const Outcome o = game.outcome(); o.over())
        return make_error("ERR_GAME_OVER", "the game is over (" + std::string(to_string(o.termination)) + ")");
    return player->appraise(game, nodes, move, memory);
}

} // namespace littletable::ai
