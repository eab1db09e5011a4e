// The weights of the chess evaluation (see eval_params.h for what each means).
// Tuned by tools/texel_tune (Texel's method: weights fitted so that the evaluation predicts game
// results) on 397478 quiet positions of 8000 self-play games, starting from the weights
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
    { 122,    1}, {  55,   37}, {  46,   93}, { 105,   41}, { 120,   68}, {  90,   74}, {  11,   53}, {  60,  -63},
    { -28,   17}, {  15,  -13}, {  20,    4}, { -16,   18}, {   9,   -3}, {  31,  -15}, {  29,   -5}, {  10,  -40},
    { -33,    7}, { -21,  -10}, { -22,  -13}, { -16,  -17}, {   5,  -29}, {  -5,  -11}, { -31,  -12}, { -18,  -11},
    { -39,    8}, { -36,    2}, { -23,   -5}, { -13,  -16}, {  -5,  -19}, {  -4,  -15}, { -33,  -14}, { -28,  -14},
    { -46,    4}, { -34,  -10}, { -24,   -8}, { -29,    5}, { -11,  -12}, { -17,   -3}, { -16,  -14}, { -28,  -13},
    { -36,    6}, { -27,   -1}, { -37,    9}, { -14,  -31}, { -16,    5}, {  12,    1}, {  12,   -4}, { -28,  -10},
    {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0},
});
constexpr Table PST_KNIGHT = diagram({
    {-101,  -57}, { -34,  -15}, { -34,   13}, { -40,   18}, { -40,   18}, { -12,   22}, { -41,  -31}, { -25,    5},
    { -16,   -2}, { -27,   33}, {   2,   11}, {  12,   29}, {  17,   -7}, {  26,  -17}, { -42,   27}, {   4,   -8},
    {  -7,   23}, {  -1,    6}, {  75,    7}, {  14,   32}, {  81,    3}, {  66,    7}, {  32,    0}, {  44,  -11},
    {  -4,   18}, {   1,    1}, {  14,   25}, {  30,   34}, {  18,   25}, {  55,    5}, {  45,   -9}, {  81,  -15},
    {  -6,   25}, {  15,    4}, {  20,   18}, {  17,   23}, {  25,   24}, {  28,   28}, {  20,   29}, {  13,    6},
    { -35,  -35}, {   0,  -12}, {  -4,   -8}, {   7,   22}, {  18,    8}, {  17,  -12}, {  26,  -20}, { -16,  -53},
    { -58,    2}, { -28,   24}, {  -3,  -13}, {   5,   -3}, {   7,  -12}, {   6,  -32}, {  14,   -3}, { -11,    2},
    {-119,  -69}, { -39,  -10}, { -25,   17}, {  -4,   -6}, {  -9,    0}, {  -5,  -28}, { -25,  -47}, { -61,  -46},
});
constexpr Table PST_BISHOP = diagram({
    { -56,   36}, { -39,   23}, {  19,   13}, { -68,   16}, { -84,   33}, {  14,    2}, {  -3,   25}, { -28,  -67},
    {   0,   11}, { -14,    6}, { -24,   17}, { -19,   12}, {  -9,   28}, { -27,    4}, {  37,   16}, { -58,   -7},
    { -12,  -19}, {  25,    0}, { -21,   21}, { -33,   16}, {  50,    8}, {  44,  -11}, {  61,  -17}, {  18,  -22},
    { -55,   10}, {   7,   -3}, {  20,    0}, {  20,   28}, {  -2,   25}, {  22,   10}, {   3,   18}, { -11,  -25},
    { -44,   10}, {  -5,    7}, {  19,    3}, {  14,   16}, {  35,    5}, { -12,   32}, {   7,    6}, {  25,  -24},
    { -28,    9}, {  25,  -17}, {   8,   12}, {  18,   -2}, {   8,   10}, {  29,   -5}, {  14,  -13}, {  10,  -27},
    {  14,    7}, {  -4,   -4}, {  14,  -12}, {   4,   -3}, {   9,   -5}, {  13,  -22}, {  30,  -19}, {  21,  -46},
    { -26,  -13}, {  20,  -54}, {  -6,  -11}, { -14,   -5}, {  16,    0}, {   0,  -17}, {  13,  -35}, {  -7,   26},
});
constexpr Table PST_ROOK = diagram({
    {  19,   12}, {  21,   17}, { -28,   37}, {  10,   24}, { -21,   31}, {   5,   29}, {  -6,   31}, {  -4,   30},
    {  29,   -6}, {   3,    8}, {  41,   -1}, {  36,    1}, {  48,   -7}, {  39,   -3}, {  38,    1}, { -25,   -1},
    { -31,   28}, {  11,   13}, {   3,   19}, {  38,   10}, {   5,    3}, {  48,    6}, {  87,  -15}, {  27,    5},
    {  -4,   20}, { -18,   29}, { -10,   22}, {  13,   11}, {   8,   10}, {  14,    2}, {  57,   -3}, {  -4,   18},
    { -34,   17}, { -24,   13}, {  14,    3}, { -32,   14}, { -20,    9}, {  -8,   12}, {  26,  -10}, { -66,   16},
    { -30,    9}, { -34,   -4}, { -29,   11}, { -33,  -11}, { -16,   -3}, { -11,  -15}, { -23,  -29}, { -34,  -12},
    { -60,   -3}, { -18,  -19}, { -35,   -2}, {  10,  -21}, {   8,  -22}, {  14,  -51}, {   3,  -28}, { -27,  -32},
    {  -2,  -29}, {  -4,  -29}, {   8,  -24}, {   7,  -24}, {  14,  -36}, {   7,  -28}, { -26,  -20}, { -12,  -21},
});
constexpr Table PST_QUEEN = diagram({
    {  54,  -21}, {  46,    4}, { -42,   11}, { -49,   22}, {  27,  -30}, {  -9,   -3}, { -24,  -10}, {  13,   31},
    {   8,    6}, { -20,   36}, {   0,   43}, { -18,   78}, {   5,   19}, { -12,   38}, {  25,   -9}, {  49,  -32},
    {  27,  -26}, {   6,   37}, { -26,   58}, { -34,   45}, {  -4,   34}, {  -4,    2}, { -20,    9}, { -43,  -11},
    { -25,   23}, {  10,   10}, {  -4,   80}, {   7,   38}, { -17,   52}, { -23,   47}, { -34,   12}, { -36,  -13},
    {  -8,    9}, { -22,   30}, { -13,   77}, {   1,   28}, {  13,   32}, { -25,   33}, {  19,    6}, {  14,  -41},
    {  -2,   -1}, {  11,    5}, { -11,   36}, {  11,    4}, {  15,    7}, {  31,    0}, {  20,  -55}, { -13,  -49},
    { -26,    6}, { -12,   37}, {  17,  -33}, {  28,  -56}, {  32,  -43}, {  34,  -58}, {  27,  -78}, { -29,  -62},
    {  24, -133}, {  10,  -18}, {  28,  -68}, {  22,  -12}, {  27,  -59}, { -16,  -47}, {  17,  -36}, { -54,  -50},
});
constexpr Table PST_KING = diagram({
    {-105, -164}, { -40,  -89}, {  20,   21}, { -89,   22}, { -11,  -14}, {  17,   39}, {   3,   40}, {-139, -155},
    {-103,  -76}, {  -5,   28}, { -21,   18}, { -65,   -3}, {  -8,    9}, { -37,   50}, { -28,   58}, { -72,  -70},
    {-102,    2}, { -66,   32}, { -83,   41}, {-105,   21}, {-103,   35}, {   2,   32}, { -13,   21}, { -49,   14},
    { -23,   -6}, { -62,   32}, { -83,   30}, { -82,   22}, { -65,   33}, { -89,   35}, {  23,   13}, { -59,   11},
    { -33,  -28}, {  15,    5}, {  29,   -4}, { -35,   15}, { -53,   27}, {  21,   21}, {  -1,    9}, { -45,   -3},
    { -45,  -55}, {  82,  -38}, {  42,   -9}, {  15,   -8}, {   6,    9}, {  -8,   11}, {  36,   -3}, {  20,  -28},
    { -18,  -24}, {  13,   -9}, {  20,  -21}, { -17,   -3}, {   6,   -5}, {  16,   -1}, {  30,  -11}, {  12,  -24},
    { -71,   40}, {  -9,  -13}, {  -7,   -4}, { -58,  -32}, { -24,  -28}, { -45,    1}, {  28,  -35}, {  -6,  -35},
});
// clang-format on

