#include "match/adjudicator.h"

#include <cstdlib>

namespace littletable::match {

Outcome loss_for(Seat loser, int seatCount, Termination why) {
    const uint8_t everyone = uint8_t((1u << seatCount) - 1);
    return Outcome{why, uint8_t(everyone & ~(1u << loser))};
}

Adjudicator::Adjudicator(const AdjudicationRules& r, int seats)
    : rules(r), seatCount(seats), resignRuns(size_t(seats), 0) {}

std::optional<Adjudication> Adjudicator::after_move(Seat seat, std::optional<int> scoreCp, int pliesPlayed) {
    if (rules.drawMoveCount > 0) {
        drawRun = scoreCp && std::abs(*scoreCp) <= rules.drawScoreCp ? drawRun + 1 : 0;
        if (pliesPlayed / 2 >= rules.drawMoveNumber && drawRun >= 2 * rules.drawMoveCount)
            return Adjudication{Outcome::drawn(Termination::ADJUDICATION), NO_SEAT,
                                "draw adjudication: both scores within " + std::to_string(rules.drawScoreCp) +
                                    " cp for " + std::to_string(rules.drawMoveCount) + " moves each"};
    }
    if (rules.resignMoveCount > 0) {
        int& run = resignRuns[size_t(seat)];
        run = scoreCp && *scoreCp <= -rules.resignScoreCp ? run + 1 : 0;
        if (run >= rules.resignMoveCount)
            return Adjudication{loss_for(seat, seatCount, Termination::ADJUDICATION), seat,
                                "resign adjudication: score at or below -" + std::to_string(rules.resignScoreCp) +
                                    " cp for " + std::to_string(rules.resignMoveCount) + " moves"};
    }
    return std::nullopt;
}

} // namespace littletable::match
