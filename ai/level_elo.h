// Not measured yet: the former guesses, until `bench/level_ladder.sh --write` replaces this file with the
// ladder's measurement (docs/levels.md).
#pragma once

namespace littletable::ai {

/// The Elo of each level (index: level - 1) and its 95 % error bar.
constexpr int MEASURED_ELO[] = {600, 900, 1200, 1450, 1700, 1950, 2150, 2300};
constexpr int MEASURED_ELO_ERROR_95[] = {0, 0, 0, 0, 0, 0, 0, 0};

} // namespace littletable::ai
