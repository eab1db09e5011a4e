// The transposition table: what the search learnt about a position (score bound, depth, best move, static
// evaluation), found again by zobrist key when the position recurs by another move order or in the next
// iteration. Generic over the game's Move type.
//
// Layout: a power-of-two array of 64-byte buckets (one cache line), each holding as many entries as fit (five
// for chess: 16-bit Move, 12-byte entries). A new result takes its own key's entry, else an empty one, else
// the one worth least: shallow and from earlier searches (depth minus 8 per search of age). An entry keeps
// the upper 32 bits of the key; the lower bits chose the bucket, so a false match needs a 64-bit collision.
// Not thread-safe: one search uses one table.
#pragma once

#include <algorithm>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <type_traits>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "ai/search_types.h"

namespace littletable::ai {

/// What a stored score says about the true score: at most (UPPER), at least (LOWER) or equal (EXACT).
enum Bound : uint8_t { BOUND_NONE, BOUND_UPPER, BOUND_LOWER, BOUND_EXACT = BOUND_UPPER | BOUND_LOWER };

/// A probe's answer. `score` is as stored: convert mate scores with score_from_tt().
template<typename Move>
struct TTData {
    Move move{};
    int score = 0;
    int eval = 0;
    int depth = 0;
    Bound bound = BOUND_NONE;
};

/// Mate scores are stored relative to the node (distance to mate from there), not to the root.
constexpr int score_to_tt(int score, int ply) {
    return score >= SCORE_MATE_BOUND ? score + ply : score <= -SCORE_MATE_BOUND ? score - ply : score;
}
constexpr int score_from_tt(int score, int ply) {
    return score >= SCORE_MATE_BOUND ? score - ply : score <= -SCORE_MATE_BOUND ? score + ply : score;
}

/// True when a stored score settles a node searched with (alpha, beta): exact, or a bound outside the window.
constexpr bool bound_settles(Bound bound, int score, int alpha, int beta) {
    return bound == BOUND_EXACT || (bound == BOUND_LOWER && score >= beta) || (bound == BOUND_UPPER && score <= alpha);
}

template<typename Move>
class TranspositionTable {
    struct Entry {
        uint32_t key32 = 0;
        int16_t score = 0;
        int16_t eval = 0;
        int8_t depth = 0;
        uint8_t genBound = 0; ///< generation in bits 2-7, Bound in bits 0-1
        Move move{};
        Bound bound() const { return Bound(genBound & 3); }
        uint8_t generation() const { return genBound >> 2; }
    };

public:
    /// Entries sharing one 64-byte bucket (five for chess).
    static constexpr std::size_t ENTRIES = std::max<std::size_t>(1, 64 / sizeof(Entry));

    /// A table of at most `mib` MiB (rounded down to a power-of-two bucket count; at least one bucket).
    explicit TranspositionTable(std::size_t mib = 16) { resize(mib); }

    /// Reallocates to at most `mib` MiB and clears.
    void resize(std::size_t mib) {
        const std::size_t bytes = std::max<std::size_t>(mib, 1) << 20;
        std::size_t count = 1;
        while (count * 2 * sizeof(Bucket) <= bytes)
            count *= 2;
        buckets = std::unique_ptr<Bucket[], Free>(allocate(count), Free{count * sizeof(Bucket)});
        mask = count - 1;
        generation = 0;
    }
    void clear() { std::fill(buckets.get(), buckets.get() + mask + 1, Bucket{}); }
    /// Marks the start of a new search: older entries become the first to be replaced.
    void new_search() { generation = uint8_t((generation + 1) & GENERATION_MASK); }

    std::size_t bucket_count() const { return mask + 1; }
    std::size_t size_bytes() const { return bucket_count() * sizeof(Bucket); }

    /// Starts loading the bucket of `key` into the cache (a probe follows soon).
    void prefetch(uint64_t key) const { __builtin_prefetch(&buckets[key & mask]); }

