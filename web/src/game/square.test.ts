import { describe, expect, it } from 'vitest';
import { crossGeometry, rectGeometry } from '../testing/fixtures';
import { NO_SQUARE, squareName, squareNamed, toSquare, toSquares } from './square';

describe('squares', () => {
  const chess = rectGeometry(8, 8);
  const cross = crossGeometry();

  it('names a square by its index, rank * width + file', () => {
    expect(squareName(chess, 0)).toBe('a1');
    expect(squareName(chess, 28)).toBe('e4');
    expect(squareName(chess, 63)).toBe('h8');
    expect(squareName(chess, NO_SQUARE)).toBe('');
    // Four-player chess: d1 is file 3 of rank 0; a1 is a removed corner square.
    expect(squareName(cross, 3)).toBe('d1');
    expect(squareName(cross, 0)).toBe('');
  });

  it('finds a square by its name', () => {
    expect(squareNamed(chess, 'e4')).toBe(28);
    expect(squareNamed(cross, 'n11')).toBe(10 * 14 + 13);
    expect(squareNamed(cross, 'a1')).toBe(NO_SQUARE);
    expect(squareNamed(chess, 'z9')).toBe(NO_SQUARE);
  });

  it('takes a square sent as an index or as a name; anything else is no square', () => {
    expect(toSquare(chess, 28)).toBe(28);
    expect(toSquare(chess, 'e4')).toBe(28);
    for (const bad of [64, -1, 2.5, '', 'e9', null, undefined, {}]) expect(toSquare(chess, bad)).toBe(NO_SQUARE);
    expect(toSquare(cross, 0)).toBe(NO_SQUARE);
    expect(toSquares(chess, ['e2', 28, 'e9', 99])).toEqual([12, 28]);
  });
});
