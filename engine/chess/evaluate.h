// Static evaluation of a chess position for the search (ai/): material, piece-square tables, mobility,
// outposts, rooks on open files, pawn structure, passed pawns, king safety (shelter, storm, attacks, safe
// checks), threats, bishop pair and tempo, each as a middlegame and an endgame term blended by the game phase
// ("tapered" evaluation), with drawish material scaled down. The weights are in eval_params.h.
#pragma once

#include "engine/chess/eval_params.h"
#include "engine/chess/position.h"

namespace littletable::chess {

/// One material value per piece type in centipawns (pawn 100 .. queen 950; no value for the king), for
/// exchange evaluation and for ordering captures. The evaluation's own tapered values are in eval_params.cpp.
constexpr int PIECE_VALUE[PIECE_TYPE_NB] = {0, 100, 320, 330, 500, 950, 0, 0};

/// The game phase of the start position, and the most game_phase returns.
constexpr int PHASE_MAX = 24;

/// The game phase: 0 (kings and pawns only) .. 24 (all minor and major pieces of the start position: a knight
/// or bishop counts 1, a rook 2, a queen 4; capped at 24 when promotions bring more).
int game_phase(const Position& pos);

/// A middlegame and endgame pair blended by the game phase `phase` (0..PHASE_MAX): the middlegame value at
/// PHASE_MAX, the endgame value at 0, rounded towards zero.
constexpr int tapered(Score s, int phase) { return (s.mg * phase + s.eg * (PHASE_MAX - phase)) / PHASE_MAX; }

/// The static evaluation in centipawns from the side to move's point of view (positive: the side to move is
/// better), tempo included. Assumes the game is not over; mates, stalemates and draws by rule are the
/// search's to score. The result stays well inside +-10000.
int evaluate(const Position& pos);

/// The same with other weights, the pawn terms computed afresh (no cache, so slower): for tuning, and the
/// reference the cached evaluation is tested against.
int evaluate(const Position& pos, const EvalParams& params);

/// Steps 1-5 of evaluate(pos, params): the White-minus-Black middlegame and endgame sums in centipawns, before
/// the blend by game_phase, the scaling of drawish material and the tempo. Where no scaling applies,
/// evaluate(pos, params) is tapered(sums, game_phase(pos)) from White's view, plus the tempo for the
/// side to move. For the tuner (tools/texel_tune/), which sees each weight's share of these sums.
Score evaluate_sums(const Position& pos, const EvalParams& params);

} // namespace littletable::chess
