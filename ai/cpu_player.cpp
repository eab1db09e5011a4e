// The CPU players: one generic function per game type and search (rebuild the position, apply the level, search,
// choose), bound to variant names in PLAYERS. Two-player games use ai/search.h; games of more than two seats an
// N-player search of ai/nplayer/ (any NPlayerTraits game, through the same function).
#include "ai/cpu_player.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <random>
#include <vector>

#include "ai/chess_traits.h"
#include "ai/fourplayer_traits.h"
#include "ai/level_search.h"
#include "ai/levels.h"
#include "ai/martian_traits.h"
#include "ai/metamachy_traits.h"
#include "ai/metamate_traits.h"
#include "ai/move_texts.h"
#include "ai/nplayer/brs.h"
#include "ai/search.h"

namespace littletable::ai {

namespace {

using PlayFunction = Result<std::string> (*)(const Game&, const CpuLimits&, const std::atomic<bool>*, CpuMemory*);

/// A table and a search S bound to it: level 8's kept between moves in a CpuMemory, the other levels' fresh.
template<typename S, typename Move>
struct TableAndSearcher final : CpuMemory::Slot {
    explicit TableAndSearcher(std::size_t ttMiB) : tt(ttMiB), searcher(std::make_unique<S>(tt)) {}
    TranspositionTable<Move> tt;
    std::unique_ptr<S> searcher;
};

/// Plays with the search S (constructed from a TranspositionTable, with `search(Position&, const SearchLimits&)`)
/// for a game whose traits T (ai/search_traits.h) also read its texts: from_fen, parse_move, move_text.
template<SearchTraits T, typename S = Searcher<T>>
Result<std::string> play(const Game& game, const CpuLimits& limits, const std::atomic<bool>* stop, CpuMemory* memory) {
    using Position = typename T::Position;
    using Move = typename Position::Move;

    // Step 1. The position from the start and every move since, so that repetitions are seen.
    Result<Position> rebuilt = position_of<T>(game);
    if (!rebuilt)
        return rebuilt.error();
    Position pos = std::move(rebuilt).value();
    typename Position::MoveList legal;
    pos.generate_legal(legal);
    if (legal.size() == 0)
        return make_error("ERR_GAME_OVER", "the side to move has no legal move");

    // Step 2. The level's limits, capped by the caller's.
    const LevelSettings& level = level_settings(limits.level);
    std::mt19937_64 rng(limits.seed ? limits.seed
                                    : uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()));
    SearchLimits<Move> search = level_limits<Move>(level, limits.maxDepth, limits.maxNodes, limits.maxTimeMs, limits.softTimeMs);
    search.stop = stop;

    // Step 3. The level's oversights: its opponent's replies, some captures (one move at least stays).
    apply_oversights<T>(pos, std::vector<Move>(legal.begin(), legal.end()), level, rng, search);

    // Step 4. Search (level 8 with the table it kept, the others with a fresh one), then choose as the level does.
    using Table = TableAndSearcher<S, Move>;
    std::unique_ptr<Table> fresh;
    Table* table = nullptr;
    if (memory && limits.level == MAX_LEVEL) {
        table = dynamic_cast<Table*>(memory->find(game.variant()));
        if (!table)
            table = static_cast<Table*>(memory->keep(game.variant(), std::make_unique<Table>(std::size_t(level.ttMiB))));
    } else {
        fresh = std::make_unique<Table>(std::size_t(level.ttMiB));
        table = fresh.get();
    }
    const SearchResult<Move> result = table->searcher->search(pos, search);
    return move_text<T>(pos, choose_root_move(result, level, rng));
}

struct CpuPlayer {
    std::string_view variant;
    PlayFunction play;
};

/// Plays a game of more than two seats with the N-player search S<T> (ai/nplayer/): the same steps, T seen through
/// OrderingTraits (a SearchTraits whose hooks are T's) for the texts and the oversights.
template<NPlayerTraits T, template<typename> class S>
Result<std::string> play_nplayer(const Game& game, const CpuLimits& limits, const std::atomic<bool>* stop,
                                 CpuMemory* memory) {
    return play<OrderingTraits<T>, S<T>>(game, limits, stop, memory);
}

/// Every variant with a CPU player. Adding a game: its traits (evaluation and hooks) and one line here.
/// martian4: BRS+, which took more first places than paranoid search at equal time against three level-4 players
/// (16 of 52 games against 11 of 52, 200 ms a move: bench/martian_strength --four --hero brs|paranoid).
constexpr CpuPlayer PLAYERS[] = {
    {"chess", &play<ChessTraits>},
    {"metamate", &play<MetamateTraits>},
    {"martian", &play<MartianTraits>},
    {"metamachy", &play<MetamachyTraits>},
    {"martian4", &play_nplayer<Martian4Traits, BrsSearcher>},
    {"fourplayer", &play_nplayer<FourPlayerTraits, BrsSearcher>},
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

} // namespace littletable::ai
