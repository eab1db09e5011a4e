// Squares arrive either as names ("e4") or as indices into geometry.squares (rank * width + file);
// docs/protocol.md names them only as "squares". The client works with names throughout, so every square
// in server data passes through here once, when it arrives.

import type { GameState, Geometry, Piece, PositionView, Snapshot } from './protocol';

/** A square as the server sent it → its name ("" when the index is not a square). */
export function squareName(geometry: Geometry, sq: unknown): string {
  if (typeof sq === 'number') return geometry.squares[sq] ?? '';
  return typeof sq === 'string' ? sq : '';
}

function pieces(g: Geometry, list: Piece[]): Piece[] {
  return list.map((p) => ({ ...p, sq: squareName(g, p.sq) }));
}

export function normalizeState(g: Geometry, s: GameState): GameState {
  return {
    ...s,
    pieces: pieces(g, s.pieces ?? []),
    check: (s.check ?? []).map((q) => squareName(g, q)),
    lastMove: s.lastMove ? { from: squareName(g, s.lastMove.from), to: squareName(g, s.lastMove.to) } : null,
    moves: (s.moves ?? []).map((m) => ({ ...m, from: squareName(g, m.from), to: squareName(g, m.to) })),
    history: s.history ?? [],
    claimable: s.claimable ?? [],
  };
}

export function normalizeSnapshot(s: Snapshot): Snapshot {
  return { ...s, state: normalizeState(s.geometry, s.state) };
}

export function normalizePosition(p: PositionView): PositionView {
  return { ...p, pieces: pieces(p.geometry, p.pieces ?? []), check: (p.check ?? []).map((q) => squareName(p.geometry, q)) };
}
