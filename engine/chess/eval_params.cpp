// The weights of the chess evaluation (see eval_params.h for what each means).
// Tuned by tools/texel_tune (Texel's method: weights fitted so that the evaluation predicts game
// results) on 397562 quiet positions of 8000 self-play games, starting from the weights
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
    { 115,    4}, {  53,   37}, {  51,   93}, { 102,   41}, { 115,   69}, {  82,   75}, {  14,   52}, {  45,  -58},
    { -29,   17}, {  12,  -14}, {  20,    3}, { -18,   19}, {   9,   -4}, {  30,  -14}, {  33,   -5}, {  15,  -43},
    { -35,    6}, { -21,  -11}, { -25,  -12}, { -18,  -17}, {   4,  -29}, {  -7,  -13}, { -32,  -13}, { -17,  -12},
    { -39,    7}, { -37,    2}, { -24,   -5}, { -14,  -18}, {  -4,  -20}, {  -2,  -16}, { -35,  -14}, { -29,  -14},
    { -46,    3}, { -36,  -10}, { -26,   -8}, { -26,    5}, { -10,  -12}, { -16,   -3}, { -14,  -15}, { -30,  -14},
    { -36,    5}, { -26,   -1}, { -36,   10}, { -15,  -31}, { -17,    7}, {  14,    1}, {  13,   -4}, { -27,  -12},
    {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0},
});
constexpr Table PST_KNIGHT = diagram({
    { -97,  -58}, { -33,  -15}, { -30,   10}, { -41,   18}, { -33,   13}, { -13,   14}, { -41,  -32}, { -35,   -7},
    { -17,   -3}, { -29,   31}, {  -3,   12}, {  13,   27}, {  13,   -8}, {  25,  -21}, { -43,   23}, {  -4,   -6},
    {  -6,   25}, {   2,    7}, {  71,   10}, {  12,   31}, {  70,    8}, {  71,    8}, {  38,    2}, {  39,  -11},
    {   0,   16}, {  -5,    2}, {  13,   28}, {  28,   35}, {  18,   24}, {  46,    8}, {  40,   -9}, {  82,  -13},
    {  -8,   28}, {  12,    2}, {  17,   19}, {  16,   22}, {  21,   23}, {  18,   26}, {  11,   24}, {   4,    6},
    { -33,  -32}, {  -1,  -10}, {  -2,   -6}, {  11,   23}, {  24,   11}, {  15,  -10}, {  23,  -22}, { -14,  -55},
    { -52,    0}, { -17,   27}, {   1,  -13}, {   6,   -3}, {  11,  -11}, {   9,  -30}, {  19,    0}, {  -6,    5},
    {-118,  -57}, { -32,   -5}, { -24,   16}, {   2,   -8}, {  -3,   -4}, {   1,  -23}, { -18,  -46}, { -61,  -47},
});
constexpr Table PST_BISHOP = diagram({
    { -56,   34}, { -25,   16}, {  11,   17}, { -53,   12}, { -71,   33}, {  12,    3}, {  -1,   27}, { -31,  -66},
    {  -1,    9}, { -15,    5}, { -24,   13}, { -23,   12}, {  -7,   23}, { -20,   -1}, {  34,   13}, { -58,   -7},
    {  -9,  -17}, {  27,   -2}, { -24,   18}, { -36,   11}, {  38,   12}, {  52,   -9}, {  64,  -13}, {  24,  -20},
    { -57,   11}, {  -1,   -1}, {  13,   -2}, {  22,   20}, {  -5,   19}, {  15,    9}, {  -5,   16}, { -13,  -23},
    { -48,   13}, { -12,    6}, {  17,   -2}, {  12,   12}, {  31,    0}, { -21,   26}, {   1,    3}, {  16,  -22},
    { -29,   16}, {  25,  -18}, {  10,   10}, {  21,   -5}, {  11,    9}, {  28,   -9}, {  12,  -12}, {  14,  -22},
    {  17,   11}, {  -1,    0}, {  20,  -15}, {   6,   -7}, {  12,   -7}, {  14,  -20}, {  38,  -12}, {  29,  -35},
    { -29,   -9}, {  26,  -53}, {  -5,  -11}, { -14,  -11}, {  14,    1}, {   9,  -13}, {   3,  -27}, {  -1,   20},
});
constexpr Table PST_ROOK = diagram({
    {  26,   11}, {  21,   18}, { -27,   38}, {   8,   25}, { -10,   27}, {   5,   29}, {   1,   30}, {  -3,   31},
    {  25,   -4}, {   3,    8}, {  42,   -1}, {  35,    1}, {  47,   -5}, {  40,   -4}, {  38,    0}, { -22,   -2},
    { -30,   29}, {  12,   14}, {   6,   20}, {  37,   11}, {   8,    3}, {  45,    7}, {  80,  -11}, {  28,    5},
    {  -6,   21}, { -18,   28}, { -10,   22}, {  15,   11}, {   4,   10}, {  11,    1}, {  51,   -2}, {  -6,   19},
    { -34,   18}, { -24,   13}, {   7,    3}, { -37,   15}, { -24,    7}, { -15,   10}, {  16,  -11}, { -70,   15},
    { -28,    8}, { -32,   -5}, { -26,   11}, { -32,  -10}, { -14,   -2}, { -15,  -13}, { -24,  -29}, { -32,  -12},
    { -61,   -2}, { -17,  -19}, { -36,   -1}, {  13,  -22}, {  11,  -21}, {  16,  -51}, {   1,  -28}, { -27,  -32},
    {  -1,  -27}, {  -4,  -27}, {   9,  -23}, {   9,  -22}, {  16,  -35}, {   9,  -27}, { -24,  -20}, { -11,  -21},
});
constexpr Table PST_QUEEN = diagram({
    {  44,  -15}, {  40,    9}, { -40,    7}, { -40,   15}, {  20,  -24}, {  -9,   -6}, { -18,  -12}, {   6,   29},
    {   7,   10}, { -16,   34}, {  10,   31}, { -18,   75}, {  11,   16}, {  -5,   29}, {  18,   -3}, {  42,  -22},
    {  24,  -18}, {   8,   36}, { -23,   50}, { -28,   36}, {  -1,   31}, {   0,    0}, { -16,    4}, { -40,   -5},
    { -22,   22}, {   5,   17}, {  -3,   76}, {   9,   39}, { -20,   49}, { -27,   42}, { -39,    6}, { -42,  -11},
    { -10,   11}, { -25,   29}, { -13,   74}, {  -3,   31}, {   8,   26}, { -31,   27}, {  18,   -3}, {   9,  -35},
    {   1,   -1}, {  10,   10}, {  -8,   27}, {  10,   10}, {  16,    8}, {  31,    1}, {  18,  -50}, {  -9,  -53},
    { -20,   -2}, { -10,   36}, {  17,  -29}, {  28,  -54}, {  32,  -37}, {  30,  -52}, {  27,  -75}, { -33,  -61},
    {  19, -125}, {  10,  -13}, {  27,  -68}, {  23,  -10}, {  26,  -53}, { -17,  -39}, {  14,  -30}, { -48,  -46},
});
constexpr Table PST_KING = diagram({
    {-102, -159}, { -43,  -90}, {  11,   22}, { -84,   22}, { -14,  -15}, {  10,   37}, {  -1,   37}, {-127, -138},
    { -91,  -65}, { -13,   30}, { -26,   17}, { -69,   -3}, { -18,   10}, { -33,   49}, { -21,   55}, { -60,  -54},
    { -91,    0}, { -63,   31}, { -82,   42}, { -99,   19}, { -96,   34}, {  -9,   34}, { -17,   22}, { -45,   14},
    { -31,   -5}, { -52,   31}, { -80,   28}, { -78,   22}, { -74,   35}, { -82,   34}, {  10,   17}, { -64,   12},
    { -37,  -29}, {   8,    6}, {  17,   -4}, { -39,   16}, { -56,   27}, {  11,   22}, {  -2,    8}, { -45,   -4},
    { -45,  -55}, {  75,  -38}, {  35,   -9}, {  14,   -8}, {  -7,   11}, {  -8,   10}, {  36,   -6}, {  25,  -31},
    { -13,  -27}, {  14,  -13}, {  22,  -23}, { -13,   -6}, {   8,   -7}, {  15,   -3}, {  32,  -13}, {  12,  -27},
    { -55,   25}, { -10,  -15}, {  -6,   -7}, { -59,  -34}, { -24,  -29}, { -45,    0}, {  30,  -38}, {  -6,  -39},
});
// clang-format on

