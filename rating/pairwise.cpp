#include "rating/pairwise.h"

#include <cmath>

namespace littletable::rating {

double pair_score(const Standing& a, const Standing& b) {
    if (a.forfeited != b.forfeited)
        return a.forfeited ? 0.0 : 1.0;
    if (a.points == b.points)
        return 0.5;
    return a.points > b.points ? 1.0 : 0.0;
}

Result<std::vector<Rating>> rate_game(std::span<const Rating> before, std::span<const Standing> standings,
                                      const Params& params) {
    const size_t n = before.size();
    if (n < 2)
        return make_error("ERR_RATING_INPUT", "a rated game needs at least two seats");
    if (standings.size() != n)
        return make_error("ERR_RATING_INPUT", "one standing per seat is needed");
    for (const Standing& s : standings)
        if (!std::isfinite(s.points))
            return make_error("ERR_RATING_INPUT", "a seat's points must be finite");

    const double weight = 1.0 / double(n - 1);
    std::vector<Rating> after;
    after.reserve(n);
    std::vector<GameScore> games;
    for (size_t i = 0; i < n; ++i) {
        games.clear();
        for (size_t j = 0; j < n; ++j)
            if (j != i)
                games.push_back({before[j], pair_score(standings[i], standings[j]), weight});
        auto r = update(before[i], games, params);
        if (!r)
            return r.error();
        after.push_back(r.value());
    }
    return after;
}

} // namespace littletable::rating
