// clang-format off
// The weights of the chess evaluation (see eval_params.h for what each means).
// Tuned by tools/texel_tune (Texel's method: weights fitted so that the evaluation predicts game
// results) on 592775 quiet positions of 12000 self-play games, starting from the weights
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

constexpr Table PST_PAWN = diagram({
    {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0},
    { 135,   -6}, {  47,   35}, {  23,   70}, {  89,   48}, { 123,   59}, { 101,   74}, {   9,   66}, {  89,  -61},
    { -22,   13}, {   0,   -5}, {   2,   -8}, { -14,    6}, {   6,   -4}, {  38,   -5}, {  37,    6}, {   3,  -24},
    { -35,    8}, { -27,  -13}, { -33,  -15}, { -20,  -12}, {   0,  -28}, { -16,   -8}, { -39,   -8}, { -20,  -12},
    { -39,    4}, { -40,    0}, { -23,   -8}, { -19,  -21}, { -12,  -20}, {  -6,  -14}, { -34,  -12}, { -28,  -17},
    { -40,   -2}, { -36,   -8}, { -22,  -14}, { -29,    0}, {  -8,  -14}, { -16,   -2}, {  -7,  -17}, { -23,  -17},
    { -34,    1}, { -27,    1}, { -31,    2}, { -16,  -34}, { -18,    9}, {  15,    1}, {  16,   -5}, { -22,  -12},
    {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0},
});
constexpr Table PST_KNIGHT = diagram({
    { -83,  -35}, { -22,    6}, { -43,    3}, { -44,   11}, { -37,   10}, { -14,   -3}, { -32,  -10}, { -14,   14},
    { -26,   -9}, { -12,   21}, {   5,    7}, { -10,   16}, {  21,    4}, {  32,  -17}, { -51,   22}, {  23,  -23},
    { -11,   12}, {   6,    2}, {  50,    7}, {  11,   35}, { 101,    4}, {  57,    7}, {  50,   -7}, {  21,  -26},
    { -20,   17}, {   6,    8}, {  30,   19}, {  43,   33}, {  29,   30}, {  59,   13}, {  51,  -13}, {  77,  -12},
    { -10,   15}, {  19,    2}, {  25,   18}, {  17,   25}, {  33,   24}, {  38,   19}, {  36,    5}, {  16,    3},
    { -44,  -16}, {  -3,  -19}, {  -5,    1}, {   5,   22}, {  21,   11}, {  13,  -11}, {  10,   -8}, {  -4,  -37},
    { -69,   -2}, { -28,   17}, {  -3,   -9}, {  -1,    1}, {   5,   -9}, {   6,  -24}, { -10,   -1}, { -20,   -5},
    {-115,  -72}, { -43,  -12}, { -39,    6}, {   7,  -22}, { -13,    2}, {  -8,  -26}, { -25,  -55}, { -37,  -18},
});
constexpr Table PST_BISHOP = diagram({
    { -62,   17}, { -47,    5}, {  17,   -1}, { -85,   34}, { -96,   33}, {   7,    6}, {   0,    3}, { -16,  -62},
    { -19,   20}, { -25,   12}, { -21,   22}, {  -8,    5}, { -27,   33}, { -35,   13}, {  25,   22}, { -72,    2},
    {  -5,  -26}, {  18,   12}, { -19,   15}, { -24,   19}, {  36,   -4}, {  33,    7}, {  65,  -18}, {   3,  -11},
    { -36,    8}, {   6,   -2}, {  23,    1}, {  35,   16}, {  18,   22}, {  30,    2}, {  15,   19}, { -21,   -6},
    { -51,   -2}, {   1,    1}, {  19,    6}, {  19,   18}, {  35,    4}, {  -1,   24}, {  13,    5}, {  21,  -12},
    { -28,   12}, {  23,  -13}, {  15,    8}, {  18,    5}, {  12,   17}, {  18,   -1}, {  17,  -13}, {  10,  -17},
    {  14,  -13}, {   2,   -8}, {   9,  -11}, {  -2,    0}, {   5,   -2}, {  19,  -18}, {  29,  -19}, {  23,  -46},
    {  -1,  -13}, {  17,  -50}, {  -4,   -9}, { -20,   -1}, {   6,    1}, {   1,  -25}, {  22,  -55}, {  -6,    0},
});
constexpr Table PST_ROOK = diagram({
    {  12,   15}, {  12,   21}, { -35,   37}, {  15,   22}, { -27,   33}, {   3,   21}, {  -9,   30}, {  -6,   31},
    {  15,    0}, {  21,    2}, {  46,   -4}, {  20,    8}, {  42,   -4}, {  56,   -6}, {  39,   -1}, { -22,    2},
    { -26,   30}, {   8,   21}, {  16,   15}, {  25,   13}, {  18,    6}, {  48,    6}, {  90,  -15}, {  35,    5},
    { -18,   24}, { -29,   35}, {  -1,   15}, {  22,    6}, {  14,   12}, {  11,    3}, {  71,  -10}, {  -9,   19},
    { -29,   14}, { -24,   16}, { -10,   13}, { -29,   10}, { -18,    6}, { -11,    6}, {  41,  -13}, { -45,    9},
    { -33,    8}, { -33,    1}, { -33,    4}, { -25,  -11}, {  -9,   -6}, {  -7,  -22}, {  -5,  -36}, { -26,  -25},
    { -72,    5}, { -30,  -16}, { -17,   -7}, {  -1,  -14}, {   5,  -25}, {  -5,  -43}, {   1,  -31}, { -33,  -34},
    {  -9,  -29}, {  -9,  -27}, {   5,  -24}, {   5,  -25}, {  12,  -38}, {   7,  -31}, { -28,  -19}, { -15,  -26},
});
constexpr Table PST_QUEEN = diagram({
    {  53,  -38}, {  36,  -15}, { -47,   20}, { -45,   31}, {  37,  -40}, {  -4,    4}, { -28,   -9}, {  28,   41},
    {  10,   -1}, {   0,   23}, {  -8,   47}, { -14,   76}, {  -8,   22}, { -11,   40}, {  41,    2}, {  65,  -35},
    {   6,  -32}, {  22,   23}, { -11,   56}, { -31,   55}, {  10,   48}, {   5,   15}, { -15,   17}, { -46,    8},
    { -14,   16}, {  13,    6}, {  10,   60}, {  27,   33}, {  -5,   56}, { -20,   30}, { -30,   22}, { -41,    2},
    {  -9,   11}, { -23,   32}, {  -2,   64}, {  -8,   48}, {  14,   19}, { -23,   32}, {  21,  -12}, {   0,  -39},
    {  -7,  -16}, {   7,   -9}, { -10,   28}, {   4,   23}, {  16,    7}, {  13,   -8}, {   7,  -40}, { -10,  -38},
    { -27,   21}, { -22,   23}, {   9,  -38}, {  16,  -48}, {  19,  -34}, {  28,  -64}, {  16,  -70}, { -28,  -51},
    {  23, -135}, {  -1,  -31}, {  11,  -51}, {  10,  -15}, {   9,  -45}, { -13,  -70}, {  -5,  -57}, { -43,  -45},
});
constexpr Table PST_KING = diagram({
    {-104, -148}, { -35,  -90}, {  15,    2}, {-101,    0}, { -12,  -34}, {  24,   34}, {   6,   18}, {-148, -173},
    {-112,  -54}, {   9,   36}, { -11,   18}, { -57,  -13}, {   7,    4}, { -32,   43}, { -33,   42}, { -78,  -65},
    {-120,  -17}, { -68,   27}, { -82,   43}, {-114,   20}, {-113,   37}, {  12,   34}, {  -7,   20}, { -42,   10},
    { -18,  -16}, { -49,   32}, { -94,   35}, { -86,   26}, { -64,   41}, {-101,   38}, {  34,   12}, { -47,    9},
    { -18,  -20}, {   5,    5}, {  41,    5}, { -22,   16}, { -69,   34}, {  16,   22}, {   9,    8}, { -47,    4},
    { -35,  -49}, {  91,  -33}, {  55,   -7}, {  19,   -7}, {  20,    9}, {  -3,   14}, {  44,   -4}, {   4,  -19},
    { -21,  -20}, {   1,    1}, {  23,  -17}, {  -8,   -5}, {   6,   -1}, {  18,    0}, {  32,   -6}, {  13,  -24},
    { -95,   17}, { -22,    2}, {  -9,   -1}, { -59,  -27}, { -22,  -23}, { -46,   -2}, {  25,  -34}, {  -5,  -27},
});

