// Squares arrive either as names ("e4") or as indices into geometry.squares (rank * width + file);
// docs/protocol.md names them only as "squares". The client works with names throughout, so every square
// in server data passes through here once, when it arrives.

import type { GameState, Geometry, LegalMove, Piece, PositionView, Snapshot } from './protocol';

/** A square as the server sent it → its name ("" when the index is not a square). */
export function squareName(geometry: Geometry, sq: unknown): string {
  if (typeof sq === 'number') return geometry.squares[sq] ?? '';
  return typeof sq === 'string' ? sq : '';
}

function pieces(g: Geometry, list: Piece[]): Piece[] {
  return list.map((p) => ({ ...p, sq: squareName(g, p.sq) }));
}

function moves(g: Geometry, list: LegalMove[]): LegalMove[] {
  return list.map((m) => ({ ...m, from: squareName(g, m.from), to: squareName(g, m.to) }));
}

function lastMove(g: Geometry, m: { from: string; to: string } | null | undefined): { from: string; to: string } | null {
  return m ? { from: squareName(g, m.from), to: squareName(g, m.to) } : null;
}

export function normalizeState(g: Geometry, s: GameState): GameState {
  return {
    ...s,
    pieces: pieces(g, s.pieces ?? []),
    check: (s.check ?? []).map((q) => squareName(g, q)),
    lastMove: lastMove(g, s.lastMove),
    moves: moves(g, s.moves ?? []),
    history: s.history ?? [],
    claimable: s.claimable ?? [],
  };
}

export function normalizeSnapshot(s: Snapshot): Snapshot {
  return { ...s, state: normalizeState(s.geometry, s.state) };
}

export function normalizePosition(p: PositionView): PositionView {
  const g = p.geometry;
  return {
    ...p,
    pieces: pieces(g, p.pieces ?? []),
    check: (p.check ?? []).map((q) => squareName(g, q)),
    moves: moves(g, p.moves ?? []),
    lastMove: lastMove(g, p.lastMove),
  };
}
