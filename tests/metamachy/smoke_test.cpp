#include <gtest/gtest.h>

#include "engine/core/perft.h"
#include "engine/metamachy/arrangement.h"
#include "engine/metamachy/position.h"

using namespace littletable;
using namespace littletable::metamachy;

TEST(Smoke, Start) {
    Position p = Position::start();
    EXPECT_EQ(p.fen(), START_FEN);
    EXPECT_EQ(perft(p, 1), 24u);
    Position q = Position::start(default_arrangement());
    std::cout << q.fen() << "\n";
    for (int d = 1; d <= 3; ++d) std::cout << perft(q, d) << "\n";
}
