// The legal move list turned into what the board and the chooser need. No rule is known here: a move is its
// text and its two squares; whenever several moves share (from, to), the player picks one of them.

import type { LegalMove, Square } from '../game/types';

/** Destinations by origin square, like chessground's `movable.dests`. */
export function destsByOrigin(moves: readonly LegalMove[]): Map<Square, Square[]> {
  const dests = new Map<Square, Square[]>();
  for (const m of moves) {
    const list = dests.get(m.from);
    if (!list) dests.set(m.from, [m.to]);
    else if (!list.includes(m.to)) list.push(m.to);
  }
  return dests;
}

/** Every legal move from `from` to `to`, in server order. More than one means the player has to choose. */
export function movesBetween(moves: readonly LegalMove[], from: Square, to: Square): LegalMove[] {
  return moves.filter((m) => m.from === from && m.to === to);
}
