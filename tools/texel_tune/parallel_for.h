// Work over a range in contiguous pieces, one std::thread each (the tuner's loops over positions).
#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>
#include <vector>

namespace littletable::texel {

/// Runs fn(begin, end, thread) over [0, n) cut into `threads` contiguous pieces (fewer when n is small).
template<typename Fn>
void parallel_for(std::size_t n, int threads, Fn fn) {
    const std::size_t pieces = std::max<std::size_t>(1, std::min<std::size_t>(std::size_t(std::max(threads, 1)), n));
    std::vector<std::thread> workers;
    for (std::size_t t = 0; t < pieces; ++t)
        workers.emplace_back([&, t] { fn(n * t / pieces, n * (t + 1) / pieces, int(t)); });
    for (std::thread& w : workers)
        w.join();
}

} // namespace littletable::texel
