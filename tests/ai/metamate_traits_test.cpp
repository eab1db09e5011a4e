// Metamate's search hooks: static exchange evaluation with Metas that copy on the board of each capture and evolve
// when they take, capture order, null-move safety, draws by rule, check by a Meta. Values worked out by hand from
// docs/rules/metamate.md and the exchange values of engine/metamate/evaluate.h (M1 150, M2 300, M3 450, M4 650;
// chess's pawn 100, knight 320, rook 500, queen 950).
#include <gtest/gtest.h>

#include "ai/games/metamate_traits.h"
#include "ai/search_traits.h"
#include "tests/metamate/test_support.h"

namespace littletable::ai {
namespace {

using metamate::Move;
using metamate::Position;
using metamate::testing_support::parse;

static_assert(SearchTraits<MetamateTraits>);
static_assert(hooks::HAS_IN_CHECK<MetamateTraits> && hooks::HAS_IS_DRAW<MetamateTraits> &&
              hooks::HAS_TACTICAL_ORDER<MetamateTraits> && hooks::HAS_GENERATE_TACTICAL<MetamateTraits> &&
              hooks::HAS_SEE<MetamateTraits> && hooks::HAS_NULL_MOVE<MetamateTraits> &&
              hooks::HAS_HISTORY<MetamateTraits>);

Move move(const Position& pos, std::string_view text) {
    auto m = metamate::parse_move(pos, text);
    EXPECT_TRUE(m.ok()) << text << " in " << pos.fen();
    return m.ok() ? m.value() : Move{};
}

int see(std::string_view fen, std::string_view text) {
    const Position pos = parse(fen);
    return MetamateTraits::see(pos, move(pos, text));
}

TEST(MetamateSee, AnEvolvingCaptureTakenBack) {
    // The M1h on d4 copies the pawn on c4 and takes the knight on e5 (+320), becoming an M2 (+150, §5.1); the pawn on
    // f6 takes the M2 back (-300) and nothing of White's reaches e5 again: 320 + 150 - 300 = 170.
    EXPECT_EQ(see("4k3/8/5p2/4n3/2PM[1h]4/8/8/4K3 w - - 0 1", "d4e5m2.1"), 170);
    EXPECT_EQ(see("4k3/8/5p2/4n3/2PM[1h]4/8/8/4K3 w - - 0 1", "d4e5m2.2"), 170);
    // Without the pawn the M2 stays: knight and evolution won.
    EXPECT_EQ(see("4k3/8/8/4n3/2PM[1h]4/8/8/4K3 w - - 0 1", "d4e5m2.1"), 470);
}

TEST(MetamateSee, ADefenderThroughACopy) {
    // Rxd5: the black M2.1 on d6 copies the rook on d7 (an orthogonal neighbour, §3) and takes back as a rook from d6:
    // pawn won, rook lost, 100 - 500. Without the rook on d7 it copies only the pawn, which is gone once taken (and
    // a pawn never takes straight ahead): the pawn is free, +100.
    EXPECT_EQ(see("4k3/3r4/3m[2.1]4/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"), 100 - 500);
    EXPECT_EQ(see("4k3/8/3m[2.1]4/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"), 100);
}

TEST(MetamateSee, AMetaPromotionCounts) {
    // The M3 on e7 takes the rook on d8 as the pawn it copies and promotes to a queen on its last rank (§7.2): +500
    // for the rook, +950 - 450 for the M3 become a queen; nothing takes back.
    EXPECT_EQ(see("3r4/k2PM[3]3/8/8/8/8/8/7K w - - 0 1", "e7d8q"), 500 + 950 - 450);
    const Position pos = parse("3r4/k2PM[3]3/8/8/8/8/8/7K w - - 0 1");
    EXPECT_TRUE(MetamateTraits::see_ge(pos, move(pos, "e7d8q"), 1000));
    EXPECT_FALSE(MetamateTraits::see_ge(pos, move(pos, "e7d8q"), 1001));
}

TEST(MetamateTacticalOrder, VictimsByValueThenAttackers) {
    // White's pawn on e4 can take the black M4 on d5 (650) and the rook on f5 (500); the M2.1 on d3 copies the rook
    // on c3 (an orthogonal neighbour, §3) and can take the M4 along the file.
    const Position pos = parse("4k3/8/8/3m[4]1r2/4P3/2RM[2.1]4/8/4K3 w - - 0 1");
    auto order = [&](const char* text) { return MetamateTraits::tactical_order(pos, move(pos, text)); };
    // The same victim by the cheaper attacker first, then the smaller victim; quiet moves are 0.
    EXPECT_GT(order("e4d5"), order("d3d5"));
    EXPECT_GT(order("d3d5"), order("e4f5"));
    EXPECT_GT(order("e4f5"), 0);
    EXPECT_EQ(order("e4e5"), 0);
    EXPECT_EQ(order("d3d4"), 0);
    // Setup choices are quiet.
    const Position start = Position::start();
    EXPECT_EQ(MetamateTraits::tactical_order(start, move(start, "m1h@e2")), 0);
}

TEST(MetamateNullMove, NotInTheSetupNorWithPawnsAndIdleMetas) {
    EXPECT_FALSE(MetamateTraits::null_move_allowed(Position::start()));
    // A king, pawns and a Meta copying only a pawn: zugzwang-prone, no null move.
    EXPECT_FALSE(MetamateTraits::null_move_allowed(parse("4k3/4p3/8/8/8/8/3PM[1h]3/4K3 w - - 0 1")));
    // The same Meta beside a knight (M1h on e2 copies d2 and f2): a null move is allowed.
    EXPECT_TRUE(MetamateTraits::null_move_allowed(parse("4k3/4p3/8/8/8/8/3NM[1h]3/4K3 w - - 0 1")));
    EXPECT_TRUE(MetamateTraits::null_move_allowed(parse("4k3/4p3/8/8/8/8/4P3/4KN2 w - - 0 1")));
}

TEST(MetamateIsDraw, ByRuleButAMetaMates) {
    // §8.3: king and Meta against a lone king is not a dead position; king and knight against king is.
    EXPECT_FALSE(MetamateTraits::is_draw(parse("8/8/4k3/8/8/3M[3]K3/8/8 w - - 0 1"), 1));
    EXPECT_TRUE(MetamateTraits::is_draw(parse("8/8/4k3/8/8/3NK3/8/8 w - - 0 1"), 1));
    EXPECT_TRUE(MetamateTraits::is_draw(parse("8/8/4k3/8/8/3QK3/8/8 b - - 100 90"), 1)); // 50 moves
    EXPECT_FALSE(MetamateTraits::is_draw(Position::start(), 1));
}

TEST(MetamateInCheck, AMetaGivesCheck) {
    // The M3 on f7 copies the knight on e6 (§4) and so attacks h8 (§8.1).
    const Position pos = parse("6rk/5M[3]pp/4N3/8/8/8/8/K7 b - - 0 1");
    EXPECT_TRUE(MetamateTraits::in_check(pos));
    EXPECT_EQ(pos.checkers(), chess::square_bb(chess::SQ_F7));
    // A Meta is never in check: the black rook attacking the white M3 on g1 is no check.
    EXPECT_FALSE(MetamateTraits::in_check(parse("4k1r1/8/8/8/8/8/8/K5M[3]1 w - - 0 1")));
}

} // namespace
} // namespace littletable::ai
