import { describe, expect, it } from 'vitest';
import type * as wire from '../protocol';
import { crossGeometry, rectGeometry, snapshot, startState } from '../testing/fixtures';
import { parseGeometry, parsePosition, parseSnapshot, parseState } from './parse';
import { NO_SQUARE } from './square';

// Chess squares by index (rank * width + file): a1 0, e1 4, d2 11, e2 12, f2 13, e4 28, e5 36, d8 59, e8 60.
const BY_INDEX: Partial<wire.GameState> = {
  pieces: [
    { sq: 4, owner: 0, kind: 'K' },
    { sq: 12, owner: 0, kind: 'M1h', copies: [11, 13] },
  ],
  check: [4],
  lastMove: { from: 12, to: 28 },
  moves: [
    {
      u: 'm1h@e2',
      from: 12,
      to: 12,
      san: 'M1h@e2',
      kind: 'setup',
      choices: [{ sq: 12, option: 'M1h', label: 'M1 horizontal', highlight: [11, 13] }],
    },
    { u: 'd7d8q,e8n', from: 51, to: 59, san: 'd8=Q,Me8=N', choices: [{ sq: 59, option: 'Q', label: 'queen' }] },
  ],
  history: [{ u: 'd7e5', san: 'Nxe5', seat: 1, captured: { sq: 36, owner: 0, kind: 'P' } }],
};

const BY_NAME: Partial<wire.GameState> = {
  pieces: [
    { sq: 'e1', owner: 0, kind: 'K' },
    { sq: 'e2', owner: 0, kind: 'M1h', copies: ['d2', 'f2'] },
  ],
  check: ['e1'],
  lastMove: { from: 'e2', to: 'e4' },
  moves: [
    {
      u: 'm1h@e2',
      from: 'e2',
      to: 'e2',
      san: 'M1h@e2',
      kind: 'setup',
      choices: [{ sq: 'e2', option: 'M1h', label: 'M1 horizontal', highlight: ['d2', 'f2'] }],
    },
    { u: 'd7d8q,e8n', from: 'd7', to: 'd8', san: 'd8=Q,Me8=N', choices: [{ sq: 'd8', option: 'Q', label: 'queen' }] },
  ],
  history: [{ u: 'd7e5', san: 'Nxe5', seat: 1, captured: { sq: 'e5', owner: 0, kind: 'P' } }],
};

describe('parse', () => {
  const chess = rectGeometry(8, 8);

  it('keeps squares sent as indices', () => {
    const s = parseState(chess, startState(BY_INDEX));
    expect(s.pieces).toEqual([
      { sq: 4, owner: 0, kind: 'K' },
      { sq: 12, owner: 0, kind: 'M1h', copies: [11, 13] },
    ]);
    expect(s.check).toEqual([4]);
    expect(s.lastMove).toEqual({ from: 12, to: 28 });
    expect(s.moves[0]).toEqual({
      u: 'm1h@e2',
      from: 12,
      to: 12,
      san: 'M1h@e2',
      kind: 'setup',
      choices: [{ sq: 12, option: 'M1h', label: 'M1 horizontal', highlight: [11, 13] }],
    });
    expect(s.moves[1]).toMatchObject({ from: 51, to: 59, choices: [{ sq: 59 }] });
    expect(s.history[0]?.captured).toEqual({ sq: 36, owner: 0, kind: 'P' });
  });

  it('makes the same state of squares sent as names', () => {
    expect(parseState(chess, startState(BY_NAME))).toEqual(parseState(chess, startState(BY_INDEX)));
  });

  it('parses a snapshot once: its geometry and its state', () => {
    const g = crossGeometry();
    const named = { ...g, zones: g.zones.map((z) => ({ ...z, squares: z.squares.map((i) => g.squares[i] ?? '') })) };
    const s = parseSnapshot(
      snapshot({ geometry: named, state: startState({ pieces: [{ sq: 'd1', owner: 0, kind: 'R' }], moves: [] }) }),
    );
    expect(s.geometry.zones.map((z) => z.squares)).toEqual(g.zones.map((z) => z.squares));
    expect(s.state.pieces).toEqual([{ sq: 3, owner: 0, kind: 'R' }]);
  });

  it('parses a position the server draws', () => {
    const p = parsePosition({
      geometry: chess,
      pieces: [{ sq: 'h1', owner: 1, kind: 'K' }],
      toMove: null,
      check: [7],
      moves: [{ u: 'h1g1', from: 'h1', to: 6, san: 'Kg1' }],
    });
    expect(p.pieces).toEqual([{ sq: 7, owner: 1, kind: 'K' }]);
    expect(p.check).toEqual([7]);
    expect(p.moves?.[0]).toMatchObject({ from: 7, to: 6 });
    expect(p.lastMove).toBeNull();
  });

  it('leaves out what is not a square of the board: a piece, a checked square, a last move; a move keeps its text', () => {
    const g = crossGeometry();
    const s = parseState(
      g,
      startState({
        pieces: [
          { sq: 'a1', owner: 0, kind: 'K' },
          { sq: 'd1', owner: 0, kind: 'M1h', copies: [0, 'e1'] },
        ],
        check: ['a1', 999],
        lastMove: { from: 'd1', to: 'z99' },
        moves: [{ u: 'x', from: 0, to: 'd1', san: 'X' }],
      }),
    );
    expect(s.pieces).toEqual([{ sq: 3, owner: 0, kind: 'M1h', copies: [4] }]);
    expect(s.check).toEqual([]);
    expect(s.lastMove).toBeNull();
    expect(s.moves).toEqual([{ u: 'x', from: NO_SQUARE, to: 3, san: 'X' }]);
    expect(parseGeometry({ ...g, zones: [{ name: 'z', owner: 0, squares: [0, 3, 'e1', 'a1'] }] }).zones).toEqual([
      { name: 'z', owner: 0, squares: [3, 4] },
    ]);
  });
});
