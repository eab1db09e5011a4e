// Move ordering: the order in which a node tries its moves decides how much alpha-beta can cut. First the
// transposition-table move, then captures and promotions that do not lose material (most valuable victim,
// least valuable attacker, plus half the capture history: how well the same piece taking the same kind of
// piece on the same square did before, enough to put a smaller victim first), then the two killer moves of
// the ply and the counter-move of the opponent's last move, then quiet moves by history (the move alone, and
// the move after each of the last two moves: continuation history), then the captures that lose material.
#pragma once

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <utility>
#include <vector>

#include "ai/pruning.h"
#include "ai/search_traits.h"
#include "ai/search_types.h"

namespace littletable::ai {

/// What a node's quiet moves are ordered by, besides the tables: the ply, and the piece-to indices of the
/// last two moves (-1 for none or a null move). Built from a ply alone by searches without continuation
/// history (ai/nplayer/).
struct QuietContext {
    constexpr QuietContext(int ply = 0, int prev1 = -1, int prev2 = -1) : ply(ply), prev1(prev1), prev2(prev2) {}
    int ply;
    int prev1;
    int prev2;
};

/// Quiet moves that caused beta cut-offs, remembered per ply (killers), per move index (history), per piece
/// and destination of the opponent's last move (counter-moves), and per pair of (piece, destination) of a
/// move and the move one or two plies before it (continuation history).
template<SearchTraits T>
struct OrderingTables {
    using Move = typename T::Position::Move;

    /// History values stay within +-HISTORY_MAX ("gravity": a bonus shrinks as the value nears the bound).
    static constexpr int HISTORY_MAX = 16384;
    static constexpr int PIECE_TO = hooks::piece_to_size<T>();

    std::array<std::array<Move, 2>, MAX_PLY + 1> killers{};
    std::array<int, hooks::history_size<T>()> history{};
    std::array<Move, PIECE_TO> counterMoves{};
    /// PIECE_TO x PIECE_TO, [previous move][this move].
    std::vector<int16_t> continuation = std::vector<int16_t>(std::size_t(PIECE_TO) * PIECE_TO);
    /// Captures and promotions that cut off or failed to: [piece-to index][victim kind] (search_traits.h).
    std::vector<int16_t> captureHistory = std::vector<int16_t>(std::size_t(hooks::capture_history_size<T>()));

    /// Before a new search: forget killers, halve the histories (they still help the first iterations).
    void new_search() {
        for (auto& k : killers)
            k = {};
        for (int& h : history)
            h /= 2;
        for (int16_t& h : continuation)
            h = int16_t(h / 2);
        for (int16_t& h : captureHistory)
            h = int16_t(h / 2);
    }

    bool is_killer(int ply, Move m) const { return killers[ply][0] == m || killers[ply][1] == m; }

    int history_of(const typename T::Position& pos, Move m) const { return history[hooks::history_index<T>(pos, m)]; }
    /// The continuation history of a move with piece-to index `pieceTo` after a move with index `previous`
    /// (-1: none, or a null move).
    int continuation_of(int previous, int pieceTo) const {
        return previous < 0 ? 0 : continuation[std::size_t(previous) * PIECE_TO + pieceTo];
    }

    /// The capture history of the tactical move `m` (0 when the game has no capture-history hooks).
    int capture_history_of(const typename T::Position& pos, Move m) const {
        if constexpr (hooks::HAS_CAPTURE_HISTORY<T>)
            return captureHistory[capture_index(pos, m)];
        else
            return 0;
    }

    /// A node cut off at `depth`: the tactical moves tried before the cut (`tried`, `count` of them) lose
    /// capture history; the move that cut, when `bestIsTactical`, gains it.
    void update_captures(const typename T::Position& pos, int depth, Move best, bool bestIsTactical, const Move* tried,
                         int count) {
        if constexpr (hooks::HAS_CAPTURE_HISTORY<T>) {
            const int bonus = std::min(pruning::HISTORY_BONUS * depth * depth, pruning::HISTORY_BONUS_MAX);
            if (bestIsTactical)
                add(captureHistory[capture_index(pos, best)], bonus);
            for (int i = 0; i < count; ++i)
                add(captureHistory[capture_index(pos, tried[i])], -bonus);
        }
    }

