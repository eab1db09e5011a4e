#include "server/players/rating_recorder.h"

#include <cmath>
#include <set>

#include "engine/core/ranking.h"

namespace littletable::server {

namespace {

/// The seat's result by the game's ranking (engine/core/ranking.h): 1 for the sole first place, 0 for a shared
/// one, -1 for any other.
int result_of(const std::vector<rating::Standing>& standings, size_t s) {
    Places places;
    for (const rating::Standing& st : standings)
        places.push_back(st.place);
    return int(seat_result(places, Seat(s)));
}

} // namespace

Result<RatingVerdict> RatingRecorder::rate(const FinishedGame& g, int64_t nowMs) {
    auto already = storage.rated_game(g.room, g.gameNo);
    if (!already)
        return already.error();
    if (already.value())
        return RatingVerdict{*already.value(), std::nullopt};
    if (traces)
        for (size_t a = 0; a < g.players.size(); ++a)
            for (size_t b = a + 1; b < g.players.size(); ++b) {
                if (g.players[a].id == 0 || g.players[b].id == 0)
                    continue;
                auto shared = traces->shared_trace(g.players[a].id, g.players[b].id, nowMs - TRACE_KEEP_MS);
                if (!shared)
                    return shared.error();
                if (shared.value())
                    return RatingVerdict{{}, "shared-" + *shared.value()};
            }
    auto changes = record(g);
    if (!changes)
        return changes.error();
    return RatingVerdict{std::move(changes).value(), std::nullopt};
}

Result<std::vector<RatingChange>> RatingRecorder::record(const FinishedGame& g) {
    auto already = storage.rated_game(g.room, g.gameNo);
    if (!already)
        return already.error();
    if (already.value())
        return *already.value();

    std::set<int64_t> distinct;
    for (const protocol::SeatPlayer& p : g.players)
        if (p.id == 0 || !distinct.insert(p.id).second)
            return make_error("ERR_NOT_RANKED", "a ranked game needs a different signed-in player in every seat");
    if (g.standings.size() != g.players.size())
        return make_error("ERR_RATING_INPUT", "one standing per seat is needed");

    std::vector<rating::Rating> before;
    for (const protocol::SeatPlayer& p : g.players) {
        auto r = storage.player_rating(p.id, g.game);
        if (!r)
            return r.error();
        before.push_back(r.value().rating);
    }
    auto after = rating::rate_game(before, g.standings);
    if (!after)
        return after.error();

    RatedGame rated{g.room, g.gameNo, g.game, {}};
    for (size_t s = 0; s < g.players.size(); ++s)
        rated.changes.push_back({Seat(s), g.players[s].id, g.players[s].name, before[s], after.value()[s],
                                 result_of(g.standings, s), g.players[s].deleted});
    if (auto stored = storage.store_rated_game(rated); !stored)
        return stored.error();
    return rated.changes;
}

Result<int> RatingRecorder::rounded_rating(int64_t player, std::string_view game) {
    auto r = storage.player_rating(player, game);
    if (!r)
        return r.error();
    return int(std::lround(r.value().rating.rating));
}

} // namespace littletable::server
