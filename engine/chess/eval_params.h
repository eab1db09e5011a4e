// The weights of the chess evaluation (engine/chess/evaluate.cpp), every one a middlegame and an endgame value
// in centipawns, first set by hand from chess principles, then fitted by tools/texel_tune (docs/evaluation.md).
// The evaluation reads them through EvalParams, so that the tuner can vary them without recompiling.
#pragma once

#include "engine/chess/types.h"

namespace littletable::chess {

/// A middlegame and an endgame value in centipawns, blended by the game phase.
struct Score {
    int mg = 0;
    int eg = 0;
    constexpr Score operator+(Score o) const { return {mg + o.mg, eg + o.eg}; }
    constexpr Score operator-(Score o) const { return {mg - o.mg, eg - o.eg}; }
    constexpr Score operator-() const { return {-mg, -eg}; }
    constexpr Score operator*(int k) const { return {mg * k, eg * k}; }
    constexpr Score& operator+=(Score o) { return *this = *this + o; }
    constexpr Score& operator-=(Score o) { return *this = *this - o; }
    constexpr bool operator==(const Score&) const = default;
};

/// Every weight of the evaluation. Tables by rank are indexed by the rank relative to the piece's owner
/// (index 1 = its second rank); piece-square tables by square from White's side (a1 = 0), mirrored for Black.
struct EvalParams {
    Score material[PIECE_TYPE_NB];
    Score pst[PIECE_TYPE_NB][SQUARE_NB];
    /// Per safe target square (not our piece, not attacked by an enemy pawn) by piece type, over the count.
    Score mobility[PIECE_TYPE_NB][28];

    Score bishopPair;
    Score rookOpenFile, rookSemiOpenFile, rookOnSeventh;
    Score knightOutpost, bishopOutpost; ///< on a square our pawn guards and no enemy pawn can ever attack
    Score minorBehindPawn; ///< a knight or bishop with a pawn (either side's) just in front of it
    Score bishopPawns; ///< per bishop, per own pawn on squares of the bishop's colour

    Score doubledPawn, isolatedPawn, backwardPawn;
    Score connectedPawn[RANK_NB]; ///< side by side or guarded by a pawn, by rank
    Score passedPawn[RANK_NB];
    Score passedFreePath[RANK_NB]; ///< its stop square empty and not attacked by the enemy
    /// Endgame, per rank weight of the passed pawn: per square of distance of the enemy king and of ours to
    /// the stop square.
    int passedEnemyKingDistance, passedOwnKingDistance;

    Score threatByPawn[PIECE_TYPE_NB]; ///< our pawn attacks an enemy piece of this type
    Score threatByMinor[PIECE_TYPE_NB]; ///< our knight or bishop attacks it
    Score threatByRook[PIECE_TYPE_NB];
    Score hangingPiece; ///< an enemy piece we attack that nothing defends
    Score threatByKing; ///< an enemy piece or pawn our king attacks that nothing defends
    Score pawnPushThreat; ///< an enemy piece a pawn of ours would attack after a safe push
    /// A square both sides attack that the enemy does not hold strongly (neither with a pawn nor twice against
    /// our once): the enemy's pieces are restricted there.
    Score restrictedSquare;
    /// Against a lone enemy queen: a safe square from which a knight of ours (a bishop or rook of ours,
    /// backed by a second attacker) would attack it.
    Score knightOnQueen, sliderOnQueen;
    /// Our king on a flank without pawns of either side (a-c for a king on a, a-d on b-c, c-f on d-e, e-h on
    /// f-g, f-h on h).
    Score pawnlessFlank;

    int shelterNear, shelterFar, shelterMissing, shelterOpen; ///< middlegame only
    int stormNear; ///< an enemy pawn one or two squares in front of our shelter
    int kingAttackUnits[PIECE_TYPE_NB]; ///< per attacked king-zone square, by attacker type
    int safeCheckUnits[PIECE_TYPE_NB]; ///< per piece type able to give a check on a square we do not guard
    int kingAttackMax; ///< cap of the quadratic king-attack penalty

    int tempo;
};

/// The weights the program plays with.
extern const EvalParams EVAL_PARAMS;

} // namespace littletable::chess
