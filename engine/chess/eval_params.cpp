// The weights of the chess evaluation (see eval_params.h for what each means).
// Tuned by tools/texel_tune (Texel's method: weights fitted so that the evaluation predicts game
// results) on 192280 quiet positions of 4069 self-play games, starting from the hand-set
// weights; the run and its measurements are in docs/evaluation.md.
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
    {  67,   42}, {  63,   85}, {  46,   79}, {  63,   35}, {  78,   71}, {  30,   24}, {  25,   72}, {   4,    6},
    { -16,   22}, { -32,   10}, { -23,    7}, {  15,   20}, { -10,  -12}, {  55,    3}, {  60,    0}, {   2,  -18},
    { -25,    0}, {  -5,  -22}, { -16,  -15}, { -14,  -24}, {  -4,  -24}, {  21,  -18}, { -12,  -11}, {  18,  -31},
    { -35,    2}, { -25,  -17}, { -27,  -14}, {   6,  -28}, {  -9,  -28}, { -12,  -16}, {  -6,  -21}, { -25,  -16},
    { -41,   -4}, { -36,  -13}, { -26,  -21}, { -27,  -17}, { -10,  -13}, { -15,  -16}, {  -3,  -30}, { -34,  -14},
    { -27,    1}, { -31,    2}, { -23,   -2}, {  17,  -48}, {  -4,   10}, {   4,    5}, {  22,  -14}, { -35,   -7},
    {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0},
});
constexpr Table PST_KNIGHT = diagram({
    { -64,  -45}, { -34,  -30}, {  -4,    8}, { -61,   -9}, {   9,   13}, { -24,  -20}, { -34,  -30}, { -64,  -45},
    {   0,   -8}, { -51,   16}, { -45,   39}, {  44,    5}, { -17,  -26}, {  49,   23}, { -61,  -11}, { -29,  -25},
    { -34,   22}, {  46,    8}, {  23,    6}, {   4,   23}, {  15,   26}, {  72,  -26}, {  54,   11}, {   6,   29},
    { -27,    6}, {  12,   17}, {  10,   36}, {  37,   29}, {  24,   31}, {  56,    8}, {  12,    2}, {  34,  -14},
    {  10,    2}, {  23,  -11}, {  26,   27}, {   8,   16}, {  20,   33}, {  -7,   41}, {  -6,  -10}, {  26,   24},
    {  -5,  -37}, {  21,  -32}, {   8,   -1}, {  35,    3}, {   5,   25}, {  17,   -8}, { -16,  -11}, { -18,  -29},
    { -11,  -46}, {  -2,   25}, {  -5,   -8}, {  28,    5}, {  17,   -2}, {  26,  -16}, {  -6,  -15}, {   7,  -26},
    { -93,  -13}, { -23,   -6}, { -24,    9}, {   2,   18}, {   1,   -9}, {   5,    3}, {  11,    3}, { -54,  -45},
});
constexpr Table PST_BISHOP = diagram({
    { -42,   26}, {   1,  -34}, { -32,   11}, {  10,   11}, { -38,   23}, {  -6,   22}, {  10,    8}, { -25,  -17},
    {  23,  -13}, { -20,   -3}, {  -9,   22}, { -42,   23}, {   3,    0}, {  36,  -12}, { -10,  -28}, { -62,   32},
    { -29,    4}, { -23,    2}, { -35,   41}, {  12,   24}, { -22,  -22}, {  45,   22}, {  33,    5}, {   2,  -12},
    {  -6,   -1}, {  -7,   10}, {  15,   -3}, {  -8,   20}, {  25,    1}, {  27,  -17}, {  -6,   -9}, { -22,   13},
    { -27,  -21}, {   6,  -10}, { -10,   14}, {  29,   26}, {  24,    4}, {   3,   -1}, { -16,   18}, {  25,  -37},
    {   9,    6}, { -13,   12}, {  20,   -7}, {  23,    3}, {  21,    2}, {  15,   -3}, {  23,    2}, {  26,  -12},
    {   5,  -33}, {  -6,   -9}, {  26,  -28}, {   5,   -6}, {  13,   -7}, {  47,  -16}, {  18,    2}, {  19,   36},
    { -63,   29}, {  43,  -41}, {  11,   -7}, { -29,   14}, {  25,  -17}, {  -4,    4}, { -53,  -23}, { -20,  -17},
});
constexpr Table PST_ROOK = diagram({
    {  45,   -7}, { -21,   18}, { -39,   24}, { -14,   19}, {  36,   19}, { -13,   21}, {  48,    9}, {  -9,   17},
    {  27,    6}, {  11,    5}, {  37,  -10}, {  52,  -10}, {  38,    9}, {  53,   10}, {  65,    0}, {  28,    2},
    {  15,    8}, {  24,    2}, {  25,    7}, {  35,    3}, { -23,   20}, {   5,   -1}, {  40,   10}, {  23,   11},
    {  27,    2}, { -37,   29}, {  15,   17}, {  -1,    7}, {   1,   19}, { -15,   11}, {  -1,   20}, { -24,   11},
    { -30,   14}, { -20,    2}, { -51,   13}, {  -1,    0}, {  23,  -15}, {   0,    6}, { -44,   23}, { -51,   18},
    {  -1,  -33}, { -20,  -16}, { -11,   -3}, { -29,   10}, {   8,  -17}, { -21,  -26}, { -16,   -7}, { -36,   -7},
    { -25,   -5}, { -13,  -14}, { -29,    3}, { -32,   -8}, {   4,  -21}, { -15,  -26}, { -11,   -7}, {  -4,  -26},
    {  -7,  -15}, {  -2,  -24}, {  -1,  -12}, {   0,  -19}, {  15,  -33}, {   8,  -25}, {   8,  -14}, { -23,  -24},
});
constexpr Table PST_QUEEN = diagram({
    {  -9,  -22}, {  -2,   23}, { -18,  -11}, {   0,   -1}, {  15,   -5}, {  14,    5}, {  -5,    3}, { -39,  -12},
    {  -6,   26}, {  -9,   29}, {  29,  -31}, { -27,   49}, {  -6,   -8}, {  34,    9}, { -30,   18}, {  -7,   20},
    {  11,   30}, {  19,   24}, {   2,   37}, {   6,  -10}, {  -8,   15}, {  45,    0}, { -40,  -44}, { -39,  -26},
    {  24,    6}, {   4,   26}, {  29,   21}, {   8,   40}, {  -4,    8}, { -14,  -13}, { -32,  -25}, { -31,  -17},
    {  -4,   38}, {  -1,   30}, {  11,   17}, {  -3,   34}, {  30,   -3}, { -16,   11}, {  -5,  -21}, { -12,  -17},
    {   6,  -18}, {  -1,   45}, {  16,   -2}, {  -2,   38}, {  12,   24}, {   6,    5}, {  -8,   -5}, {   8,  -58},
    {  20,  -34}, { -21,   24}, {  15,  -24}, {  14,  -10}, {  13,   -8}, {   7,    0}, {  25,  -47}, { -50,  -62},
    { -19,  -78}, {  13,   16}, {  15,  -26}, {  21,   -5}, {  29,  -13}, { -10,   -2}, { -12,  -17}, { -22,  -27},
});
constexpr Table PST_KING = diagram({
    { -78, -110}, { -41,  -58}, { -34,    2}, { -68,   11}, { -44,  -59}, { -28,    6}, { -31,    0}, { -60,  -60},
    { -31,    3}, { -57,   17}, { -43,    6}, { -81,   -1}, { -65,    7}, { -28,   40}, { -10,   41}, { -27,  -14},
    { -41,   22}, { -33,   38}, { -85,   25}, { -62,   37}, { -87,   26}, { -25,   63}, {   2,   53}, { -23,   15},
    { -61,  -24}, { -12,    1}, { -89,  -11}, { -76,   25}, { -97,   30}, { -40,   37}, { -21,   36}, { -69,   14},
    { -71,  -74}, { -42,  -34}, { -43,   -4}, { -65,    7}, { -81,   21}, { -53,   29}, {   9,   -1}, { -49,   -3},
    { -40,  -45}, {  27,  -35}, {  23,  -11}, { -23,   -9}, { -70,    9}, {  15,   -5}, {  -2,  -14}, {  19,  -32},
    {   9,  -26}, {  53,  -32}, {  42,  -29}, {   5,  -24}, {  23,  -24}, {  16,  -13}, {  19,  -27}, {   3,  -21},
    { -32,  -49}, {  41,  -53}, {  36,  -15}, { -21,  -50}, {   1,  -48}, { -26,  -32}, {  11,  -50}, {  -7,  -51},
});
// clang-format on

