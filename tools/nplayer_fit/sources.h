// The games whose evaluation nplayer_fit fits: for each, the names of its evaluation's features and a function
// giving every seat's features in a position.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.h"

namespace littletable::nplayer_fit {

/// One row per seat of the position, one number per feature.
using SeatRows = std::vector<std::vector<double>>;

struct FeatureSource {
    std::string variant;
    std::vector<std::string> names;
    Result<SeatRows> (*features)(std::string_view fen);
};

/// The source for `variant`, or nullptr when its evaluation has no fitted features.
const FeatureSource* feature_source(std::string_view variant);

} // namespace littletable::nplayer_fit
