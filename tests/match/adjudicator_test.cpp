// Score adjudication (match/adjudicator.h), cutechess-cli's -draw and -resign semantics.
#include <gtest/gtest.h>

#include "match/adjudicator.h"

namespace littletable::match {
namespace {

AdjudicationRules draw_rules(int moveNumber, int moveCount, int scoreCp) {
    AdjudicationRules rules;
    rules.drawMoveNumber = moveNumber;
    rules.drawMoveCount = moveCount;
    rules.drawScoreCp = scoreCp;
    return rules;
}

AdjudicationRules resign_rules(int moveCount, int scoreCp) {
    AdjudicationRules rules;
    rules.resignMoveCount = moveCount;
    rules.resignScoreCp = scoreCp;
    return rules;
}

TEST(Adjudicator, DrawAfterTheMoveNumberWhenBothScoresStayInTheBand) {
    // movenumber=10 movecount=3 score=20: from full move 10 on, 3 moves each (6 plies) within +-20 cp.
    Adjudicator a(draw_rules(10, 3, 20), 2);
    // Plies 1..19: a long run in the band, but before move 10 nothing happens.
    for (int ply = 1; ply <= 19; ++ply)
        EXPECT_FALSE(a.after_move(Seat((ply - 1) % 2), 5, ply)) << ply;
    // Ply 20 completes move 10 with the run already long enough.
    auto draw = a.after_move(1, -20, 20);
    ASSERT_TRUE(draw);
    EXPECT_EQ(draw->outcome, Outcome::drawn(Termination::ADJUDICATION));
    EXPECT_EQ(draw->loser, NO_SEAT);
}

TEST(Adjudicator, AScoreOutsideTheBandOrNoScoreRestartsTheDrawCount) {
    Adjudicator a(draw_rules(0, 2, 10), 2);
    EXPECT_FALSE(a.after_move(0, 0, 1));
    EXPECT_FALSE(a.after_move(1, 0, 2));
    EXPECT_FALSE(a.after_move(0, 11, 3)); // out of the band
    EXPECT_FALSE(a.after_move(1, 0, 4));
    EXPECT_FALSE(a.after_move(0, std::nullopt, 5)); // no score
    EXPECT_FALSE(a.after_move(1, 0, 6));
    EXPECT_FALSE(a.after_move(0, 0, 7));
    EXPECT_FALSE(a.after_move(1, 0, 8));
    EXPECT_TRUE(a.after_move(0, 0, 9)); // 4 plies in the band: 2 moves each
}

TEST(Adjudicator, ResignAfterMoveCountLosingScoresOfOnePlayer) {
    // movecount=3 score=500: the player whose own last 3 moves scored <= -500 loses.
    Adjudicator a(resign_rules(3, 500), 2);
    EXPECT_FALSE(a.after_move(1, -600, 1));
    EXPECT_FALSE(a.after_move(0, 600, 2)); // the winner's scores do not count for the loser
    EXPECT_FALSE(a.after_move(1, -500, 3));
    EXPECT_FALSE(a.after_move(0, 650, 4));
    auto resign = a.after_move(1, -900, 5);
    ASSERT_TRUE(resign);
    EXPECT_EQ(resign->loser, 1);
    EXPECT_EQ(resign->outcome, Outcome::win(0, Termination::ADJUDICATION));
}

TEST(Adjudicator, ResignRunBreaksOnABetterScore) {
    Adjudicator a(resign_rules(2, 300), 2);
    EXPECT_FALSE(a.after_move(0, -400, 1));
    EXPECT_FALSE(a.after_move(0, -299, 3));
    EXPECT_FALSE(a.after_move(0, -400, 5));
    EXPECT_TRUE(a.after_move(0, -400, 7));
}

TEST(Adjudicator, OffByDefault) {
    Adjudicator a(AdjudicationRules{}, 2);
    for (int ply = 1; ply < 300; ++ply)
        EXPECT_FALSE(a.after_move(Seat(ply % 2), ply % 2 ? -5000 : 0, ply));
}

TEST(Adjudicator, LossForGivesEveryOtherSeatTheWin) {
    EXPECT_EQ(loss_for(0, 2, Termination::TIME_FORFEIT), Outcome::win(1, Termination::TIME_FORFEIT));
    EXPECT_EQ(loss_for(2, 4, Termination::FORFEIT).winners, 0b1011);
}

} // namespace
} // namespace littletable::match
