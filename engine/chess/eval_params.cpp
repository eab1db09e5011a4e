// The weights of the chess evaluation (see eval_params.h for what each means), set by hand from chess
// principles and kept where self-play matches measured them no worse (docs/evaluation.md).
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
    {  50,   70}, {  60,   70}, {  60,   65}, {  65,   60}, {  65,   60}, {  60,   65}, {  60,   70}, {  50,   70},
    {  15,   40}, {  20,   40}, {  30,   35}, {  40,   30}, {  40,   30}, {  30,   35}, {  20,   40}, {  15,   40},
    {   0,   15}, {   5,   15}, {  10,   10}, {  25,    5}, {  25,    5}, {  10,   10}, {   5,   15}, {   0,   15},
    {  -5,    5}, {   0,    5}, {   5,    0}, {  20,   -5}, {  20,   -5}, {   5,    0}, {   0,    5}, {  -5,    5},
    {  -5,    0}, {   0,    0}, {   0,   -5}, {   5,    0}, {   5,    0}, {  -5,   -5}, {   0,    0}, {  -5,    0},
    {  -5,    0}, {   5,    0}, {   0,    5}, { -15,    5}, { -15,    5}, {  10,    5}, {  10,    0}, {  -5,    0},
    {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0},
});
constexpr Table PST_KNIGHT = diagram({
    { -70,  -50}, { -40,  -35}, { -30,  -25}, { -25,  -20}, { -25,  -20}, { -30,  -25}, { -40,  -35}, { -70,  -50},
    { -35,  -30}, { -20,  -15}, {   0,   -5}, {   5,    0}, {   5,    0}, {   0,   -5}, { -20,  -15}, { -35,  -30},
    { -20,  -20}, {   5,   -5}, {  15,   10}, {  20,   15}, {  20,   15}, {  15,   10}, {   5,   -5}, { -20,  -20},
    { -15,  -15}, {  10,    0}, {  20,   15}, {  30,   20}, {  30,   20}, {  20,   15}, {  10,    0}, { -15,  -15},
    { -15,  -15}, {   5,    0}, {  15,   15}, {  25,   20}, {  25,   20}, {  15,   15}, {   5,    0}, { -15,  -15},
    { -20,  -20}, {   0,   -5}, {  10,    5}, {  10,   10}, {  10,   10}, {  10,    5}, {   0,   -5}, { -20,  -20},
    { -30,  -30}, { -15,  -15}, {   0,   -5}, {   5,    0}, {   5,    0}, {   0,   -5}, { -15,  -15}, { -30,  -30},
    { -60,  -50}, { -25,  -35}, { -25,  -25}, { -20,  -20}, { -20,  -20}, { -25,  -25}, { -25,  -35}, { -60,  -50},
});
constexpr Table PST_BISHOP = diagram({
    { -25,  -15}, { -10,  -10}, { -10,  -10}, { -10,   -5}, { -10,   -5}, { -10,  -10}, { -10,  -10}, { -25,  -15},
    { -15,  -10}, {   0,   -5}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,   -5}, { -15,  -10},
    { -10,  -10}, {   5,    0}, {  10,    5}, {  10,    5}, {  10,    5}, {  10,    5}, {   5,    0}, { -10,  -10},
    { -10,   -5}, {  10,    0}, {  10,    5}, {  15,   10}, {  15,   10}, {  10,    5}, {  10,    0}, { -10,   -5},
    { -10,   -5}, {   5,    0}, {  15,    5}, {  15,   10}, {  15,   10}, {  15,    5}, {   5,    0}, { -10,   -5},
    {  -5,  -10}, {  10,    0}, {  10,    5}, {  10,    5}, {  10,    5}, {  10,    5}, {  10,    0}, {  -5,  -10},
    { -10,  -10}, {  15,   -5}, {   5,    0}, {   5,    0}, {   5,    0}, {   5,    0}, {  15,   -5}, { -10,  -10},
    { -20,  -15}, { -10,  -10}, { -15,  -10}, { -10,   -5}, { -10,   -5}, { -15,  -10}, { -10,  -10}, { -20,  -15},
});
constexpr Table PST_ROOK = diagram({
    {  10,   10}, {  10,   10}, {  10,   10}, {  15,   10}, {  15,   10}, {  10,   10}, {  10,   10}, {  10,   10},
    {  20,   15}, {  25,   15}, {  25,   15}, {  25,   15}, {  25,   15}, {  25,   15}, {  25,   15}, {  20,   15},
    {   0,    5}, {   5,    5}, {   5,    5}, {   5,    5}, {   5,    5}, {   5,    5}, {   5,    5}, {   0,    5},
    {  -5,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {  -5,    0},
    { -10,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, {   0,    0}, { -10,    0},
    { -15,   -5}, {  -5,   -5}, {   0,   -5}, {   0,   -5}, {   0,   -5}, {   0,   -5}, {  -5,   -5}, { -15,   -5},
    { -20,  -10}, { -10,  -10}, {  -5,   -5}, {   0,   -5}, {   0,   -5}, {  -5,   -5}, { -10,  -10}, { -20,  -10},
    {  -5,  -10}, {  -5,   -5}, {   0,    0}, {  10,    0}, {  10,    0}, {   5,    0}, {  -5,   -5}, {  -5,  -10},
});
constexpr Table PST_QUEEN = diagram({
    { -20,  -20}, { -10,  -10}, { -10,   -5}, {  -5,    0}, {  -5,    0}, { -10,   -5}, { -10,  -10}, { -20,  -20},
    { -10,  -10}, { -10,    0}, {   0,    5}, {   0,   10}, {   0,   10}, {   0,    5}, { -10,    0}, { -10,  -10},
    { -10,   -5}, {   0,    5}, {   5,   10}, {   5,   15}, {   5,   15}, {   5,   10}, {   0,    5}, { -10,   -5},
    {  -5,    0}, {   0,   10}, {   5,   15}, {   5,   20}, {   5,   20}, {   5,   15}, {   0,   10}, {  -5,    0},
    {  -5,    0}, {   0,   10}, {   5,   15}, {   5,   20}, {   5,   20}, {   5,   15}, {   0,   10}, {  -5,    0},
    { -10,   -5}, {   5,    5}, {   5,   10}, {   5,   15}, {   5,   15}, {   5,   10}, {   0,    5}, { -10,   -5},
    { -10,  -10}, {   0,    0}, {   5,    5}, {   5,   10}, {   0,   10}, {   0,    5}, {   0,    0}, { -10,  -10},
    { -20,  -20}, { -10,  -10}, { -10,   -5}, {   0,    0}, {  -5,    0}, { -10,   -5}, { -10,  -10}, { -20,  -20},
});
constexpr Table PST_KING = diagram({
    { -60,  -60}, { -60,  -40}, { -60,  -30}, { -70,  -25}, { -70,  -25}, { -60,  -30}, { -60,  -40}, { -60,  -60},
    { -50,  -30}, { -50,  -10}, { -55,    0}, { -60,    5}, { -60,    5}, { -55,    0}, { -50,  -10}, { -50,  -30},
    { -45,  -20}, { -45,    5}, { -50,   20}, { -55,   25}, { -55,   25}, { -50,   20}, { -45,    5}, { -45,  -20},
    { -40,  -20}, { -40,    5}, { -45,   25}, { -50,   35}, { -50,   35}, { -45,   25}, { -40,    5}, { -40,  -20},
    { -30,  -25}, { -35,    0}, { -35,   20}, { -45,   30}, { -45,   30}, { -35,   20}, { -35,    0}, { -30,  -25},
    { -15,  -30}, { -20,   -5}, { -25,   10}, { -30,   15}, { -30,   15}, { -25,   10}, { -20,   -5}, { -15,  -30},
    {  10,  -35}, {  10,  -15}, {  -5,   -5}, { -20,    0}, { -20,    0}, { -10,   -5}, {  10,  -15}, {  10,  -35},
    {  15,  -55}, {  30,  -40}, {  10,  -30}, { -10,  -25}, {   0,  -25}, {  -5,  -30}, {  30,  -40}, {  20,  -55},
});
// clang-format on

constexpr EvalParams make_params() {
    EvalParams p{};
    p.material[PAWN] = {85, 105};
    p.material[KNIGHT] = {330, 300};
    p.material[BISHOP] = {350, 315};
    p.material[ROOK] = {470, 530};
    p.material[QUEEN] = {1000, 960};
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
        {-16, -16}, {-12, -12}, {-8, -8}, {-4, -4}, {0, 0}, {4, 4}, {8, 8}, {12, 12}, {16, 16},
    };
    for (int n = 0; n <= 8; ++n)
        p.mobility[KNIGHT][n] = MOBILITY_KNIGHT[n];
    // bishop: 0 .. 13 safe squares
    constexpr Score MOBILITY_BISHOP[] = {
        {-30, -30}, {-25, -25}, {-20, -20}, {-15, -15}, {-10, -10}, {-5, -5}, {0, 0}, {5, 5}, {10, 10}, {15, 15},
        {20, 20}, {25, 25}, {30, 30}, {35, 35},
    };
    for (int n = 0; n <= 13; ++n)
        p.mobility[BISHOP][n] = MOBILITY_BISHOP[n];
    // rook: 0 .. 14 safe squares
    constexpr Score MOBILITY_ROOK[] = {
        {-12, -24}, {-10, -20}, {-8, -16}, {-6, -12}, {-4, -8}, {-2, -4}, {0, 0}, {2, 4}, {4, 8}, {6, 12}, {8, 16},
        {10, 20}, {12, 24}, {14, 28}, {16, 32},
    };
    for (int n = 0; n <= 14; ++n)
        p.mobility[ROOK][n] = MOBILITY_ROOK[n];
    // queen: 0 .. 27 safe squares
    constexpr Score MOBILITY_QUEEN[] = {
        {-12, -24}, {-11, -22}, {-10, -20}, {-9, -18}, {-8, -16}, {-7, -14}, {-6, -12}, {-5, -10}, {-4, -8},
        {-3, -6}, {-2, -4}, {-1, -2}, {0, 0}, {1, 2}, {2, 4}, {3, 6}, {4, 8}, {5, 10}, {6, 12}, {7, 14}, {8, 16},
        {9, 18}, {10, 20}, {11, 22}, {12, 24}, {13, 26}, {14, 28}, {15, 30},
    };
    for (int n = 0; n <= 27; ++n)
        p.mobility[QUEEN][n] = MOBILITY_QUEEN[n];
    p.bishopPair = {30, 50};
    p.rookOpenFile = {25, 10};
    p.rookSemiOpenFile = {12, 5};
    p.rookOnSeventh = {10, 25};
    p.knightOutpost = {25, 15};
    p.bishopOutpost = {12, 6};
    p.doubledPawn = {-10, -25};
    p.isolatedPawn = {-12, -15};
    p.backwardPawn = {-8, -10};
    p.hangingPiece = {25, 20};
    p.connectedPawn[RANK_2] = {4, 2};
    p.connectedPawn[RANK_3] = {6, 4};
    p.connectedPawn[RANK_4] = {10, 8};
    p.connectedPawn[RANK_5] = {18, 16};
    p.connectedPawn[RANK_6] = {30, 30};
    p.connectedPawn[RANK_7] = {50, 50};
    p.passedPawn[RANK_2] = {0, 5};
    p.passedPawn[RANK_3] = {5, 10};
    p.passedPawn[RANK_4] = {10, 25};
    p.passedPawn[RANK_5] = {25, 45};
    p.passedPawn[RANK_6] = {45, 75};
    p.passedPawn[RANK_7] = {75, 110};
    p.passedFreePath[RANK_2] = {0, 0};
    p.passedFreePath[RANK_3] = {0, 0};
    p.passedFreePath[RANK_4] = {2, 5};
    p.passedFreePath[RANK_5] = {4, 10};
    p.passedFreePath[RANK_6] = {6, 15};
    p.passedFreePath[RANK_7] = {8, 20};
    p.threatByPawn[KNIGHT] = {50, 40};
    p.threatByPawn[BISHOP] = {50, 40};
    p.threatByPawn[ROOK] = {70, 50};
    p.threatByPawn[QUEEN] = {80, 60};
    p.threatByMinor[KNIGHT] = {10, 10};
    p.threatByMinor[BISHOP] = {10, 10};
    p.threatByMinor[ROOK] = {40, 35};
    p.threatByMinor[QUEEN] = {45, 45};
    p.threatByRook[KNIGHT] = {5, 10};
    p.threatByRook[BISHOP] = {5, 10};
    p.threatByRook[QUEEN] = {40, 30};
    p.passedEnemyKingDistance = 4;
    p.passedOwnKingDistance = 2;
    p.shelterNear = 12;
    p.shelterFar = 6;
    p.shelterMissing = -15;
    p.shelterOpen = -10;
    p.stormNear = -8;
    p.kingAttackMax = 450;
    p.tempo = 12;
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
