// The transposition table: what the search learnt about a position (score bound, depth, best move, static
// evaluation), found again by zobrist key when the position recurs by another move order or in the next
// iteration. Generic over the game's Move type.
//
// Layout: a power-of-two array of buckets of two entries. Entry 0 is depth-preferred (kept unless the new
// result is at least as deep, or it is from an earlier search); entry 1 is always replaced. An entry keeps the
// upper 32 bits of the key; the lower bits chose the bucket, so a false match needs a 64-bit collision.
// For chess (16-bit Move) an entry is 12 bytes and a bucket 24. Not thread-safe: one search uses one table.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>

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
public:
    /// A table of at most `mib` MiB (rounded down to a power-of-two bucket count; at least one bucket).
    explicit TranspositionTable(std::size_t mib = 16) { resize(mib); }

    /// Reallocates to at most `mib` MiB and clears.
    void resize(std::size_t mib) {
        const std::size_t bytes = std::max<std::size_t>(mib, 1) << 20;
        std::size_t count = 1;
        while (count * 2 * sizeof(Bucket) <= bytes)
            count *= 2;
        buckets = std::make_unique<Bucket[]>(count); // value-initialised: every entry empty
        mask = count - 1;
        generation = 0;
    }
    void clear() { std::fill(buckets.get(), buckets.get() + mask + 1, Bucket{}); }
    /// Marks the start of a new search: older entries become the first to be replaced.
    void new_search() { generation = uint8_t((generation + 1) & GENERATION_MASK); }

    std::size_t bucket_count() const { return mask + 1; }
    std::size_t size_bytes() const { return bucket_count() * sizeof(Bucket); }

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
        Entry& preferred = b.entries[0];
        Entry& always = b.entries[1];
        const bool preferredHit = preferred.key32 == k && preferred.bound() != BOUND_NONE;
        if (move == Move{})
            move = preferredHit ? preferred.move : always.key32 == k && always.bound() != BOUND_NONE ? always.move : Move{};
        Entry* target;
        if (preferredHit) {
            // The same position: refresh unless a clearly deeper non-exact result would be lost.
            if (bound != BOUND_EXACT && depth + 2 < preferred.depth && preferred.generation() == generation) {
                preferred.move = move;
                return;
            }
            target = &preferred;
        } else if (preferred.bound() == BOUND_NONE || preferred.generation() != generation ||
                   depth >= preferred.depth) {
            if (preferred.bound() != BOUND_NONE)
                always = preferred; // the displaced deep entry gets one more chance
            target = &preferred;
        } else
            target = &always;
        target->key32 = k;
        target->score = int16_t(score);
        target->eval = int16_t(eval);
        target->depth = int8_t(std::clamp(depth, -100, 127));
        target->genBound = uint8_t((generation << 2) | bound);
        target->move = move;
    }

    /// Entries of the current search per thousand, sampled over the first 500 buckets (UCI "hashfull").
    int hashfull() const {
        const std::size_t n = std::min<std::size_t>(500, bucket_count());
        int used = 0;
        for (std::size_t i = 0; i < n; ++i)
            for (const Entry& e : buckets[i].entries)
                used += e.bound() != BOUND_NONE && e.generation() == generation;
        return int(used * 1000 / (2 * n));
    }

private:
    static constexpr uint8_t GENERATION_MASK = 0x3F;

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
    struct Bucket {
        Entry entries[2];
    };

    std::unique_ptr<Bucket[]> buckets;
    std::size_t mask = 0;
    uint8_t generation = 0;
};

} // namespace littletable::ai
