#include "match/standings.h"

#include <cmath>
#include <cstdio>
#include <limits>

#include "engine/core/ranking.h"

namespace littletable::match {

double Standing::points_error_95() const {
    if (games < 2)
        return std::numeric_limits<double>::infinity();
    const double mean = mean_points();
    const double variance = std::max(0.0, (pointsSquared - games * mean * mean) / (games - 1));
    return 1.96 * std::sqrt(variance / games);
}

void add_standings(std::vector<Standing>& standings, const std::vector<int>& engineOfSeat, const Game& game,
                   const Outcome& outcome) {
    const int seats = int(engineOfSeat.size());
    const Places places = places_of(game, outcome);
    int firsts = 0;
    for (int p : places)
        firsts += p == 1;
    for (Seat s = 0; s < seats; ++s) {
        Standing& st = standings[size_t(engineOfSeat[size_t(s)])];
        st.seatsPlayed.resize(size_t(seats));
        const double points = game.points(s);
        const int place = size_t(s) < places.size() ? places[size_t(s)] : 1;
        int level = 0;
        for (Seat o = 0; o < seats; ++o)
            level += o != s && size_t(o) < places.size() && places[size_t(o)] == place;
        ++st.games;
        ++st.seatsPlayed[size_t(s)];
        st.points += points;
        st.pointsSquared += points * points;
        st.firsts += place == 1 && firsts ? 1.0 / firsts : 0.0;
        st.rankSum += place + level / 2.0; // the places place .. place+level it shares, their mean
    }
}

std::string standings_text(const std::vector<std::string>& names, const std::vector<Standing>& standings) {
    size_t width = 6;
    for (const std::string& n : names)
        width = std::max(width, n.size());
    std::string out = "Standings (first places: a place shared by k seats counts 1/k; rank by the final ranking, 1 = "
                      "best, a shared place counts its mean; seats: games in each seat in order):\n";
    char line[256];
    std::snprintf(line, sizeof line, "  %-*s %6s  %-16s %-16s %5s  %s\n", int(width), "Engine", "Games",
                  "Points (95 %)", "First places", "Rank", "Seats");
    out += line;
    for (size_t e = 0; e < standings.size(); ++e) {
        const Standing& st = standings[e];
        char points[64], firsts[64];
        std::snprintf(points, sizeof points, "%.1f +/- %.1f", st.mean_points(), st.points_error_95());
        std::snprintf(firsts, sizeof firsts, "%.2f (%.1f %%)", st.firsts, st.games ? 100 * st.firsts / st.games : 0.0);
        std::string seats;
        for (int n : st.seatsPlayed) {
            if (!seats.empty())
                seats += ' ';
            seats += std::to_string(n);
        }
        std::snprintf(line, sizeof line, "  %-*s %6d  %-16s %-16s %5.2f  %s\n", int(width), names[e].c_str(), st.games,
                      points, firsts, st.games ? st.rankSum / st.games : 0.0, seats.c_str());
        out += line;
    }
    return out;
}

} // namespace littletable::match
