// Match statistics from wins, losses and draws: the score, the Elo difference it implies and its 95 % error
// bar, the likelihood of superiority — the numbers cutechess-cli prints.
//
// With n = W + L + D games, the score is s = (W + D/2) / n. The logistic Elo model gives the expected score
// of a player rated d points higher as 1 / (1 + 10^(-d/400)), so the difference is
//     elo(s) = -400 * log10(1/s - 1)                       (s = 0.75 -> 400 * log10(3) = +190.85)
// The per-game results x (1, 0, 1/2) have the variance sigma^2 = (W(1-s)^2 + L(0-s)^2 + D(1/2-s)^2) / n, so
// the score's standard error is sigma / sqrt(n). The 95 % interval of the score, s +- 1.959964 * sigma /
// sqrt(n), maps through elo() to an Elo interval; the error bar is half its width:
//     error = (elo(s + 1.959964 sigma/sqrt(n)) - elo(s - 1.959964 sigma/sqrt(n))) / 2
// Likelihood of superiority (draws carry no information): LOS = 1/2 (1 + erf((W - L) / sqrt(2 (W + L)))).
#pragma once

namespace littletable::match {

/// One player's games against the other: wins, losses, draws.
struct Tally {
    int wins = 0;
    int losses = 0;
    int draws = 0;
    int games() const { return wins + losses + draws; }
};

/// The score s in [0, 1]; 0.5 for no games.
double score_of(const Tally& t);
/// Half the width of the 95 % interval of the score, 1.959964 sigma / sqrt(n) (see above); NaN for no games.
double score_error_95(const Tally& t);
/// -400 log10(1/s - 1): +inf at s = 1, -inf at s = 0.
double elo_difference(double score);
/// Half the width of the 95 % Elo interval (see above); +inf when an end of the interval reaches 0 or 1,
/// 0 when every game was drawn, NaN for no games or a score of 0 or 1 (the difference is then infinite).
double elo_error_95(const Tally& t);
/// The likelihood of superiority in [0, 1]; 0.5 without decisive games.
double likelihood_of_superiority(const Tally& t);

} // namespace littletable::match
