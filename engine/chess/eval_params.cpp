// The weights of the chess evaluation (see eval_params.h for what each means).
// Tuned by tools/texel_tune (Texel's method: weights fitted so that the evaluation predicts game
// results) on 200349 quiet positions of 4000 self-play games, starting from the weights
// compiled into the tuner; the runs and their measurements are in docs/evaluation.md.
#include "engine/chess/eval_params.h"

namespace littletable::chess {

namespace {

/// A piece-square table written as a board diagram from White's side: the first row is rank 8, the last
/// rank 1; returned indexed by square (a1 = 0).
struct Table {
    Score squares[SQUARE_NB];
};
constexpr Table diagram(const Score (&rows)[SQUARE_NB]) {
    Table t{};
    for (int s = 0; s < SQUARE_NB; ++s)
        t.squares[s] = rows[s ^ 56];
    return t;
}

// clang-format off
constexpr Table PST_PAWN = diagram({
    {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0},
    {  84,   21}, {  54,   61}, {  57,  102}, {  76,   29}, {  93,   87}, {  53,   52}, {  22,   54}, {   2,  -17},
    { -27,    2}, {  -8,   -3}, {  -9,    2}, {  11,    6}, {  11,    4}, {  34,    1}, {  66,   -4}, {  11,  -34},
    { -35,    4}, { -14,   -3}, { -35,  -10}, { -16,  -13}, {  12,  -27}, {   0,  -12}, { -14,  -22}, {  -1,  -18},
    { -35,    1}, { -33,    2}, { -32,    2}, {  -5,  -29}, {   7,  -26}, {   4,  -22}, { -23,  -15}, { -16,  -24},
    { -44,   -1}, { -42,  -22}, { -22,  -14}, { -34,   -4}, { -14,  -13}, { -20,   -6}, {  -5,  -24}, { -22,  -14},
    { -31,    0}, { -18,    0}, { -33,    6}, {  -3,  -50}, {   6,    0}, {   8,    3}, {  23,  -17}, { -27,  -10},
    {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0},
});
constexpr Table PST_KNIGHT = diagram({
    { -79,  -49}, { -38,  -33}, { -20,  -10}, { -51,   -1}, {  -5,   19}, { -28,  -23}, { -38,  -33}, { -68,  -48},
    {  -4,    7}, { -38,   18}, { -33,   35}, {  29,   16}, {  -2,   -6}, {  41,   -5}, { -48,   10}, { -33,  -28},
    { -26,   -1}, {  22,   12}, {  39,   12}, {  22,   29}, {  29,   36}, {  90,   -6}, {  31,  -13}, {  13,    2},
    { -14,   15}, {   1,    6}, {  22,   30}, {  29,   42}, {  29,   12}, {  44,    8}, {  31,   -1}, {  51,    7},
    {  21,   20}, {  36,    9}, {  15,   13}, {  14,   14}, {  29,   19}, {  13,   28}, {  13,    8}, {   4,    6},
    { -30,  -37}, {  -2,  -15}, {  -2,   -2}, {  23,   16}, {  21,   24}, {  16,   -4}, {   4,    7}, { -25,  -46},
    { -34,  -30}, {  -1,   42}, {  11,  -11}, {  11,   -9}, {  20,   -3}, {  32,  -31}, {  10,    4}, {  10,   -7},
    { -97,  -16}, { -33,   -4}, { -23,    8}, {   3,   -4}, {  15,   11}, {   6,  -21}, { -11,  -22}, { -58,  -48},
});
constexpr Table PST_BISHOP = diagram({
    { -53,   35}, {  13,  -13}, { -19,   30}, { -12,   20}, { -35,   46}, {  -5,   14}, {  -6,   14}, { -40,  -40},
    {  13,   10}, {   3,   -9}, {  -8,   15}, { -50,   12}, {  24,   23}, {  13,  -25}, {  14,   -2}, { -80,   10},
    {  -9,  -17}, {   0,   23}, { -13,   18}, { -11,    1}, {   2,    1}, {  22,    1}, {  32,   13}, {  24,  -22},
    { -29,   -1}, {   0,   10}, {   1,    7}, {  13,   39}, {   2,    4}, {  15,    6}, {  12,   12}, { -37,  -10},
    { -46,    1}, {   7,   10}, {  15,   -3}, {   7,   17}, {  36,   -4}, { -14,    9}, {  -1,   17}, {  20,  -36},
    { -13,   11}, {  -3,  -10}, {  11,    2}, {  31,   -5}, {  14,   10}, {  26,   -7}, {   3,  -20}, {  27,  -23},
    {  27,  -13}, {   6,   -9}, {  16,   -4}, {  22,  -25}, {  23,   -7}, {  23,  -34}, {  35,   -8}, {  -4,   11},
    { -47,    8}, {  22,  -50}, {   6,  -14}, { -13,    0}, {  40,   -5}, {   8,    1}, { -31,    0}, { -20,  -17},
});
constexpr Table PST_ROOK = diagram({
    {  54,    9}, {  -1,   22}, { -21,   42}, {  -9,   23}, {  12,    4}, {  -3,   24}, {  33,   24}, {   9,   35},
    {  38,   -3}, { -13,   16}, {  35,   -2}, {  29,    2}, {  50,   -2}, {  37,  -10}, {  45,    7}, {   5,  -20},
    { -12,   24}, {  12,   20}, {  18,   14}, {  54,    2}, {  -4,   16}, {  21,   15}, {  52,   -9}, {  16,   11},
    {   4,   19}, { -17,   22}, {   1,   18}, {  15,   17}, {  23,    4}, {   8,    2}, {  21,   13}, {  -4,   20},
    { -15,    8}, { -22,    7}, { -30,   21}, { -17,    3}, {   2,   -2}, { -14,   14}, { -22,   10}, { -63,   19},
    { -10,  -10}, { -24,  -16}, { -26,    7}, { -38,   -7}, { -10,  -10}, { -23,  -20}, { -38,  -32}, { -35,   -6},
    { -49,   -4}, { -19,   -7}, { -40,    3}, {  -9,  -15}, {  23,  -26}, {   8,  -40}, { -21,  -29}, { -27,  -45},
    {  -1,  -17}, {  -2,  -24}, {  14,  -23}, {  12,  -28}, {  23,  -38}, {  12,  -31}, { -15,  -35}, { -20,  -14},
});
constexpr Table PST_QUEEN = diagram({
    {  16,    3}, {  17,   34}, { -29,   -2}, { -11,    5}, {  -4,  -22}, {   6,    5}, {   5,   -3}, { -20,    8},
    {  14,   33}, { -15,   41}, {  32,   -8}, {  -6,   73}, { -17,  -18}, {  25,    1}, { -11,   13}, {  13,   11},
    {  12,   16}, {   4,   26}, { -20,   20}, {   6,    3}, {  -1,   12}, {  25,  -17}, { -19,  -23}, { -37,   -3},
    {   0,  -10}, {  10,   46}, {  17,   47}, {  14,   34}, {   2,   29}, { -18,   10}, { -46,   -8}, { -48,  -24},
    { -14,   27}, { -18,   25}, {  -3,   41}, {   4,   41}, {  12,   -5}, { -35,    1}, {   4,  -31}, {   8,   -6},
    {   2,  -14}, {   8,   24}, {   3,  -14}, {  12,   32}, {   8,   18}, {  22,   24}, {  14,  -24}, {  -9,  -74},
    {  -3,  -36}, { -11,   34}, {  19,  -16}, {  17,  -26}, {  24,   -4}, {  10,  -18}, {  38,  -60}, { -50,  -60},
    {  -2,  -96}, {   4,    2}, {  27,  -47}, {  24,    8}, {  24,  -30}, { -25,  -21}, {  -5,  -24}, { -22,  -25},
});
constexpr Table PST_KING = diagram({
    { -90, -132}, { -47,  -78}, { -17,   23}, { -69,   17}, { -27,  -40}, { -11,   24}, { -14,   23}, { -85,  -87},
    { -52,  -21}, { -38,   33}, { -42,   25}, { -86,  -24}, { -48,    8}, { -14,   39}, { -16,   26}, { -17,   -6},
    { -58,    2}, { -51,   24}, { -76,   45}, { -76,   15}, { -71,   36}, { -45,   38}, { -22,   27}, { -27,   14},
    { -56,   -3}, { -28,    9}, { -67,   14}, { -69,   19}, { -77,   48}, { -51,   23}, { -32,   14}, { -66,   25},
    { -56,  -51}, { -19,   -8}, { -22,   -7}, { -57,    3}, { -76,   22}, { -28,   22}, {   5,    9}, { -29,  -15},
    { -53,  -61}, {  44,  -43}, {   8,  -17}, {  -9,   -7}, { -53,   13}, {  -6,    3}, {  13,   -4}, {   9,  -23},
    {  19,  -43}, {  33,  -26}, {  49,  -34}, { -13,  -16}, {   4,  -11}, {   0,   -1}, {  26,  -17}, {   5,  -34},
    {  -9,  -23}, {  18,  -37}, {  19,  -34}, { -42,  -36}, { -12,  -37}, { -44,   -7}, {  26,  -43}, {  -9,  -51},
});
// clang-format on

constexpr EvalParams make_params() {
    EvalParams p{};
    p.material[PAWN] = {89, 105};
    p.material[KNIGHT] = {344, 309};
    p.material[BISHOP] = {373, 329};
    p.material[ROOK] = {485, 575};
    p.material[QUEEN] = {1067, 958};
    for (int s = 0; s < SQUARE_NB; ++s) {
        p.pst[PAWN][s] = PST_PAWN.squares[s];
        p.pst[KNIGHT][s] = PST_KNIGHT.squares[s];
        p.pst[BISHOP][s] = PST_BISHOP.squares[s];
        p.pst[ROOK][s] = PST_ROOK.squares[s];
        p.pst[QUEEN][s] = PST_QUEEN.squares[s];
        p.pst[KING][s] = PST_KING.squares[s];
    }
    // knight: 0 .. 8 safe squares
    constexpr Score MOBILITY_KNIGHT[] = {
        {-57, -70}, {-8, -37}, {3, -1}, {21, -1}, {26, 11}, {27, 27}, {31, 25}, {32, 25},
        {60, 20},
    };
    for (int n = 0; n <= 8; ++n)
        p.mobility[KNIGHT][n] = MOBILITY_KNIGHT[n];
    // bishop: 0 .. 13 safe squares
    constexpr Score MOBILITY_BISHOP[] = {
        {-30, -60}, {-22, -15}, {-13, -14}, {-8, -3}, {-1, 5}, {3, 20}, {10, 15}, {15, 22},
        {22, 20}, {25, 20}, {48, 20}, {26, 17}, {74, 13}, {64, 23},
    };
    for (int n = 0; n <= 13; ++n)
        p.mobility[BISHOP][n] = MOBILITY_BISHOP[n];
    // rook: 0 .. 14 safe squares
    constexpr Score MOBILITY_ROOK[] = {
        {-10, -21}, {-5, -37}, {-1, -17}, {-2, 0}, {-3, 6}, {6, 11}, {13, 15}, {5, 25},
        {-7, 38}, {18, 33}, {10, 40}, {1, 48}, {2, 55}, {18, 50}, {40, 51},
    };
    for (int n = 0; n <= 14; ++n)
        p.mobility[ROOK][n] = MOBILITY_ROOK[n];
    // queen: 0 .. 27 safe squares
    constexpr Score MOBILITY_QUEEN[] = {
        {-12, -24}, {6, -35}, {-1, -36}, {-2, -58}, {6, -38}, {3, -23}, {4, -7}, {8, 0},
        {14, -10}, {15, 3}, {17, 9}, {18, 26}, {30, 16}, {18, 38}, {13, 52}, {4, 37},
        {4, 65}, {20, 46}, {47, 32}, {25, 56}, {75, 1}, {44, -6}, {28, 8}, {18, -26},
        {6, -27}, {-10, -32}, {14, 28}, {15, 30},
    };
    for (int n = 0; n <= 27; ++n)
        p.mobility[QUEEN][n] = MOBILITY_QUEEN[n];
    p.bishopPair = {23, 56};
    p.rookOpenFile = {34, -15};
    p.rookSemiOpenFile = {7, 19};
    p.rookOnSeventh = {13, 19};
    p.knightOutpost = {37, 1};
    p.bishopOutpost = {55, -13};
    p.doubledPawn = {-3, 1};
    p.isolatedPawn = {-5, -19};
    p.backwardPawn = {-9, -8};
    p.hangingPiece = {17, 13};
    p.connectedPawn[RANK_2] = {-3, -3};
    p.connectedPawn[RANK_3] = {15, 5};
    p.connectedPawn[RANK_4] = {18, 7};
    p.connectedPawn[RANK_5] = {21, 24};
    p.connectedPawn[RANK_6] = {40, 59};
    p.connectedPawn[RANK_7] = {79, 83};
    p.passedPawn[RANK_2] = {-15, 18};
    p.passedPawn[RANK_3] = {-10, 34};
    p.passedPawn[RANK_4] = {-3, 34};
    p.passedPawn[RANK_5] = {38, 47};
    p.passedPawn[RANK_6] = {63, 79};
    p.passedPawn[RANK_7] = {111, 76};
    p.passedFreePath[RANK_2] = {-4, 0};
    p.passedFreePath[RANK_3] = {0, 7};
    p.passedFreePath[RANK_4] = {-23, 25};
    p.passedFreePath[RANK_5] = {-13, 39};
    p.passedFreePath[RANK_6] = {56, 59};
    p.passedFreePath[RANK_7] = {58, 89};
    p.threatByPawn[KNIGHT] = {50, 18};
    p.threatByPawn[BISHOP] = {50, 42};
    p.threatByPawn[ROOK] = {73, 18};
    p.threatByPawn[QUEEN] = {60, 21};
    p.threatByMinor[KNIGHT] = {22, 44};
    p.threatByMinor[BISHOP] = {35, 16};
    p.threatByMinor[ROOK] = {81, 20};
    p.threatByMinor[QUEEN] = {44, 14};
    p.threatByRook[KNIGHT] = {3, 18};
    p.threatByRook[BISHOP] = {15, 11};
    p.threatByRook[ROOK] = {0, 0};
    p.threatByRook[QUEEN] = {80, 5};
    p.passedEnemyKingDistance = 14;
    p.passedOwnKingDistance = 10;
    p.shelterNear = 15;
    p.shelterFar = 7;
    p.shelterMissing = -6;
    p.shelterOpen = -1;
    p.stormNear = -11;
    p.kingAttackMax = 450;
    p.tempo = 19;
    p.kingAttackUnits[KNIGHT] = 2;
    p.kingAttackUnits[BISHOP] = 2;
    p.kingAttackUnits[ROOK] = 3;
    p.kingAttackUnits[QUEEN] = 5;
    p.safeCheckUnits[KNIGHT] = 4;
    p.safeCheckUnits[BISHOP] = 3;
    p.safeCheckUnits[ROOK] = 5;
    p.safeCheckUnits[QUEEN] = 6;
    return p;
}

} // namespace

constexpr EvalParams EVAL_PARAMS = make_params();

} // namespace littletable::chess
