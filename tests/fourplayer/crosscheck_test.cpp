// The fast generator (engine/fourplayer) against the reference (reference.h) on random playouts from the modern
// and the classic start: at every position the same legal moves, after every move the same board, points,
// eliminations, castling and en passant rights, clocks and end; perft to depth 2 at sampled positions. The playouts
// prefer captures and checks, so they reach eliminations (king capture, checkmate, stalemate), several seats' en
// passant rights at once and promotions; the test counts those events and fails if a run misses one.
// LITTLETABLE_CROSSCHECK_FACTOR multiplies the number of games (bench/fourplayer_crosscheck.sh).
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>

#include "engine/core/perft.h"
#include "tests/fourplayer/reference.h"
#include "tests/fourplayer/test_support.h"

namespace littletable::fourplayer {
namespace {

using namespace testing_support;
using reference::RefMove;
using reference::RefState;

int factor() {
    const char* f = std::getenv("LITTLETABLE_CROSSCHECK_FACTOR");
    return f ? std::max(1, std::atoi(f)) : 1;
}

std::string cell_text(const reference::Cell& c) {
    if (!c.type)
        return "..";
    return std::string(1, "rbygd"[c.grey ? 4 : c.owner]) + c.type;
}

std::string fast_cell_text(Piece p) {
    if (p == EMPTY)
        return "..";
    return std::string(1, "rbygd"[is_grey(p) ? 4 : owner_of(p)]) + " PNBRQKD"[type_of(p)];
}

/// Everything the rules decide, compared field by field.
void expect_same(const Position& pos, const RefState& ref, const std::string& where) {
    for (int f = 0; f < 14; ++f) {
        for (int r = 0; r < 14; ++r) {
            if (reference::exists(f, r)) {
                ASSERT_EQ(fast_cell_text(pos.piece_on(make_square(f, r))), cell_text(ref.g[f][r]))
                    << where << " square " << char('a' + f) << r + 1 << " " << pos.fen();
            }
        }
    }
    ASSERT_EQ(pos.outcome().termination, ref.end) << where << " " << pos.fen();
    for (Seat s = 0; s < 4; ++s) {
        ASSERT_EQ(pos.points(s), ref.points[s]) << where << " seat " << int(s) << " " << pos.fen();
        ASSERT_EQ(pos.eliminated(s), ref.out[s]) << where << " seat " << int(s);
        ASSERT_EQ(bool(pos.castling_rights() & castling_bit(s, SHORT)), ref.shortRight[s])
            << where << " seat " << int(s);
        ASSERT_EQ(bool(pos.castling_rights() & castling_bit(s, LONG)), ref.longRight[s]) << where << " seat " << int(s);
        const Square ep = pos.ep_landing(s);
        ASSERT_EQ(ep == SQ_NONE ? -1 : file_of(ep), ref.epF[s]) << where << " seat " << int(s);
        ASSERT_EQ(ep == SQ_NONE ? -1 : rank_of(ep), ref.epR[s]) << where << " seat " << int(s);
    }
    ASSERT_EQ(pos.rule50(), ref.rule50) << where;
    if (ref.end == Termination::NONE) {
        ASSERT_EQ(pos.side_to_move(), ref.side) << where;
    }
}

struct Events {
    int eliminations = 0, kingCaptures = 0, mates = 0, stalemates = 0, multiEnPassant = 0, enPassant = 0,
        promotions = 0, castlings = 0, multiChecks = 0;
};

TEST(CrossCheck, RandomPlayoutsAgreeWithTheReference) {
    std::mt19937_64 rng(20261130);
    Events seen;
    uint64_t positions = 0, perftNodes = 0;
    // At least `games` games, and more (up to 8 times as many) until every event was seen.
    const int games = 16 * factor();
    const auto covered = [&] {
        return seen.kingCaptures && seen.mates && seen.stalemates && seen.enPassant && seen.multiEnPassant &&
               seen.promotions && seen.castlings;
    };
    int game = 0;
    for (; game < games || (!covered() && game < 8 * games); ++game) {
        const bool classic = game % 2; // every other game from the classic setup
        Position pos = Position::start(classic);
        RefState ref = RefState::start(classic);
        for (int ply = 0; ply < 400 && !pos.outcome().over(); ++ply) {
            const std::string where = "game " + std::to_string(game) + " ply " + std::to_string(ply);
            MoveList list;
            pos.generate_legal(list);
            const std::vector<RefMove> refMoves = ref.legal_moves(ref.side);
            std::vector<std::string> refTexts;
            for (const RefMove& m : refMoves)
                refTexts.push_back(m.text());
            std::sort(refTexts.begin(), refTexts.end());
            ASSERT_EQ(legal_texts(pos), refTexts) << where << " " << pos.fen();
            ++positions;
            int epRights = 0;
            for (Seat s = 0; s < 4; ++s)
                epRights += pos.ep_landing(s) != SQ_NONE;
            seen.multiEnPassant += epRights >= 2;
            if (ply % 40 == 7) {
                const uint64_t n = perft(pos, 2);
                ASSERT_EQ(n, reference::perft(ref, 2)) << where << " perft 2 " << pos.fen();
                perftNodes += n;
            }
            // Prefer captures (king captures most), then en passant, promotions, castling; else any move. The
            // choice does not depend on the generation order (the list is sorted by text).
            std::sort(list.begin(), list.end(), [](Move a, Move b) { return plain_text(a) < plain_text(b); });
            std::vector<Move> preferred;
            for (Move m : list) {
                const Piece target = pos.piece_on(m.to());
                if (m.kind() != NORMAL || m.promotion() || (target != EMPTY && (type_of(target) == KING || rng() % 2)))
                    preferred.push_back(m);
            }
            const std::vector<Move> all(list.begin(), list.end());
            const std::vector<Move>& pool = !preferred.empty() && rng() % 4 ? preferred : all;
            const Move m = pool[rng() % pool.size()];
            const std::string text = plain_text(m);
            const auto it =
                std::find_if(refMoves.begin(), refMoves.end(), [&](const RefMove& r) { return r.text() == text; });
            ASSERT_NE(it, refMoves.end());
            const uint8_t outBefore = pos.eliminated_mask();
            const Piece target = pos.piece_on(m.to());
            pos.make(m);
            ref.play(*it);
            expect_same(pos, ref, where + " after " + text);
            if (::testing::Test::HasFatalFailure())
                return;
            seen.enPassant += m.kind() == EN_PASSANT;
            seen.promotions += m.promotion();
            seen.castlings += m.kind() == CASTLING;
            // Each seat out after this ply: stalemated (it gained the 20 points), its king captured, or mated.
            for (Seat s = 0; s < 4; ++s) {
                if (!((pos.eliminated_mask() & ~outBefore) >> s & 1))
                    continue;
                ++seen.eliminations;
                if (pos.points(s) - pos.previous_state().points[s] >= 20)
                    ++seen.stalemates;
                else if (type_of(target) == KING && owner_of(target) == s)
                    ++seen.kingCaptures;
                else
                    ++seen.mates;
            }
        }
    }
    std::printf("crosscheck: %d games, %llu positions, %llu perft nodes; eliminations %d (king captures %d, "
                "mates %d, stalemates %d), en passant %d, positions with several en passant rights %d, "
                "promotions %d, castlings %d\n",
                game, (unsigned long long)positions, (unsigned long long)perftNodes, seen.eliminations,
                seen.kingCaptures, seen.mates, seen.stalemates, seen.enPassant, seen.multiEnPassant, seen.promotions,
                seen.castlings);
    EXPECT_GT(seen.kingCaptures, 0);
    EXPECT_GT(seen.mates, 0);
    EXPECT_GT(seen.stalemates, 0);
    EXPECT_GT(seen.enPassant, 0);
    EXPECT_GT(seen.multiEnPassant, 0);
    EXPECT_GT(seen.promotions, 0);
    EXPECT_GT(seen.castlings, 0);
}

} // namespace
} // namespace littletable::fourplayer
