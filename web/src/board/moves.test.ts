import { describe, expect, it } from 'vitest';
import { destsByOrigin, movesBetween } from './moves';
import { clientMoves, square } from '../testing/fixtures';

const promo = clientMoves(
  ['q', 'r', 'b', 'n'].map((p) => ({
    u: `a7a8${p}`,
    from: 'a7',
    to: 'a8',
    san: `a8=${p.toUpperCase()}`,
  })),
);

describe('moves', () => {
  it('groups destinations by origin without duplicates', () => {
    const moves = [
      ...promo,
      ...clientMoves([
        { u: 'a7b8q', from: 'a7', to: 'b8', san: 'axb8=Q' },
        { u: 'e1g1', from: 'e1', to: 'g1', san: 'O-O' },
      ]),
    ];
    const d = destsByOrigin(moves);
    expect(d.get(square('a7'))).toEqual([square('a8'), square('b8')]);
    expect(d.get(square('e1'))).toEqual([square('g1')]);
    expect(d.has(square('e2'))).toBe(false);
  });

  it('finds every choice sharing the same squares', () => {
    expect(movesBetween(promo, square('a7'), square('a8')).map((m) => m.san)).toEqual(['a8=Q', 'a8=R', 'a8=B', 'a8=N']);
    expect(movesBetween(promo, square('a7'), square('b8'))).toEqual([]);
  });
});