    /// A quiet move `best` cut off at `depth` in the node of `context` (its ply, the piece-to indices of the
    /// moves one and two plies before): it becomes a killer and the counter-move of prev1 and gains history;
    /// the quiet moves tried before it (`tried`, `count` of them) lose some.
    void update_quiet(const typename T::Position& pos, const QuietContext& context, int depth, Move best,
                      const Move* tried, int count) {
        const int ply = context.ply, prev1 = context.prev1, prev2 = context.prev2;
        if (killers[ply][0] != best) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = best;
        }
        if (prev1 >= 0)
            counterMoves[std::size_t(prev1)] = best;
        const int bonus = std::min(pruning::HISTORY_BONUS * depth * depth, pruning::HISTORY_BONUS_MAX);
        for (int i = -1; i < count; ++i) {
            const Move m = i < 0 ? best : tried[i];
            const int b = i < 0 ? bonus : -bonus;
            if constexpr (hooks::HAS_HISTORY<T>)
                add(history[hooks::history_index<T>(pos, m)], b);
            if constexpr (hooks::HAS_PIECE_TO<T>) {
                const int pt = T::piece_to_index(pos, m);
                if (prev1 >= 0)
                    add(continuation[std::size_t(prev1) * PIECE_TO + pt], b);
                if (prev2 >= 0)
                    add(continuation[std::size_t(prev2) * PIECE_TO + pt], b);
            }
        }
    }

private:
    static std::size_t capture_index(const typename T::Position& pos, Move m) {
        return std::size_t(T::piece_to_index(pos, m)) * T::VICTIM_SIZE + std::size_t(T::victim_index(pos, m));
    }
    template<typename V>
    static void add(V& h, int bonus) {
        h = V(h + bonus - h * std::abs(bonus) / HISTORY_MAX);
    }
};

/// Hands out the moves of one list in stages, doing the work of each stage only when the ones before have
/// failed to cut (most nodes cut after a move or two): the transposition-table move; the captures and
/// promotions by selection, each checked by exchange evaluation when its turn comes (the losing ones are put
/// aside); the killers and the counter-move; the other quiet moves sorted by history; the losing captures.
/// Moves are reordered inside the list itself.
template<SearchTraits T>
class MovePicker {
public:
    using Position = typename T::Position;
    using Move = typename Position::Move;
    using MoveList = typename Position::MoveList;

    /// Orders the moves of `list` for `pos`. `tables` may be null (quiescence: no killers, no history).
    MovePicker(const Position& pos, MoveList& list, Move ttMove, const OrderingTables<T>* tables,
               QuietContext context = {})
        : pos(&pos), tables(tables), context(context), ttMove(ttMove), moves(list.begin()), count(int(list.size())) {
        if (tables) {
            special[0] = tables->killers[context.ply][0];
            special[1] = tables->killers[context.ply][1];
            if (context.prev1 >= 0)
                special[2] = tables->counterMoves[std::size_t(context.prev1)];
        }
        // Captures and promotions to the front, the quiet moves after them.
        bool present[3] = {};
        for (int i = 0; i < count; ++i) {
            const Move m = moves[i];
            if (m == ttMove) {
                hasTTMove = true;
                continue;
            }
            if constexpr (hooks::HAS_TACTICAL_ORDER<T>) {
                if (const int order = T::tactical_order(pos, m); order > 0) {
                    std::swap(moves[i], moves[tacticalEnd]);
                    scores[tacticalEnd++] =
                        order + (tables ? tables->capture_history_of(pos, m) / CAPTURE_HISTORY_DIV : 0);
                    continue;
                }
            }
            for (int k = 0; k < 3; ++k)
                present[k] |= m == special[k];
        }
        // Absent or repeated ones are dropped.
        for (int k = 0; k < 3; ++k)
            if (!present[k] || special[k] == Move{} || (k >= 1 && special[k] == special[0]) ||
                (k == 2 && special[2] == special[1]))
                special[k] = Move{};
        current = 0;
    }

