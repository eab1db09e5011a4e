// The game as the client holds it: the protocol's data (protocol.ts, the wire) with every square a Square, the
// index into the geometry's squares (square.ts). Only game/parse.ts makes these from the wire's types, so the
// compiler finds any place that takes the wire's data for the client's.

import type * as wire from '../protocol';
import type { Square } from './square';

export type { Square };

export interface Zone extends Omit<wire.Zone, 'squares'> {
  squares: Square[];
}

export interface Geometry extends Omit<wire.Geometry, 'zones'> {
  zones: Zone[];
}

export interface Piece extends Omit<wire.Piece, 'sq' | 'copies'> {
  sq: Square;
  copies?: Square[];
}

export interface MoveChoice extends Omit<wire.MoveChoice, 'sq' | 'highlight'> {
  sq: Square;
  highlight?: Square[];
}

/** A move's two squares: the last move shown, a hint, a move on its way. */
export interface SquarePair {
  from: Square;
  to: Square;
}

export interface LegalMove extends Omit<wire.LegalMove, 'from' | 'to' | 'choices' | 'captured'>, SquarePair {
  choices?: MoveChoice[];
  captured?: Piece;
}

export interface HistoryMove extends Omit<wire.HistoryMove, 'captured'> {
  captured?: Piece;
}

export interface GameState extends Omit<wire.GameState, 'pieces' | 'check' | 'lastMove' | 'moves' | 'history'> {
  pieces: Piece[];
  check: Square[];
  lastMove: SquarePair | null;
  moves: LegalMove[];
  history: HistoryMove[];
}

export interface Snapshot extends Omit<wire.Snapshot, 'geometry' | 'state'> {
  geometry: Geometry;
  state: GameState;
}

export interface PositionView extends Omit<wire.PositionView, 'geometry' | 'pieces' | 'check' | 'moves' | 'lastMove'> {
  geometry: Geometry;
  pieces: Piece[];
  check: Square[];
  moves?: LegalMove[];
  lastMove?: SquarePair | null;
}
