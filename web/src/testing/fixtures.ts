// Geometries and states shaped like the server's data, for tests. They mirror engine/core/geometry.cpp. States,
// moves and pieces are the wire's (protocol.ts), with square names; geometries are the client's (game/types.ts),
// which the wire carries as they are.

import { parseMove, parsePiece, parseSnapshot, parseState } from '../game/parse';
import { squareNamed } from '../game/square';
import type * as client from '../game/types';
import type { Geometry, Square } from '../game/types';
import type { GameState, LegalMove, Piece, Snapshot } from '../protocol';

function name(file: number, rank: number): string {
  return String.fromCharCode(97 + file) + String(rank + 1);
}

export function rectGeometry(width: number, height: number): Geometry {
  const squares: string[] = [];
  for (let r = 0; r < height; r++) for (let f = 0; f < width; f++) squares.push(name(f, r));
  return { width, height, squares, zones: [] };
}

function zone(g: Geometry, zname: string, owner: number, f0: number, r0: number, f1: number, r1: number) {
  const squares: Square[] = [];
  for (let r = r0; r <= r1; r++)
    for (let f = f0; f <= f1; f++) {
      const i = r * g.width + f;
      if (g.squares[i]) squares.push(i);
    }
  g.zones.push({ name: zname, owner, squares });
}

/** Four-player chess: 14x14 without its 3x3 corners, 160 squares, four home zones. */
export function crossGeometry(): Geometry {
  const g = rectGeometry(14, 14);
  for (let r = 0; r < 14; r++)
    for (let f = 0; f < 14; f++) {
      const corner = (f < 3 || f > 10) && (r < 3 || r > 10);
      if (corner) g.squares[r * 14 + f] = '';
    }
  zone(g, 'red', 0, 3, 0, 10, 1);
  zone(g, 'blue', 1, 0, 3, 1, 10);
  zone(g, 'yellow', 2, 3, 12, 10, 13);
  zone(g, 'green', 3, 12, 3, 13, 10);
  return g;
}

/** Martian Chess for two: 4x8 in two zones split by the canal. */
export function martianGeometry(): Geometry {
  const g = rectGeometry(4, 8);
  zone(g, 'south', 0, 0, 0, 3, 3);
  zone(g, 'north', 1, 0, 4, 3, 7);
  return g;
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Pieces from a FEN board field (test helper only; the client itself never parses FEN). */
export function piecesFromFen(fen: string) {
  const rows = (fen.split(' ')[0] ?? '').split('/');
  const pieces: { sq: string; owner: number; kind: string }[] = [];
  rows.forEach((row, i) => {
    const rank = 7 - i;
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) file += Number(ch);
      else {
        pieces.push({ sq: name(file, rank), owner: ch === ch.toUpperCase() ? 0 : 1, kind: ch.toUpperCase() });
        file++;
      }
    }
  });
  return pieces;
}

export const startMoves: LegalMove[] = [
  ...'abcdefgh'.split('').flatMap((f) => [
    { u: `${f}2${f}3`, from: `${f}2`, to: `${f}3`, san: `${f}3` },
    { u: `${f}2${f}4`, from: `${f}2`, to: `${f}4`, san: `${f}4` },
  ]),
  { u: 'b1a3', from: 'b1', to: 'a3', san: 'Na3' },
  { u: 'b1c3', from: 'b1', to: 'c3', san: 'Nc3' },
  { u: 'g1f3', from: 'g1', to: 'f3', san: 'Nf3' },
  { u: 'g1h3', from: 'g1', to: 'h3', san: 'Nh3' },
];

export function startState(over: Partial<GameState> = {}): GameState {
  return {
    gameNo: 1,
    pieces: piecesFromFen(START),
    fen: START,
    toMove: 0,
    check: [],
    lastMove: null,
    moves: startMoves,
    history: [],
    clock: null,
    outcome: null,
    drawOffer: null,
    claimable: [],
    ...over,
  };
}

/** The chess board of startState and snapshot. */
export const CHESS_BOARD = rectGeometry(8, 8);

/** The square named `name` on `g` (the chess board by default). */
export function square(name: string, g: Geometry = CHESS_BOARD): Square {
  return squareNamed(g, name);
}

/** Pieces written with square names, on `g` as the client holds them. */
export function onBoard(g: Geometry, pieces: Piece[]): client.Piece[] {
  return pieces.flatMap((p) => parsePiece(g, p) ?? []);
}

/** Moves written with square names, on `g` (the chess board by default) as the client holds them. */
export function clientMoves(moves: LegalMove[], g: Geometry = CHESS_BOARD): client.LegalMove[] {
  return moves.map((m) => parseMove(g, m));
}

/** startState as the client holds it, on the chess board. */
export function clientState(over: Partial<GameState> = {}): client.GameState {
  return parseState(CHESS_BOARD, startState(over));
}

/** snapshot as the client holds it. */
export function clientSnapshot(over: Partial<Snapshot> = {}): client.Snapshot {
  return parseSnapshot(snapshot(over));
}

export function snapshot(over: Partial<Snapshot> = {}): Snapshot {
  return {
    v: 1,
    room: 'abc123',
    game: 'chess',
    geometry: rectGeometry(8, 8),
    seats: [
      {
        seat: 0,
        kind: 'human',
        level: 0,
        name: 'Ada',
        taken: true,
        connected: true,
        cpuPlaying: false,
        mayOfferDraw: false,
      },
      {
        seat: 1,
        kind: 'cpu',
        level: 3,
        name: 'Computer',
        taken: true,
        connected: true,
        cpuPlaying: true,
        mayOfferDraw: true,
      },
    ],
    settings: { moveTime: 0, showLegalMoves: true, moveLimit: 0, rotateStart: true, graceSeconds: 20 },
    you: { seat: 0 },
    state: startState(),
    ...over,
  };
}
