// The errors built in one place (engine/core/errors.h): their codes, which are protocol, and their wording.
#include <gtest/gtest.h>

#include "engine/core/errors.h"

namespace littletable {
namespace {

TEST(Errors, GameOverNamesTheTerminationWhenKnown) {
    EXPECT_EQ(errors::game_over().code, "ERR_GAME_OVER");
    EXPECT_EQ(errors::game_over().message, "the game is over");
    EXPECT_EQ(errors::game_over(Termination::CHECKMATE).code, "ERR_GAME_OVER");
    EXPECT_EQ(errors::game_over(Termination::CHECKMATE).message, "the game is over (checkmate)");
    EXPECT_EQ(errors::game_over(Termination::TIME_FORFEIT).message, "the game is over (time-forfeit)");
}

TEST(Errors, AnUnknownGameIsQuotedShortAndPrintable) {
    EXPECT_EQ(errors::unknown_game("go").code, "ERR_UNKNOWN_GAME");
    EXPECT_EQ(errors::unknown_game("go").message, "unknown game 'go'");
    EXPECT_EQ(errors::unknown_game("g\no").message, "unknown game 'g\\x0Ao'");
    EXPECT_EQ(errors::unknown_game(std::string(40, 'a')).message, "unknown game '" + std::string(32, 'a') + "...'");
}

TEST(Errors, AtNamesThePlaceAndKeepsTheCode) {
    const Error e = errors::at("fen", errors::game_over(Termination::STALEMATE));
    EXPECT_EQ(e.code, "ERR_GAME_OVER");
    EXPECT_EQ(e.message, "fen: the game is over (stalemate)");
}

} // namespace
} // namespace littletable
