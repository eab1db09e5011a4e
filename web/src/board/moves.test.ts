import { describe, expect, it } from 'vitest';
import { destsByOrigin, movesBetween } from './moves';
import type { LegalMove } from '../protocol';

const promo: LegalMove[] = ['q', 'r', 'b', 'n'].map((p) => ({
  u: `a7a8${p}`,
  from: 'a7',
  to: 'a8',
  san: `a8=${p.toUpperCase()}`,
}));

describe('moves', () => {
  it('groups destinations by origin without duplicates', () => {
    const moves: LegalMove[] = [
      ...promo,
      { u: 'a7b8q', from: 'a7', to: 'b8', san: 'axb8=Q' },
      { u: 'e1g1', from: 'e1', to: 'g1', san: 'O-O' },
    ];
    const d = destsByOrigin(moves);
    expect(d.get('a7')).toEqual(['a8', 'b8']);
    expect(d.get('e1')).toEqual(['g1']);
    expect(d.has('e2')).toBe(false);
  });

  it('finds every choice sharing the same squares', () => {
    expect(movesBetween(promo, 'a7', 'a8').map((m) => m.san)).toEqual(['a8=Q', 'a8=R', 'a8=B', 'a8=N']);
    expect(movesBetween(promo, 'a7', 'b8')).toEqual([]);
  });
});
