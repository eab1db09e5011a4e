// Squares arrive either as names ("e4") or as indices into geometry.squares (rank * width + file);
// docs/protocol.md names them only as "squares". The client works with names throughout, so every square
// in server data passes through here once, when it arrives.

import type {
  GameState,
  Geometry,
  HistoryMove,
  LegalMove,
  MoveChoice,
  Piece,
  PositionView,
  Snapshot,
} from './protocol';

/** A square as the server sent it → its name ("" when the index is not a square). */
export function squareName(geometry: Geometry, sq: unknown): string {
  if (typeof sq === 'number') return geometry.squares[sq] ?? '';
  return typeof sq === 'string' ? sq : '';
}

function names(g: Geometry, list: unknown[]): string[] {
  return list.map((q) => squareName(g, q));
}

function pieces(g: Geometry, list: Piece[]): Piece[] {
  return list.map((p) =>
    p.copies ? { ...p, sq: squareName(g, p.sq), copies: names(g, p.copies) } : { ...p, sq: squareName(g, p.sq) },
  );
}

function choice(g: Geometry, c: MoveChoice): MoveChoice {
  const out: MoveChoice = { ...c, sq: squareName(g, c.sq) };
  if (c.highlight) out.highlight = names(g, c.highlight);
  return out;
}

/** A legal move with its squares (those of its choices too) as names. */
export function normalizeMove(g: Geometry, m: LegalMove): LegalMove {
  const out: LegalMove = { ...m, from: squareName(g, m.from), to: squareName(g, m.to) };
  if (m.choices) out.choices = m.choices.map((c) => choice(g, c));
  return out;
}

function lastMove(
  g: Geometry,
  m: { from: string; to: string } | null | undefined,
): { from: string; to: string } | null {
  return m ? { from: squareName(g, m.from), to: squareName(g, m.to) } : null;
}

function historyMove(g: Geometry, m: HistoryMove): HistoryMove {
  return m.captured ? { ...m, captured: { ...m.captured, sq: squareName(g, m.captured.sq) } } : m;
}

export function normalizeState(g: Geometry, s: GameState): GameState {
  return {
    ...s,
    pieces: pieces(g, s.pieces ?? []),
    check: names(g, s.check ?? []),
    lastMove: lastMove(g, s.lastMove),
    moves: (s.moves ?? []).map((m) => normalizeMove(g, m)),
    history: (s.history ?? []).map((m) => historyMove(g, m)),
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
    check: names(g, p.check ?? []),
    moves: (p.moves ?? []).map((m) => normalizeMove(g, m)),
    lastMove: lastMove(g, p.lastMove),
  };
}
