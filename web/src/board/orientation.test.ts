import { describe, expect, it } from 'vitest';
import { isDark, layout, quarterTurns } from './orientation';
import { crossGeometry, rectGeometry } from '../testing/fixtures';

describe('quarterTurns', () => {
  it.each([
    [2, 0, 0],
    [2, 1, 2],
    [2, null, 0],
    [4, 0, 0],
    [4, 1, 1],
    [4, 2, 2],
    [4, 3, 3],
  ])('%i seats, seat %s → %i turns', (count, seat, turns) => {
    expect(quarterTurns(count, seat)).toBe(turns);
  });
});

describe('layout', () => {
  const g = rectGeometry(8, 8);
  const a1 = 0;
  const h8 = 63;
  const h1 = 7;

  it('puts a1 bottom-left for seat 0', () => {
    const l = layout(g, 0);
    expect(l.cellOf(a1)).toEqual({ x: 0, y: 7 });
    expect(l.cellOf(h8)).toEqual({ x: 7, y: 0 });
  });

  it('turns the board half-way for seat 1 of 2', () => {
    const l = layout(g, quarterTurns(2, 1));
    expect(l.cellOf(a1)).toEqual({ x: 7, y: 0 });
    expect(l.cellOf(h8)).toEqual({ x: 0, y: 7 });
  });

  it('brings the west edge to the bottom with one quarter turn', () => {
    const l = layout(g, 1);
    // a1 is bottom-left unturned; the west edge (file a) becomes the bottom row, a8 at bottom-left.
    expect(l.cellOf(56)).toEqual({ x: 0, y: 7 });
    expect(l.cellOf(a1)).toEqual({ x: 7, y: 7 });
    expect(l.cellOf(h1)).toEqual({ x: 7, y: 0 });
  });

  it('swaps the display size of a non-square board on odd turns', () => {
    const g48 = rectGeometry(4, 8);
    expect(layout(g48, 0)).toMatchObject({ columns: 4, rows: 8 });
    expect(layout(g48, 1)).toMatchObject({ columns: 8, rows: 4 });
  });

  it('is a bijection with a working inverse for every turn', () => {
    const cross = crossGeometry();
    for (let t = 0; t < 4; t++) {
      const l = layout(cross, t);
      const seen = new Set<string>();
      for (let i = 0; i < cross.squares.length; i++) {
        const c = l.cellOf(i);
        expect(c.x).toBeGreaterThanOrEqual(0);
        expect(c.x).toBeLessThan(l.columns);
        expect(c.y).toBeLessThan(l.rows);
        seen.add(`${c.x},${c.y}`);
        expect(l.indexAt(c.x, c.y)).toBe(i);
      }
      expect(seen.size).toBe(196);
    }
  });

  it('shades a1 dark and b1 light', () => {
    expect(isDark(g, 0)).toBe(true);
    expect(isDark(g, 1)).toBe(false);
  });
});
