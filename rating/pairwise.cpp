#include "rating/pairwise.h"

namespace littletable::rating {

double pair_score(const Standing& a, const Standing& b) {
    if (a.place == b.place)
        return 0.5;
    return a.place < b.place ? 1.0 : 0.0;
}

Result<std::vector<Rating>> rate_game(std::span<const Rating> before, std::span<const Standing> standings,
                                      const Params& params) {
    const size_t n = before.size();
    if (n < 2)
        return make_error("ERR_RATING_INPUT", "a rated game needs at least two seats");
    if (standings.size() != n)
        return make_error("ERR_RATING_INPUT", "one standing per seat is needed");
    for (const Standing& s : standings)
        if (s.place < 1)
            return make_error("ERR_RATING_INPUT", "a seat's place must be 1 or more");

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
