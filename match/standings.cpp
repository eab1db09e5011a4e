#include "match/standings.h"

#include <cmath>
#include <cstdio>
#include <limits>

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
    int winners = 0;
    for (Seat s = 0; s < seats; ++s)
        winners += outcome.won_by(s);
    for (Seat s = 0; s < seats; ++s) {
        Standing& st = standings[size_t(engineOfSeat[size_t(s)])];
        st.seatsPlayed.resize(size_t(seats));
        const double points = game.points(s);
        int above = 0, level = 0;
        for (Seat o = 0; o < seats; ++o)
            if (o != s) {
                above += game.points(o) > points;
                level += game.points(o) == points;
            }
        ++st.games;
        ++st.seatsPlayed[size_t(s)];
        st.points += points;
        st.pointsSquared += points * points;
        st.firsts += winners == 0 ? 1.0 / seats : outcome.won_by(s) ? 1.0 / winners : 0.0;
        st.rankSum += 1 + above + level / 2.0; // places above+1 .. above+1+level, their mean
    }
}

std::string standings_text(const std::vector<std::string>& names, const std::vector<Standing>& standings) {
    size_t width = 6;
    for (const std::string& n : names)
        width = std::max(width, n.size());
    std::string out = "Standings (first places: a place shared by k seats counts 1/k; rank by points, 1 = best, equal "
                      "points share the mean place; seats: games in each seat in order):\n";
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
