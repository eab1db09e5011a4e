// The one step from the wire's data (protocol.ts: squares as indices or names) to the client's (types.ts: squares
// as indices of the geometry). Every entry point calls it once, where the data arrives: the room's frames
// (net/roomClient.ts), the engine module's replies (local/), and the positions the server draws (GET
// /api/position: rules diagrams, lessons, replays, past positions). A square the board does not have is left out
// of a list, takes its piece off the board, and makes a move's square NO_SQUARE.

import type * as wire from '../protocol';
import { toSquare, toSquares } from './square';
import type {
  Geometry,
  GameState,
  HistoryMove,
  LegalMove,
  MoveChoice,
  Piece,
  PositionView,
  Snapshot,
  SquarePair,
} from './types';

export function parseGeometry(g: wire.Geometry): Geometry {
  return { ...g, zones: g.zones.map((z) => ({ ...z, squares: toSquares(g, z.squares) })) };
}

/** A piece on its square; null when the board has no such square. */
export function parsePiece(g: Geometry, p: wire.Piece): Piece | null {
  const { copies, ...rest } = p;
  const sq = toSquare(g, p.sq);
  if (sq < 0) return null;
  return copies ? { ...rest, sq, copies: toSquares(g, copies) } : { ...rest, sq };
}

function parsePieces(g: Geometry, list: readonly wire.Piece[]): Piece[] {
  return list.flatMap((p) => parsePiece(g, p) ?? []);
}

function parseChoice(g: Geometry, c: wire.MoveChoice): MoveChoice {
  const { highlight, ...rest } = c;
  const out: MoveChoice = { ...rest, sq: toSquare(g, c.sq) };
  if (highlight) out.highlight = toSquares(g, highlight);
  return out;
}

/** A legal move, or a played one (the `move` event's, with the piece it took). */
export function parseMove(g: Geometry, m: wire.LegalMove): LegalMove {
  const { choices, captured, ...rest } = m;
  const out: LegalMove = { ...rest, from: toSquare(g, m.from), to: toSquare(g, m.to) };
  if (choices) out.choices = choices.map((c) => parseChoice(g, c));
  const piece = captured ? parsePiece(g, captured) : null;
  if (piece) out.captured = piece;
  return out;
}

/** Two squares (a last move, a hint); null when either is not on the board. */
export function parsePair(g: Geometry, m: { from: unknown; to: unknown } | null | undefined): SquarePair | null {
  if (!m) return null;
  const from = toSquare(g, m.from);
  const to = toSquare(g, m.to);
  return from < 0 || to < 0 ? null : { from, to };
}

export function parseHistoryMove(g: Geometry, m: wire.HistoryMove): HistoryMove {
  const { captured, ...rest } = m;
  const piece = captured ? parsePiece(g, captured) : null;
  return piece ? { ...rest, captured: piece } : rest;
}

export function parseState(g: Geometry, s: wire.GameState): GameState {
  return {
    ...s,
    pieces: parsePieces(g, s.pieces ?? []),
    check: toSquares(g, s.check ?? []),
    lastMove: parsePair(g, s.lastMove),
    moves: (s.moves ?? []).map((m) => parseMove(g, m)),
    history: (s.history ?? []).map((m) => parseHistoryMove(g, m)),
    claimable: s.claimable ?? [],
  };
}

export function parseSnapshot(s: wire.Snapshot): Snapshot {
  const geometry = parseGeometry(s.geometry);
  return { ...s, geometry, state: parseState(geometry, s.state) };
}

export function parsePosition(p: wire.PositionView): PositionView {
  const g = parseGeometry(p.geometry);
  return {
    ...p,
    geometry: g,
    pieces: parsePieces(g, p.pieces ?? []),
    check: toSquares(g, p.check ?? []),
    moves: (p.moves ?? []).map((m) => parseMove(g, m)),
    lastMove: parsePair(g, p.lastMove),
  };
}
