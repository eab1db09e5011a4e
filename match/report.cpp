#include "match/report.h"

#include <cmath>
#include <cstdio>

#include "match/elo.h"
#include "match/standings.h"

namespace littletable::match {

namespace {

std::string fixed(double x, int decimals) {
    if (std::isnan(x))
        return "nan";
    if (std::isinf(x))
        return x > 0 ? "inf" : "-inf";
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, x);
    return text;
}

/// "Terminations:" and a line per kind of ending.
std::string terminations_text(const MatchSummary& summary) {
    std::string out = "Terminations:\n";
    for (const auto& [what, count] : summary.terminations)
        out += "  " + what + ": " + std::to_string(count) + "\n";
    return out;
}

} // namespace

std::string game_line(const FinishedGame& game, const std::vector<std::string>& names) {
    std::string players;
    for (int engine : game.engineOfSeat)
        players += (players.empty() ? "" : " vs ") + names[size_t(engine)];
    const std::string result =
        game.engineOfSeat.size() > 2 ? points_text(*game.report.game) : result_text(game.report.outcome);
    return "Finished game " + std::to_string(game.number) + " (" + players + "): " + result + " {" +
           game.report.reason + "}";
}

std::string summary_text(const MatchSummary& summary) {
    if (summary.names.size() > 2)
        return standings_text(summary.names, summary.standings) + terminations_text(summary);
    const Tally& t = summary.tally;
    const double s = score_of(t);
    std::string out = "Score of " + summary.names[0] + " vs " + summary.names[1] + ": " + std::to_string(t.wins) +
                      " - " + std::to_string(t.losses) + " - " + std::to_string(t.draws) + "  [" + fixed(s, 3) + "] " +
                      std::to_string(t.games()) + "\n";
    out += "Elo difference: " + fixed(elo_difference(s), 1) + " +/- " + fixed(elo_error_95(t), 1) +
           ", LOS: " + fixed(100 * likelihood_of_superiority(t), 1) +
           " %, DrawRatio: " + fixed(t.games() ? 100.0 * t.draws / t.games() : 0.0, 1) + " %\n";
    return out + terminations_text(summary);
}

} // namespace littletable::match
