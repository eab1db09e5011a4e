// The random numbers behind every game's zobrist keys: splitmix64 from a fixed seed, so that keys are the same in
// every run (and a game may add keys of its own from another seed without disturbing the ones it reuses).
#pragma once

#include <cstdint>

namespace littletable {

class ZobristRandom {
public:
    explicit ZobristRandom(uint64_t seed) : state(seed) {}
    uint64_t next() {
        uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

private:
    uint64_t state;
};

} // namespace littletable
