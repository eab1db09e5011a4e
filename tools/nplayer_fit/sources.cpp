#include "tools/nplayer_fit/sources.h"

#include <array>

#include "engine/fourplayer/features.h"
#include "engine/martian/features.h"

namespace littletable::nplayer_fit {

namespace {

Result<SeatRows> martian_features(std::string_view fen) {
    Result<martian::Position> pos = martian::Position::from_fen(fen);
    if (!pos)
        return pos.error();
    const std::array<martian::Features, MAX_SEATS> f = martian::seat_features(pos.value());
    SeatRows rows;
    for (int s = 0; s < pos.value().seat_count(); ++s)
        rows.emplace_back(f[std::size_t(s)].begin(), f[std::size_t(s)].end());
    return rows;
}

Result<SeatRows> fourplayer_features(std::string_view fen) {
    Result<fourplayer::Position> pos = fourplayer::Position::from_fen(fen);
    if (!pos)
        return pos.error();
    SeatRows rows;
    for (Seat s = 0; s < fourplayer::SEAT_NB; ++s) {
        const fourplayer::Features f = fourplayer::seat_features(pos.value(), s);
        rows.emplace_back(f.begin(), f.end());
    }
    return rows;
}

const std::vector<FeatureSource>& sources() {
    static const std::vector<FeatureSource> all = {
        {"martian4", {martian::FEATURE_NAMES.begin(), martian::FEATURE_NAMES.end()}, &martian_features},
        {"fourplayer", {fourplayer::FEATURE_NAMES.begin(), fourplayer::FEATURE_NAMES.end()}, &fourplayer_features},
    };
    return all;
}

} // namespace

const FeatureSource* feature_source(std::string_view variant) {
    for (const FeatureSource& s : sources())
        if (s.variant == variant)
            return &s;
    return nullptr;
}

} // namespace littletable::nplayer_fit
