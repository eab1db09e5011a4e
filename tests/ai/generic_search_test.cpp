// The search is generic: a game with only the required parts (a GamePosition and an evaluation, no optional
// hook) compiles and is searched correctly, its wins, losses and draws coming from outcome() at every node.
// The game is tic-tac-toe, whose value is well known: a draw with best play.
#include <gtest/gtest.h>

#include <array>
#include <memory>

#include "ai/search.h"

namespace littletable::ai {
namespace {

/// Tic-tac-toe: squares 0..8 row by row, seat 0 (X) moves first.
class TicTacToe {
public:
    struct Move {
        int8_t square = -1; // Move{} (-1) is no move
        bool operator==(const Move&) const = default;
    };
    class MoveList {
    public:
        void clear() { count = 0; }
        void push_back(Move m) { moves[count++] = m; }
        std::size_t size() const { return count; }
        Move* begin() { return moves.data(); }
        Move* end() { return moves.data() + count; }
        const Move* begin() const { return moves.data(); }
        const Move* end() const { return moves.data() + count; }

    private:
        std::array<Move, 9> moves{};
        std::size_t count = 0;
    };

    /// From a 9-character board: 'X', 'O' or '.'; the side to move follows from the counts.
    explicit TicTacToe(const char* board = ".........") {
        int xs = 0, os = 0;
        for (int i = 0; i < 9; ++i) {
            cells[i] = board[i] == 'X' ? 1 : board[i] == 'O' ? 2 : 0;
            xs += cells[i] == 1, os += cells[i] == 2;
        }
        side = xs > os ? 1 : 0;
    }

    void generate_legal(MoveList& list) const {
        list.clear();
        if (winner() != NO_SEAT)
            return;
        for (int8_t i = 0; i < 9; ++i)
            if (!cells[i])
                list.push_back({i});
    }
    void make(Move m) { cells[m.square] = int8_t(side + 1), side ^= 1; }
    void unmake(Move m) { cells[m.square] = 0, side ^= 1; }
    Seat side_to_move() const { return Seat(side); }
    uint64_t key() const {
        uint64_t k = uint64_t(side);
        for (int i = 0; i < 9; ++i)
            k = k * 3 + uint64_t(cells[i]);
        return k * 0x9E3779B97F4A7C15ULL;
    }
    Outcome outcome() const {
        if (const Seat w = winner(); w != NO_SEAT)
            return Outcome::win(w, Termination::POINTS);
        for (int8_t c : cells)
            if (!c)
                return Outcome::ongoing();
        return Outcome::drawn(Termination::POINTS);
    }

private:
    Seat winner() const {
        static constexpr int LINES[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                            {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
        for (const auto& l : LINES)
            if (cells[l[0]] && cells[l[0]] == cells[l[1]] && cells[l[1]] == cells[l[2]])
                return Seat(cells[l[0]] - 1);
        return NO_SEAT;
    }
    std::array<int8_t, 9> cells{};
    int side = 0;
};

/// The least a game can give: no hook at all.
struct TicTacToeTraits {
    using Position = TicTacToe;
    static int evaluate(const TicTacToe&) { return 0; }
};

static_assert(SearchTraits<TicTacToeTraits>);
static_assert(!hooks::HAS_IN_CHECK<TicTacToeTraits> && !hooks::HAS_NULL_MOVE<TicTacToeTraits> &&
              !hooks::HAS_IS_DRAW<TicTacToeTraits> && !hooks::HAS_HISTORY<TicTacToeTraits>);

SearchResult<TicTacToe::Move> solve(TicTacToe pos, int depth = 9) {
    TranspositionTable<TicTacToe::Move> tt(1);
    auto searcher = std::make_unique<Searcher<TicTacToeTraits>>(tt);
    SearchLimits<TicTacToe::Move> limits;
    limits.maxDepth = depth;
    return searcher->search(pos, limits);
}

TEST(GenericSearch, TicTacToeIsADraw) {
    const auto r = solve(TicTacToe());
    EXPECT_EQ(r.score, SCORE_DRAW);
    EXPECT_NE(r.bestMove, TicTacToe::Move{});
}

TEST(GenericSearch, TakesTheWinInOne) {
    // X: 0, 1; O: 3, 4. X to move wins on 2 (O would win on 5).
    const auto r = solve(TicTacToe("XX.OO...."));
    EXPECT_EQ(r.score, mate_in(1));
    EXPECT_EQ(r.bestMove.square, 2);
}

TEST(GenericSearch, BlocksTheThreat) {
    // X: 0, 8; O: 4. O to move must not let X fork... any O move on an edge draws; a corner loses.
    const auto r = solve(TicTacToe("X...O...X"));
    EXPECT_EQ(r.score, SCORE_DRAW);
    EXPECT_TRUE(r.bestMove.square == 1 || r.bestMove.square == 3 || r.bestMove.square == 5 || r.bestMove.square == 7);
}

TEST(GenericSearch, SeesTheLossComing) {
    // X: 0, 4; O: 1. O to move cannot stop X's fork after the forced block on 8: X wins in two moves.
    const auto r = solve(TicTacToe("XO..X...."));
    EXPECT_EQ(r.score, mated_in(4));
}

TEST(GenericSearch, GameOverAtTheRoot) {
    const auto r = solve(TicTacToe("XXXOO...."));
    EXPECT_EQ(r.bestMove, TicTacToe::Move{});
    EXPECT_EQ(r.score, mated_in(0)); // O to move has lost
}

} // namespace
} // namespace littletable::ai
