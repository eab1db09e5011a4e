// An earlier position of the room's game, for the move list: the board after the first `ply` moves, as data from
// the engine (a game in this browser: its module; a server room: GET /api/position from the game's start FEN and
// the moves). The page computes no position itself.

import { position } from '../api';
import { parsePosition } from '../game/parse';
import type { Piece, Snapshot, Square, SquarePair } from '../game/types';
import type { LocalActions } from '../roomSource';

export interface PastPosition {
  /** The game number and the moves that lead to the position: it stays valid while the game keeps them. */
  gameNo: number;
  moves: string[];
  ply: number;
  pieces: Piece[];
  lastMove: SquarePair | null;
  check: Square[];
}

/** The moves' texts that lead to the position after `ply` moves of the snapshot's game. */
function movesTo(snap: Snapshot, ply: number): string[] {
  return snap.state.history.slice(0, Math.max(0, ply)).map((m) => m.u);
}

/** The position after the first `ply` moves of the snapshot's game. */
export async function pastPosition(snap: Snapshot, ply: number, local: LocalActions | null): Promise<PastPosition> {
  const moves = movesTo(snap, ply);
  const where = { gameNo: snap.state.gameNo, moves, ply };
  if (local) {
    const s = await local.positionAt(ply);
    return { ...where, pieces: s.pieces, lastMove: s.lastMove, check: s.check };
  }
  const p = parsePosition(await position(snap.game, snap.state.startFen ?? '', moves));
  return { ...where, pieces: p.pieces, lastMove: p.lastMove ?? null, check: p.check };
}

/** Whether `past` is still a position of the snapshot's game: same game, its moves still played (no takeback). */
export function stillPast(past: PastPosition, snap: Snapshot): boolean {
  const history = snap.state.history;
  return (
    past.gameNo === snap.state.gameNo && past.ply < history.length && past.moves.every((u, i) => history[i]?.u === u)
  );
}
