// An ending as the platform records it (engine/core/ending.h), read back from its termination's name.
#include <gtest/gtest.h>

#include "engine/core/ending.h"

namespace littletable {
namespace {

TEST(Ending, ANamedTerminationReadsBackAsItself) {
    const Ending e = ending_named("resignation", 0b10, "seat 0 resigned");
    EXPECT_EQ(e.outcome, (Outcome{Termination::RESIGNATION, 0b10}));
    EXPECT_EQ(e.reason, "seat 0 resigned");
    for (int t = int(Termination::CHECKMATE); t < int(Termination::TERMINATION_NB); ++t)
        EXPECT_EQ(ending_named(to_string(Termination(t)), 0, "").outcome.termination, Termination(t))
            << to_string(Termination(t));
}

TEST(Ending, AnOutcomeIsAnEndingGivingItsTerminationAsTheReason) {
    EXPECT_EQ(ending_of(Outcome::win(1, Termination::CHECKMATE)),
              (Ending{Outcome{Termination::CHECKMATE, 0b10}, "checkmate"}));
    EXPECT_EQ(ending_of(Outcome::drawn(Termination::THREEFOLD_REPETITION)).reason, "threefold-repetition");
}

// A name another build stored and this one does not know still ends the game: as an arbiter's decision, with the
// winners and the reason as stored.
TEST(Ending, AnUnknownNameReadsAsAnAdjudication) {
    const Ending e = ending_named("gave-up", 0b01, "seat 1 gave up");
    EXPECT_EQ(e.outcome, (Outcome{Termination::ADJUDICATION, 0b01}));
    EXPECT_EQ(e.reason, "seat 1 gave up");
    EXPECT_EQ(ending_named("", 0, "").outcome.termination, Termination::ADJUDICATION);
    EXPECT_EQ(ending_named("none", 0, "").outcome.termination, Termination::ADJUDICATION); // NONE is no ending
}

} // namespace
} // namespace littletable