    /// True and `out` filled when an entry for `key` is stored.
    bool probe(uint64_t key, TTData<Move>& out) const {
        const Bucket& b = buckets[key & mask];
        const uint32_t k = uint32_t(key >> 32);
        for (const Entry& e : b.entries)
            if (e.key32 == k && e.bound() != BOUND_NONE) {
                out = {e.move, e.score, e.eval, e.depth, e.bound()};
                return true;
            }
        return false;
    }

    /// Stores a result. `score` must already be converted by score_to_tt(); `depth` in plies (0 for
    /// quiescence, negative allowed down to -100); `move` may be Move{} (an entry for the same key keeps its
    /// move then).
    void store(uint64_t key, int score, int eval, int depth, Bound bound, Move move) {
        Bucket& b = buckets[key & mask];
        const uint32_t k = uint32_t(key >> 32);
        Entry* target = &b.entries[0];
        int worst = INT32_MAX;
        for (Entry& e : b.entries) {
            if (e.key32 == k && e.bound() != BOUND_NONE) {
                // The same position: keep a clearly deeper bound of this search, refreshing only its move.
                if (move == Move{})
                    move = e.move;
                if (bound != BOUND_EXACT && depth + 2 < e.depth && e.generation() == generation) {
                    e.move = move;
                    return;
                }
                target = &e;
                break;
            }
            const int value = e.bound() == BOUND_NONE ? INT32_MIN : e.depth - 8 * age(e);
            if (value < worst)
                worst = value, target = &e;
        }
        target->key32 = k;
        target->score = int16_t(score);
        target->eval = int16_t(eval);
        target->depth = int8_t(std::clamp(depth, -100, 127));
        target->genBound = uint8_t((generation << 2) | bound);
        target->move = move;
    }

    /// Entries of the current search per thousand, sampled over the first buckets (UCI "hashfull").
    int hashfull() const {
        const std::size_t n = std::min<std::size_t>(1000 / ENTRIES + 1, bucket_count());
        int used = 0;
        for (std::size_t i = 0; i < n; ++i)
            for (const Entry& e : buckets[i].entries)
                used += e.bound() != BOUND_NONE && e.generation() == generation;
        return int(used * 1000 / (ENTRIES * n));
    }

private:
    static constexpr uint8_t GENERATION_MASK = 0x3F;

    struct alignas(64) Bucket {
        Entry entries[ENTRIES];
    };

    /// Searches since the entry was written.
    int age(const Entry& e) const { return (generation - e.generation()) & GENERATION_MASK; }

    /// `count` empty buckets. On Linux straight from mmap: the system hands out zeroed pages on first touch, so
    /// a new table costs nothing up front (a CPU player creating one per move spends that time inside the
    /// search, whose clock sees it; zeroing 32 MiB first would slow every move: docs/history.md), and huge pages are
    /// asked for (fewer TLB misses, each probe being a random access to a large table). All-zero bytes are an
    /// empty entry (BOUND_NONE), whatever the Move type.
    static Bucket* allocate(std::size_t count) {
        const std::size_t bytes = count * sizeof(Bucket);
#if defined(__linux__)
        void* memory = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (memory == MAP_FAILED)
            throw std::bad_alloc(); // as operator new would
#if defined(MADV_HUGEPAGE)
        if (bytes >= HUGE_PAGE)
            madvise(memory, bytes, MADV_HUGEPAGE);
#endif
        return static_cast<Bucket*>(memory);
#else
        void* memory = std::aligned_alloc(alignof(Bucket), bytes);
        if (!memory)
            throw std::bad_alloc();
        Bucket* buckets = static_cast<Bucket*>(memory);
        std::uninitialized_value_construct_n(buckets, count); // every entry empty
        return buckets;
#endif
    }
    struct Free {
        std::size_t bytes = 0;
        void operator()(Bucket* b) const {
#if defined(__linux__)
            munmap(b, bytes);
#else
            std::free(b);
#endif
        }
    };
    static constexpr std::size_t HUGE_PAGE = std::size_t(2) << 20;
    static_assert(std::is_trivially_copyable_v<Entry> && std::is_trivially_destructible_v<Entry>,
                  "entries live in raw zeroed memory");

    std::unique_ptr<Bucket[], Free> buckets;
    std::size_t mask = 0;
    uint8_t generation = 0;
};

} // namespace littletable::ai
