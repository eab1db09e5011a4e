import { describe, expect, it } from 'vitest';
import { FAIRY_PIECES } from './fairyPieces';
import { hasImage, kindName, pieceElement } from './pieces';

// Metamachy's fairy kinds are Jocly's letters (docs/rules/metamachy.md, "Board and setup": C Cannon, M Camel,
// E Elephant, A Eagle, L Lion, I Prince).
const FAIRY = { C: 'cannon', M: 'camel', E: 'elephant', A: 'eagle', L: 'lion', I: 'prince' };

/** The absolute coordinates of a path (its upper-case commands; relative arcs are left out). */
function absolutePoints(d: string): number[][] {
  const out: number[][] = [];
  for (const m of d.matchAll(/([MLQCHV])([^A-Za-z]*)/g)) {
    const nums = (m[2] ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (m[1] === 'H') nums.forEach((x) => out.push([x, 12]));
    else if (m[1] === 'V') nums.forEach((y) => out.push([12, y]));
    else for (let i = 0; i + 1 < nums.length; i += 2) out.push([nums[i] as number, nums[i + 1] as number]);
  }
  return out;
}

describe('fairy pieces', () => {
  it('has an image and a name for each of the six fairy kinds, all different', () => {
    for (const [kind, name] of Object.entries(FAIRY)) {
      expect(hasImage(kind)).toBe(true);
      expect(kindName(kind)).toBe(name);
    }
    const drawings = Object.values(FAIRY_PIECES).map((p) => p.paths.join(' '));
    expect(new Set(drawings).size).toBe(6);
  });

  it("draws each on the chess icons' grid and base, in either seat's colours, with cut-outs by the even-odd rule", () => {
    const pawnBase = [...pieceElement('P', 0, 2, 100).querySelectorAll('path')].at(-1)?.getAttribute('d');
    for (const kind of Object.keys(FAIRY)) {
      for (const [owner, fill] of [
        [0, '#ffffff'],
        [1, '#2a2a2a'],
      ] as const) {
        const g = pieceElement(kind, owner, 2, 100);
        expect(g.querySelector('text')).toBeNull(); // not the letter disc
        const inner = g.querySelector('g');
        expect(inner?.getAttribute('fill')).toBe(fill);
        expect(inner?.getAttribute('fill-rule')).toBe('evenodd');
        const paths = [...g.querySelectorAll('path')].map((p) => p.getAttribute('d') ?? '');
        expect(paths.length).toBeGreaterThan(1);
        expect(paths.at(-1)).toBe(pawnBase);
      }
      // The silhouette stands above the base (y < 18) inside the 24-unit square.
      for (const d of FAIRY_PIECES[kind]?.paths ?? [])
        for (const [x, y] of absolutePoints(d)) {
          expect(x).toBeGreaterThanOrEqual(0.5);
          expect(x).toBeLessThanOrEqual(23.5);
          expect(y).toBeGreaterThanOrEqual(0.5);
          expect(y).toBeLessThanOrEqual(18);
        }
    }
  });
});
