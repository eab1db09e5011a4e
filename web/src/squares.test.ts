import { describe, expect, it } from 'vitest';
import { normalizePosition, normalizeSnapshot, squareName } from './squares';
import { crossGeometry, rectGeometry, snapshot, startState } from './testing/fixtures';
import type { GameState } from './protocol';

describe('squares', () => {
  const g = rectGeometry(8, 8);

  it('turns indices into names and keeps names', () => {
    expect(squareName(g, 0)).toBe('a1');
    expect(squareName(g, 28)).toBe('e4');
    expect(squareName(g, 'e4')).toBe('e4');
    expect(squareName(crossGeometry(), 0)).toBe('');
    expect(squareName(g, 999)).toBe('');
  });

  it('normalizes a snapshot sent with square indices', () => {
    const raw = startState({
      pieces: [{ sq: 4 as unknown as string, owner: 0, kind: 'K' }],
      lastMove: { from: 12 as unknown as string, to: 28 as unknown as string },
      check: [4 as unknown as string],
      moves: [{ u: 'e1e2', from: 4 as unknown as string, to: 12 as unknown as string, san: 'Ke2' }],
    }) as GameState;
    const s = normalizeSnapshot(snapshot({ state: raw }));
    expect(s.state.pieces).toEqual([{ sq: 'e1', owner: 0, kind: 'K' }]);
    expect(s.state.lastMove).toEqual({ from: 'e2', to: 'e4' });
    expect(s.state.check).toEqual(['e1']);
    expect(s.state.moves[0]).toMatchObject({ from: 'e1', to: 'e2' });
  });

  it('normalizes a diagram position', () => {
    const p = normalizePosition({
      geometry: g,
      pieces: [{ sq: 7 as unknown as string, owner: 1, kind: 'K' }],
      toMove: null,
      check: [],
    });
    expect(p.pieces[0]?.sq).toBe('h1');
  });

  it('normalizes what a Meta copies and the squares of move choices', () => {
    const n = (i: number) => i as unknown as string;
    const raw = startState({
      pieces: [{ sq: n(12), owner: 0, kind: 'M1h', copies: [n(11), n(13)] }],
      moves: [
        {
          u: 'm1h@e2',
          from: n(12),
          to: n(12),
          san: 'M1h@e2',
          kind: 'setup',
          choices: [{ sq: n(12), option: 'M1h', label: 'M1 horizontal', highlight: [n(11), n(13)] }],
        },
        {
          u: 'd7d8q,e8n',
          from: n(51),
          to: n(59),
          san: 'd8=Q,Me8=N',
          choices: [
            { sq: n(59), option: 'Q', label: 'queen' },
            { sq: n(60), option: 'N', label: 'knight' },
          ],
        },
      ],
    }) as GameState;
    const s = normalizeSnapshot(snapshot({ state: raw }));
    expect(s.state.pieces).toEqual([{ sq: 'e2', owner: 0, kind: 'M1h', copies: ['d2', 'f2'] }]);
    expect(s.state.moves[0]).toEqual({
      u: 'm1h@e2',
      from: 'e2',
      to: 'e2',
      san: 'M1h@e2',
      kind: 'setup',
      choices: [{ sq: 'e2', option: 'M1h', label: 'M1 horizontal', highlight: ['d2', 'f2'] }],
    });
    expect(s.state.moves[1]?.choices).toEqual([
      { sq: 'd8', option: 'Q', label: 'queen' },
      { sq: 'e8', option: 'N', label: 'knight' },
    ]);
    const p = normalizePosition({
      geometry: g,
      pieces: [{ sq: n(28), owner: 1, kind: 'M3', copies: [n(36)] }],
      toMove: null,
      check: [],
    });
    expect(p.pieces[0]).toEqual({ sq: 'e4', owner: 1, kind: 'M3', copies: ['e5'] });
  });
});
