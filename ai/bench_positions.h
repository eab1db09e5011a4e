// The fixed positions of `littletable bench`: per variant, positions searched to a fixed depth so that the
// total node count is a signature of the search (a change to the search shows as a new count).
#pragma once

#include <string_view>
#include <vector>

namespace littletable::ai {

/// The bench positions of `variant` as FENs of its dialect; empty for a variant without a bench.
const std::vector<std::string_view>& bench_positions(std::string_view variant);

} // namespace littletable::ai