constexpr EvalParams make_params() {
    EvalParams p{};
    p.material[PAWN] = {98, 107};
    p.material[KNIGHT] = {355, 304};
    p.material[BISHOP] = {383, 330};
    p.material[ROOK] = {503, 576};
    p.material[QUEEN] = {1118, 967};
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
        {-35, -93}, {2, -56}, {7, -5}, {22, 4}, {25, 16}, {26, 28}, {30, 27}, {31, 29},
        {60, 12},
    };
    for (int n = 0; n <= 8; ++n)
        p.mobility[KNIGHT][n] = MOBILITY_KNIGHT[n];
    // bishop: 0 .. 13 safe squares
    constexpr Score MOBILITY_BISHOP[] = {
        {-29, -48}, {-22, -13}, {-14, -5}, {-8, 2}, {1, 6}, {6, 17}, {12, 13}, {13, 24},
        {21, 20}, {24, 22}, {50, 10}, {21, 20}, {109, -13}, {46, 11},
    };
    for (int n = 0; n <= 13; ++n)
        p.mobility[BISHOP][n] = MOBILITY_BISHOP[n];
    // rook: 0 .. 14 safe squares
    constexpr Score MOBILITY_ROOK[] = {
        {-11, -26}, {-4, -23}, {0, -12}, {0, 1}, {3, 4}, {7, 15}, {10, 22}, {1, 30},
        {1, 37}, {14, 35}, {3, 43}, {3, 48}, {8, 53}, {32, 45}, {31, 49},
    };
    for (int n = 0; n <= 14; ++n)
        p.mobility[ROOK][n] = MOBILITY_ROOK[n];
    // queen: 0 .. 27 safe squares
    constexpr Score MOBILITY_QUEEN[] = {
        {-12, -24}, {17, -11}, {7, 1}, {5, -21}, {13, -28}, {10, -1}, {13, -3}, {17, 4},
        {17, 20}, {20, 18}, {19, 31}, {20, 40}, {39, 15}, {24, 43}, {24, 46}, {17, 44},
        {18, 49}, {37, 26}, {28, 29}, {21, 45}, {60, 6}, {90, -44}, {60, 7}, {53, -64},
        {37, -6}, {0, -72}, {14, 28}, {-7, -12},
    };
    for (int n = 0; n <= 27; ++n)
        p.mobility[QUEEN][n] = MOBILITY_QUEEN[n];
    p.bishopPair = {22, 63};
    p.rookOpenFile = {39, -13};
    p.rookSemiOpenFile = {8, 19};
    p.rookOnSeventh = {0, 24};
    p.knightOutpost = {31, 8};
    p.bishopOutpost = {47, -3};
    p.doubledPawn = {-2, -5};
    p.isolatedPawn = {-7, -17};
    p.backwardPawn = {-11, -14};
    p.hangingPiece = {13, 18};
    p.connectedPawn[RANK_2] = {-1, -6};
    p.connectedPawn[RANK_3] = {11, 3};
    p.connectedPawn[RANK_4] = {17, 6};
    p.connectedPawn[RANK_5] = {21, 22};
    p.connectedPawn[RANK_6] = {32, 75};
    p.connectedPawn[RANK_7] = {100, 113};
    p.passedPawn[RANK_2] = {-19, 20};
    p.passedPawn[RANK_3] = {-10, 23};
    p.passedPawn[RANK_4] = {-11, 32};
    p.passedPawn[RANK_5] = {19, 53};
    p.passedPawn[RANK_6] = {73, 72};
    p.passedPawn[RANK_7] = {150, 49};
    p.passedFreePath[RANK_2] = {-5, 0};
    p.passedFreePath[RANK_3] = {-11, 7};
    p.passedFreePath[RANK_4] = {-23, 21};
    p.passedFreePath[RANK_5] = {-8, 33};
    p.passedFreePath[RANK_6] = {19, 64};
    p.passedFreePath[RANK_7] = {62, 124};
    p.threatByPawn[KNIGHT] = {48, 35};
    p.threatByPawn[BISHOP] = {47, 53};
    p.threatByPawn[ROOK] = {90, 6};
    p.threatByPawn[QUEEN] = {56, -1};
    p.threatByMinor[KNIGHT] = {23, 38};
    p.threatByMinor[BISHOP] = {32, 19};
    p.threatByMinor[ROOK] = {76, 13};
    p.threatByMinor[QUEEN] = {47, -5};
    p.threatByRook[KNIGHT] = {-2, 21};
    p.threatByRook[BISHOP] = {13, 18};
    p.threatByRook[ROOK] = {0, 0};
    p.threatByRook[QUEEN] = {71, 32};
    p.passedEnemyKingDistance = 14;
    p.passedOwnKingDistance = 10;
    p.shelterNear = 6;
    p.shelterFar = 6;
    p.shelterMissing = -6;
    p.shelterOpen = -4;
    p.stormNear = -8;
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
