// Metamachy's move generation (docs/rules/metamachy.md, "Pieces"): pseudo-legal moves per piece, then a
// legality filter that plays each doubtful move on the board and asks whether the mover's King is attacked.
//
// Which moves are doubtful: King moves, every move while in check, en passant, and a move that leaves a square on
// one of the King's eight lines or enters one on its rank or file, when that line is dangerous (king_line_dangers).
// Any other move is legal: vacating a square off the King's lines opens no Rook, Bishop, Queen or Cannon line to it
// and no Eagle ray (an Eagle's ray reaches the King along its rank or file), occupying a square off its rank and file
// makes no Cannon screen, and leapers are not blocked. On a line with no enemy piece that could attack along it
// (and no enemy Eagle beside a rank or file), neither vacating nor entering a square can bring an attack.
#include <array>
#include <cstdint>
#include <cstdlib>

#include "engine/metamachy/arrangement.h"
#include "engine/metamachy/attacks.h"
#include "engine/metamachy/position.h"

namespace littletable::metamachy {

namespace {

/// The largest mailbox difference between two board squares (11 ranks and 11 files apart).
constexpr int MAX_DIFF = (RANK_NB - 1) * MAILBOX_WIDTH + FILE_NB - 1;

/// LINE_OF_DIFF[b - a + MAX_DIFF]: the step from `a` toward `b` when they share a rank, file or diagonal, else 0.
constexpr auto LINE_OF_DIFF = [] {
    std::array<int8_t, 2 * MAX_DIFF + 1> table{};
    for (int df = -(FILE_NB - 1); df < FILE_NB; ++df)
        for (int dr = -(RANK_NB - 1); dr < RANK_NB; ++dr)
            if ((df || dr) && (df == 0 || dr == 0 || df == dr || df == -dr))
                table[dr * MAILBOX_WIDTH + df + MAX_DIFF] = int8_t(step((df > 0) - (df < 0), (dr > 0) - (dr < 0)));
    return table;
}();

/// The step from `a` toward `b` when they share a rank, file or diagonal, else 0.
int direction(Square a, Square b) { return LINE_OF_DIFF[b - a + MAX_DIFF]; }

bool is_orthogonal(int d) { return d == NORTH || d == SOUTH || d == EAST || d == WEST; }

/// LINE_BIT[d + 17]: one bit per King line (the eight mailbox steps d of KING_STEPS), for king_line_dangers()'s
/// mask; 0 for any other d in [-17, 17].
constexpr auto LINE_BIT = [] {
    std::array<uint8_t, 35> table{};
    for (int i = 0; i < 8; ++i)
        table[KING_STEPS[i] + 17] = uint8_t(1u << i);
    return table;
}();

uint8_t line_bit(int d) { return LINE_BIT[d + 17]; }

} // namespace

template<typename Sink>
void Position::generate_pseudo(Sink& sink, bool inCheck) const {
    if (st().setup) {
        for (int i = 0; i < ARRANGEMENT_NB; ++i)
            sink(Move(chief_squares(BLACK)[0], chief_squares(BLACK)[0], SETUP, i));
        return;
    }
    const Color us = sideToMove;
    const Piece own = COLOR_BIT[us], enemy = COLOR_BIT[~us];
    const int fwd = forward(us), lastRank = last_rank(us);
    // Empty or enemy: a square a piece may move to.
    auto open = [&](Piece p) { return (p & (own | OFF_BOARD)) == 0; };
    auto leaps = [&](Square s, const int* offsets, int n) {
        for (int i = 0; i < n; ++i)
            if (open(board[s + offsets[i]]))
                sink(Move(s, Square(s + offsets[i])));
    };
    auto slides = [&](Square s, const int* dirs) {
        for (int i = 0; i < 4; ++i) {
            int x = s + dirs[i];
            while (board[x] == NO_PIECE) {
                sink(Move(s, Square(x)));
                x += dirs[i];
            }
            if (board[x] & enemy)
                sink(Move(s, Square(x)));
        }
    };
    // A Pawn's or Prince's move to `to`: the three promotions on the last rank.
    auto advance = [&](Square s, Square to, MoveKind kind, int prince) {
        if (rank_of(to) == lastRank) {
            sink(Move(s, to, PROMOTION, QUEEN | prince));
            sink(Move(s, to, PROMOTION, LION | prince));
            sink(Move(s, to, PROMOTION, EAGLE | prince));
        } else
            sink(Move(s, to, kind));
    };
    // The non-capturing double step from any square, over an empty passed square.
    auto double_step = [&](Square s, int prince) {
        if (board[s + fwd] == NO_PIECE && board[s + 2 * fwd] == NO_PIECE)
            advance(s, Square(s + 2 * fwd), DOUBLE_STEP, prince);
    };

    for (int i = 0; i < pieceCount[us]; ++i) {
        const Square s = pieceSq[us][i];
        switch (type_of(board[s])) {
            case PAWN:
                if (board[s + fwd] == NO_PIECE)
                    advance(s, Square(s + fwd), NORMAL, 0);
                double_step(s, 0);
                for (int side : {EAST, WEST}) {
                    const Square to = Square(s + fwd + side);
                    if (board[to] & enemy)
                        advance(s, to, NORMAL, 0);
                    else if (to == st().epSquare)
                        sink(Move(s, to, EN_PASSANT));
                }
                break;
            case PRINCE:
                for (int d : KING_STEPS)
                    if (open(board[s + d]))
                        advance(s, Square(s + d), NORMAL, PROMOTED_PRINCE);
                double_step(s, PROMOTED_PRINCE);
                break;
            case KNIGHT:
                leaps(s, KNIGHT_LEAPS, 8);
                break;
            case CAMEL:
                leaps(s, CAMEL_LEAPS, 8);
                break;
            case ELEPHANT:
                leaps(s, ELEPHANT_MOVES, 8);
                break;
            case LION:
                leaps(s, KING_STEPS, 8);
                leaps(s, RING2.data(), 16);
                break;
            case BISHOP:
                slides(s, DIAGONAL);
                break;
            case ROOK:
                slides(s, ORTHOGONAL);
                break;
            case QUEEN:
                slides(s, DIAGONAL);
                slides(s, ORTHOGONAL);
                break;
            case CANNON:
                for (int d : ORTHOGONAL) {
                    int x = s + d;
                    while (board[x] == NO_PIECE) {
                        sink(Move(s, Square(x)));
                        x += d;
                    }
                    if (board[x] == OFF_BOARD)
                        continue;
                    x += d; // over the screen
                    while (board[x] == NO_PIECE)
                        x += d;
                    if (board[x] & enemy)
                        sink(Move(s, Square(x)));
                }
                break;
            case EAGLE:
                for (int d : DIAGONAL) {
                    const Square corner = Square(s + d);
                    if (!open(board[corner]))
                        continue;
                    sink(Move(s, corner));
                    if (board[corner] != NO_PIECE)
                        continue;
                    // Outward from the corner: the diagonal's file component and its rank component.
                    const int df = (d == step(1, 1) || d == step(1, -1)) ? EAST : WEST;
                    const int dr = d > 0 ? NORTH : SOUTH;
                    for (int o : {df, dr}) {
                        int x = corner + o;
                        while (board[x] == NO_PIECE) {
                            sink(Move(s, Square(x)));
                            x += o;
                        }
                        if (board[x] & enemy)
                            sink(Move(s, Square(x)));
                    }
                }
                break;
            case KING:
                leaps(s, KING_STEPS, 8);
                if (can_leap(us) && !inCheck)
                    for (int d : RING2)
                        if (board[s + d] == NO_PIECE)
                            sink(Move(s, Square(s + d), KING_LEAP));
                break;
            default:
                break;
        }
    }
}

uint8_t Position::king_line_dangers() const {
    const Color us = sideToMove, them = ~us;
    const Square king = kingSquare[us];
    const Piece eagle = typeCount[them][EAGLE] ? make_piece(them, EAGLE) : Piece(0xFF); // 0xFF: on no square
    uint8_t dangers = 0;
    for (int i = 0; i < 8; ++i) {
        const int d = KING_STEPS[i];
        const bool orthogonal = is_orthogonal(d);
        const int perp = (d == EAST || d == WEST) ? NORTH : EAST;
        for (int x = king + d; board[x] != OFF_BOARD; x += d) {
            const Piece p = board[x];
            const bool attacker = orthogonal ? p == make_piece(them, ROOK) || p == make_piece(them, QUEEN) ||
                                                   p == make_piece(them, CANNON) || board[x + d + perp] == eagle ||
                                                   board[x + d - perp] == eagle
                                             : p == make_piece(them, BISHOP) || p == make_piece(them, QUEEN);
            if (attacker) {
                dangers |= uint8_t(1u << i);
                break;
            }
        }
    }
    return dangers;
}

bool Position::surely_safe(Move m, bool inCheck, uint8_t dangers) const {
    const Square king = kingSquare[sideToMove], from = m.from(), to = m.to();
    if (m.kind() == SETUP)
        return true;
    if (inCheck || from == king || m.kind() == EN_PASSANT)
        return false;
    const int fromLine = direction(king, from), toLine = direction(king, to);
    return !(dangers & line_bit(fromLine)) && !(is_orthogonal(toLine) && (dangers & line_bit(toLine)));
}

bool Position::leaves_king_safe(Move m, bool inCheck, uint8_t dangers) const {
    return surely_safe(m, inCheck, dangers) || king_safe_after(m, inCheck);
}

bool Position::king_safe_after(Move m, bool inCheck) const {
    if (m.kind() == SETUP)
        return true;
    const Color us = sideToMove, them = ~us;
    const Square king = kingSquare[us], from = m.from(), to = m.to();
    if (from == king) {
        // The King stands on `to` (and, for the leap, on each passed square) with its start square empty.
        board[from] = NO_PIECE;
        bool safe = !attacked_by(them, to);
        if (safe && m.kind() == KING_LEAP) {
            const int df = file_of(to) - file_of(from), dr = rank_of(to) - rank_of(from);
            const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
            const Square diagonalOrStraight = Square(from + step(sf, sr));
            if (std::abs(df) + std::abs(dr) == 3) {
                // A (2,1) leap passes two squares; one of them not attacked suffices (metamachy.md, "King").
                const Square orthogonal = std::abs(df) == 2 ? Square(from + step(sf, 0)) : Square(from + step(0, sr));
                safe = !attacked_by(them, diagonalOrStraight) || !attacked_by(them, orthogonal);
            } else
                safe = !attacked_by(them, diagonalOrStraight);
        }
        board[from] = make_piece(us, KING);
        return safe;
    }
    const bool full = inCheck || m.kind() == EN_PASSANT;
    const int fromLine = direction(king, from), toLine = direction(king, to);
    const Piece moving = board[from], captured = board[to];
    const Square capSq = m.kind() == EN_PASSANT ? Square(to - forward(us)) : to;
    const Piece epVictim = board[capSq];
    board[from] = NO_PIECE;
    board[capSq] = NO_PIECE;
    board[to] = moving;
    // Not in check before: only the line the piece left (a ray opened) and the rank or file it entered (a Cannon
    // screen made) can bring an attack.
    const bool safe =
        full ? !attacked_by(them, king)
             : !(fromLine && ray_attacked(them, king, fromLine)) &&
                   !(toLine && toLine != fromLine && is_orthogonal(toLine) && ray_attacked(them, king, toLine));
    board[to] = captured;
    board[capSq] = epVictim;
    board[from] = moving;
    return safe;
}

void Position::generate_legal(MoveList& list) const {
    list.clear();
    const bool inCheck = !st().setup && in_check();
    const uint8_t dangers = inCheck || st().setup ? 0xFF : king_line_dangers();
    auto sink = [&](Move m) {
        if (leaves_king_safe(m, inCheck, dangers))
            list.push_back(m);
    };
    generate_pseudo(sink, inCheck);
}

void Position::generate_captures(MoveList& list) const {
    list.clear();
    const bool inCheck = !st().setup && in_check();
    const uint8_t dangers = inCheck || st().setup ? 0xFF : king_line_dangers();
    auto sink = [&](Move m) {
        const bool tactical =
            m.kind() == EN_PASSANT || m.kind() == PROMOTION || (m.kind() != SETUP && board[m.to()] != NO_PIECE);
        if (tactical && leaves_king_safe(m, inCheck, dangers))
            list.push_back(m);
    };
    generate_pseudo(sink, inCheck);
}

uint64_t Position::count_legal() const {
    const bool inCheck = !st().setup && in_check();
    const uint8_t dangers = inCheck || st().setup ? 0xFF : king_line_dangers();
    uint64_t n = 0;
    auto sink = [&](Move m) { n += leaves_king_safe(m, inCheck, dangers); };
    generate_pseudo(sink, inCheck);
    return n;
}

bool Position::is_legal(Move m) const {
    MoveList list;
    generate_legal(list);
    return list.contains(m);
}

} // namespace littletable::metamachy