constexpr EvalParams make_params() {
    EvalParams p{};
    p.material[PAWN] = {100, 108};
    p.material[KNIGHT] = {357, 301};
    p.material[BISHOP] = {386, 335};
    p.material[ROOK] = {506, 574};
    p.material[QUEEN] = {1137, 950};
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
        {-31, -95}, {5, -56}, {9, -6}, {24, 2}, {26, 14}, {26, 27}, {30, 27}, {31, 30},
        {56, 14},
    };
    for (int n = 0; n <= 8; ++n)
        p.mobility[KNIGHT][n] = MOBILITY_KNIGHT[n];
    // bishop: 0 .. 13 safe squares
    constexpr Score MOBILITY_BISHOP[] = {
        {-26, -39}, {-21, -3}, {-13, 5}, {-6, 9}, {2, 12}, {7, 21}, {13, 16}, {15, 26},
        {22, 21}, {24, 21}, {49, 8}, {21, 18}, {120, -20}, {41, 8},
    };
    for (int n = 0; n <= 13; ++n)
        p.mobility[BISHOP][n] = MOBILITY_BISHOP[n];
    // rook: 0 .. 14 safe squares
    constexpr Score MOBILITY_ROOK[] = {
        {-12, -27}, {-4, -22}, {0, -11}, {1, 1}, {2, 4}, {8, 16}, {11, 21}, {1, 29},
        {3, 36}, {15, 33}, {4, 42}, {5, 47}, {7, 53}, {31, 44}, {30, 48},
    };
    for (int n = 0; n <= 14; ++n)
        p.mobility[ROOK][n] = MOBILITY_ROOK[n];
    // queen: 0 .. 27 safe squares
    constexpr Score MOBILITY_QUEEN[] = {
        {-12, -24}, {14, -3}, {6, 12}, {5, -10}, {14, -24}, {12, 3}, {14, -5}, {18, 3},
        {17, 20}, {22, 18}, {19, 31}, {20, 38}, {40, 14}, {24, 43}, {25, 43}, {20, 39},
        {19, 45}, {40, 22}, {27, 29}, {24, 41}, {59, 6}, {105, -57}, {72, -3}, {66, -75},
        {45, -12}, {5, -85}, {14, 28}, {-14, -26},
    };
    for (int n = 0; n <= 27; ++n)
        p.mobility[QUEEN][n] = MOBILITY_QUEEN[n];
    p.bishopPair = {20, 59};
    p.rookOpenFile = {39, -13};
    p.rookSemiOpenFile = {8, 20};
    p.rookOnSeventh = {0, 23};
    p.knightOutpost = {25, 4};
    p.bishopOutpost = {39, -2};
    p.minorBehindPawn = {11, 13};
    p.bishopPawns = {0, -7};
    p.doubledPawn = {-2, -5};
    p.isolatedPawn = {-6, -16};
    p.backwardPawn = {-10, -13};
    p.hangingPiece = {15, 9};
    p.threatByKing = {18, 19};
    p.pawnPushThreat = {16, 15};
    p.connectedPawn[RANK_2] = {-1, -6};
    p.connectedPawn[RANK_3] = {11, 3};
    p.connectedPawn[RANK_4] = {16, 6};
    p.connectedPawn[RANK_5] = {21, 21};
    p.connectedPawn[RANK_6] = {32, 74};
    p.connectedPawn[RANK_7] = {100, 116};
    p.passedPawn[RANK_2] = {-19, 19};
    p.passedPawn[RANK_3] = {-9, 22};
    p.passedPawn[RANK_4] = {-11, 32};
    p.passedPawn[RANK_5] = {19, 53};
    p.passedPawn[RANK_6] = {75, 72};
    p.passedPawn[RANK_7] = {158, 48};
    p.passedFreePath[RANK_2] = {-8, -1};
    p.passedFreePath[RANK_3] = {-14, 7};
    p.passedFreePath[RANK_4] = {-24, 20};
    p.passedFreePath[RANK_5] = {-8, 31};
    p.passedFreePath[RANK_6] = {13, 64};
    p.passedFreePath[RANK_7] = {53, 127};
    p.threatByPawn[KNIGHT] = {51, 39};
    p.threatByPawn[BISHOP] = {51, 57};
    p.threatByPawn[ROOK] = {90, 10};
    p.threatByPawn[QUEEN] = {61, -5};
    p.threatByMinor[KNIGHT] = {23, 34};
    p.threatByMinor[BISHOP] = {33, 19};
    p.threatByMinor[ROOK] = {75, 17};
    p.threatByMinor[QUEEN] = {47, -6};
    p.threatByRook[KNIGHT] = {-5, 22};
    p.threatByRook[BISHOP] = {9, 18};
    p.threatByRook[ROOK] = {0, 0};
    p.threatByRook[QUEEN] = {68, 39};
    p.passedEnemyKingDistance = 14;
    p.passedOwnKingDistance = 9;
    p.shelterNear = 6;
    p.shelterFar = 6;
    p.shelterMissing = -6;
    p.shelterOpen = -4;
    p.stormNear = -8;
    p.kingAttackMax = 450;
    p.tempo = 20;
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