constexpr EvalParams make_params() {
    EvalParams p{};
    p.material[PAWN] = {99, 109};
    p.material[KNIGHT] = {363, 300};
    p.material[BISHOP] = {393, 336};
    p.material[ROOK] = {519, 580};
    p.material[QUEEN] = {1173, 955};
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
        {-19, -97}, {14, -57}, {17, -7}, {26, 5}, {28, 14}, {27, 26}, {30, 26}, {32, 25},
        {55, 11},
    };
    for (int n = 0; n <= 8; ++n)
        p.mobility[KNIGHT][n] = MOBILITY_KNIGHT[n];
    // bishop: 0 .. 13 safe squares
    constexpr Score MOBILITY_BISHOP[] = {
        {-24, -43}, {-20, -3}, {-8, 3}, {-1, 8}, {6, 12}, {13, 17}, {17, 17}, {19, 25},
        {24, 21}, {26, 21}, {38, 11}, {22, 19}, {140, -28}, {39, 21},
    };
    for (int n = 0; n <= 13; ++n)
        p.mobility[BISHOP][n] = MOBILITY_BISHOP[n];
    // rook: 0 .. 14 safe squares
    constexpr Score MOBILITY_ROOK[] = {
        {-9, -40}, {-4, -18}, {1, -7}, {4, 1}, {4, 8}, {9, 17}, {11, 23}, {8, 26},
        {5, 38}, {11, 37}, {5, 44}, {3, 49}, {-3, 58}, {32, 46}, {26, 47},
    };
    for (int n = 0; n <= 14; ++n)
        p.mobility[ROOK][n] = MOBILITY_ROOK[n];
    // queen: 0 .. 27 safe squares
    constexpr Score MOBILITY_QUEEN[] = {
        {-12, -24}, {10, 8}, {3, 35}, {7, 8}, {16, -10}, {15, 19}, {17, 10}, {20, 19},
        {21, 21}, {21, 37}, {22, 40}, {25, 43}, {40, 25}, {28, 45}, {29, 47}, {25, 47},
        {20, 51}, {33, 36}, {45, 23}, {35, 35}, {73, -6}, {132, -78}, {91, -26}, {88, -99},
        {52, -34}, {14, -109}, {10, 11}, {-25, -50},
    };
    for (int n = 0; n <= 27; ++n)
        p.mobility[QUEEN][n] = MOBILITY_QUEEN[n];
    p.bishopPair = {24, 59};
    p.rookOpenFile = {39, -11};
    p.rookSemiOpenFile = {7, 21};
    p.rookOnSeventh = {3, 19};
    p.knightOutpost = {23, 8};
    p.bishopOutpost = {43, 1};
    p.minorBehindPawn = {7, 15};
    p.bishopPawns = {0, -8};
    p.doubledPawn = {-6, -8};
    p.isolatedPawn = {-8, -13};
    p.backwardPawn = {-9, -14};
    p.hangingPiece = {23, -6};
    p.threatByKing = {31, 45};
    p.pawnPushThreat = {18, 12};
    p.restrictedSquare = {7, -1};
    p.knightOnQueen = {12, -22};
    p.sliderOnQueen = {13, 13};
    p.pawnlessFlank = {-31, -33};
    p.connectedPawn[RANK_2] = {0, -6};
    p.connectedPawn[RANK_3] = {6, 6};
    p.connectedPawn[RANK_4] = {14, 8};
    p.connectedPawn[RANK_5] = {23, 21};
    p.connectedPawn[RANK_6] = {25, 74};
    p.connectedPawn[RANK_7] = {89, 97};
    p.passedPawn[RANK_2] = {-14, 18};
    p.passedPawn[RANK_3] = {-12, 21};
    p.passedPawn[RANK_4] = {-17, 33};
    p.passedPawn[RANK_5] = {20, 52};
    p.passedPawn[RANK_6] = {72, 71};
    p.passedPawn[RANK_7] = {163, 41};
    p.passedFreePath[RANK_2] = {-10, 1};
    p.passedFreePath[RANK_3] = {-13, 7};
    p.passedFreePath[RANK_4] = {-14, 16};
    p.passedFreePath[RANK_5] = {-14, 33};
    p.passedFreePath[RANK_6] = {-4, 68};
    p.passedFreePath[RANK_7] = {45, 151};
    p.threatByPawn[KNIGHT] = {58, 42};
    p.threatByPawn[BISHOP] = {48, 65};
    p.threatByPawn[ROOK] = {81, 24};
    p.threatByPawn[QUEEN] = {72, -15};
    p.threatByMinor[KNIGHT] = {24, 32};
    p.threatByMinor[BISHOP] = {31, 27};
    p.threatByMinor[ROOK] = {70, 29};
    p.threatByMinor[QUEEN] = {50, -14};
    p.threatByRook[KNIGHT] = {-1, 25};
    p.threatByRook[BISHOP] = {13, 19};
    p.threatByRook[ROOK] = {0, 0};
    p.threatByRook[QUEEN] = {48, 32};
    p.passedEnemyKingDistance = 13;
    p.passedOwnKingDistance = 9;
    p.shelterNear = 6;
    p.shelterFar = 7;
    p.shelterMissing = -5;
    p.shelterOpen = -1;
    p.stormNear = -12;
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