    /// The next move into `m`; false when none is left.
    bool next(Move& m) {
        switch (stage) {
            case TT_STAGE:
                stage = CAPTURES;
                if (hasTTMove) {
                    m = lastMove = ttMove;
                    lastHistory = UNKNOWN;
                    return true;
                }
                [[fallthrough]];
            case CAPTURES:
                while (hooks::HAS_TACTICAL_ORDER<T> && current < tacticalEnd) {
                    int best = current;
                    for (int i = current + 1; i < tacticalEnd; ++i)
                        if (scores[i] > scores[best])
                            best = i;
                    std::swap(moves[best], moves[current]);
                    std::swap(scores[best], scores[current]);
                    const Move c = moves[current++];
                    if (c == ttMove)
                        continue;
                    if (!hooks::see_ge<T>(*pos, c, 0)) {
                        // Loses material: tried last. Kept at the front, among the captures already handed out.
                        std::swap(moves[badCount++], moves[current - 1]);
                        continue;
                    }
                    m = c;
                    return true;
                }
                stage = SPECIAL;
                [[fallthrough]];
            case SPECIAL:
                while (specialIndex < 3)
                    if (const Move s = special[specialIndex++]; s != Move{} && s != ttMove) {
                        m = lastMove = s;
                        lastHistory = UNKNOWN;
                        return true;
                    }
                stage = QUIETS;
                sort_quiets();
                [[fallthrough]];
            case QUIETS:
                for (; current < count; ++current) {
                    const Move q = moves[current];
                    if (q == ttMove || q == special[0] || q == special[1] || q == special[2])
                        continue;
                    m = lastMove = q;
                    lastHistory = tables ? scores[current] : 0;
                    ++current;
                    return true;
                }
                stage = BAD_CAPTURES;
                current = 0;
                [[fallthrough]];
            case BAD_CAPTURES:
                while (current < badCount)
                    if (const Move b = moves[current++]; b != ttMove) {
                        m = b;
                        return true;
                    }
                return false;
        }
        return false;
    }

    /// True when the last move handed out is a capture or promotion that loses material: every move after it
    /// is one too.
    bool last_bad() const { return stage == BAD_CAPTURES; }

    /// The history score (plain and continuation) of the last move handed out, a quiet one.
    int last_history() const { return lastHistory != UNKNOWN ? lastHistory : history(lastMove); }

private:
    enum Stage : uint8_t { TT_STAGE, CAPTURES, SPECIAL, QUIETS, BAD_CAPTURES };
    static constexpr int SPECIAL_SCORE = INT_MIN;
    static constexpr int UNKNOWN = INT_MIN;
    /// Captures are ordered by victim and attacker (tactical_order) plus capture history / CAPTURE_HISTORY_DIV.
    static constexpr int CAPTURE_HISTORY_DIV = 2;

    /// The quiet moves (after the captures) by history, best first: an insertion sort, fast on short lists.
    void sort_quiets() {
        current = tacticalEnd;
        if (!tables)
            return; // quiescence (evasions): no history, generation order
        for (int i = tacticalEnd; i < count; ++i) {
            const Move q = moves[i];
            const int s =
                q == ttMove || q == special[0] || q == special[1] || q == special[2] ? SPECIAL_SCORE : history(q);
            int j = i;
            for (; j > tacticalEnd && scores[j - 1] < s; --j) {
                moves[j] = moves[j - 1];
                scores[j] = scores[j - 1];
            }
            moves[j] = q;
            scores[j] = s;
        }
    }

    int history(Move m) const {
        if (!tables)
            return 0;
        int h = tables->history_of(*pos, m);
        if constexpr (hooks::HAS_PIECE_TO<T>) {
            const int pt = T::piece_to_index(*pos, m);
            h += tables->continuation_of(context.prev1, pt) + tables->continuation_of(context.prev2, pt);
        }
        return h;
    }

    const Position* pos;
    const OrderingTables<T>* tables;
    QuietContext context;
    Move ttMove;
    Move special[3] = {}; ///< killers and counter-move, Move{} when absent from the list or repeated
    decltype(std::declval<MoveList&>().begin()) moves;
    int count;
    int tacticalEnd = 0;
    int current = 0;
    int specialIndex = 0;
    int badCount = 0;
    bool hasTTMove = false;
    Move lastMove{};
    int lastHistory = UNKNOWN; ///< of lastMove when known without a lookup
    Stage stage = TT_STAGE;
    std::array<int, hooks::max_moves<T>()> scores;
};

} // namespace littletable::ai