constexpr EvalParams make_params() {
    EvalParams p{};
    p.material[PAWN] = {81, 111};
    p.material[KNIGHT] = {346, 313};
    p.material[BISHOP] = {366, 339};
    p.material[ROOK] = {487, 582};
    p.material[QUEEN] = {1045, 978};
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
        {-49, -55}, {-4, -17}, {10, -6}, {14, 10}, {19, 16}, {27, 24}, {31, 30}, {32, 31},
        {42, 7},
    };
    for (int n = 0; n <= 8; ++n)
        p.mobility[KNIGHT][n] = MOBILITY_KNIGHT[n];
    // bishop: 0 .. 13 safe squares
    constexpr Score MOBILITY_BISHOP[] = {
        {-27, -60}, {-31, -27}, {-13, -4}, {-4, -4}, {0, 8}, {4, 19}, {5, 18}, {13, 29},
        {14, 24}, {13, 35}, {32, 26}, {45, 22}, {55, -7}, {63, 13},
    };
    for (int n = 0; n <= 13; ++n)
        p.mobility[BISHOP][n] = MOBILITY_BISHOP[n];
    // rook: 0 .. 14 safe squares
    constexpr Score MOBILITY_ROOK[] = {
        {-6, -42}, {-5, -17}, {-8, 0}, {6, -5}, {3, 3}, {7, 13}, {12, 8}, {9, 21},
        {5, 28}, {1, 35}, {2, 43}, {6, 49}, {-8, 61}, {-5, 53}, {24, 51},
    };
    for (int n = 0; n <= 14; ++n)
        p.mobility[ROOK][n] = MOBILITY_ROOK[n];
    // queen: 0 .. 27 safe squares
    constexpr Score MOBILITY_QUEEN[] = {
        {-12, -24}, {-12, -40}, {-6, -51}, {-5, -48}, {4, -33}, {8, -47}, {11, -20}, {6, 6},
        {9, 8}, {9, 25}, {8, 32}, {19, 10}, {22, 19}, {8, 43}, {7, 34}, {-4, 51},
        {9, 45}, {5, 43}, {38, 19}, {43, 44}, {56, 14}, {38, 18}, {8, 7}, {7, -7},
        {-2, -12}, {8, -8}, {14, 28}, {15, 30},
    };
    for (int n = 0; n <= 27; ++n)
        p.mobility[QUEEN][n] = MOBILITY_QUEEN[n];
    p.bishopPair = {27, 58};
    p.rookOpenFile = {35, -4};
    p.rookSemiOpenFile = {6, 29};
    p.rookOnSeventh = {31, 1};
    p.knightOutpost = {27, 8};
    p.bishopOutpost = {46, -10};
    p.doubledPawn = {0, -9};
    p.isolatedPawn = {-6, -12};
    p.backwardPawn = {-5, -16};
    p.hangingPiece = {6, 22};
    p.connectedPawn[RANK_2] = {2, -9};
    p.connectedPawn[RANK_3] = {16, 1};
    p.connectedPawn[RANK_4] = {19, 6};
    p.connectedPawn[RANK_5] = {21, 20};
    p.connectedPawn[RANK_6] = {58, 54};
    p.connectedPawn[RANK_7] = {94, 105};
    p.passedPawn[RANK_2] = {-12, 27};
    p.passedPawn[RANK_3] = {-25, 30};
    p.passedPawn[RANK_4] = {-10, 23};
    p.passedPawn[RANK_5] = {25, 49};
    p.passedPawn[RANK_6] = {41, 68};
    p.passedPawn[RANK_7] = {91, 100};
    p.passedFreePath[RANK_2] = {3, 5};
    p.passedFreePath[RANK_3] = {-15, 21};
    p.passedFreePath[RANK_4] = {-24, 28};
    p.passedFreePath[RANK_5] = {-18, 38};
    p.passedFreePath[RANK_6] = {43, 59};
    p.passedFreePath[RANK_7] = {34, 62};
    p.threatByPawn[KNIGHT] = {72, 20};
    p.threatByPawn[BISHOP] = {42, 25};
    p.threatByPawn[ROOK] = {56, 11};
    p.threatByPawn[QUEEN] = {41, 19};
    p.threatByMinor[KNIGHT] = {23, 25};
    p.threatByMinor[BISHOP] = {15, 31};
    p.threatByMinor[ROOK] = {60, 15};
    p.threatByMinor[QUEEN] = {50, 11};
    p.threatByRook[KNIGHT] = {25, 2};
    p.threatByRook[BISHOP] = {4, 26};
    p.threatByRook[ROOK] = {0, 0};
    p.threatByRook[QUEEN] = {69, -13};
    p.passedEnemyKingDistance = 12;
    p.passedOwnKingDistance = 8;
    p.shelterNear = 14;
    p.shelterFar = 10;
    p.shelterMissing = 2;
    p.shelterOpen = -16;
    p.stormNear = -2;
    p.kingAttackMax = 450;
    p.tempo = 13;
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
