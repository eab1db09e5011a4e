// Inside the client a square is its index into `Geometry.squares` (rank * width + file), as the server and the
// engine module send it. Names ("e4") appear only at the edges: words for people (labels, notation, speech),
// coordinates, the data attributes of the board's elements, and data written by hand (rules diagrams, lessons).

import type { SquareRef } from '../protocol';

export type Square = number;

/** What a square reference becomes when the board has no such square. */
export const NO_SQUARE: Square = -1;

/** What names and finds squares: a geometry's list of names (index = square, "" a removed square). */
interface Named {
  readonly squares: readonly string[];
}

const byName = new WeakMap<readonly string[], Map<string, Square>>();

/** The square's name ("" for NO_SQUARE or an index the board does not have). */
export function squareName(g: Named, sq: Square): string {
  return g.squares[sq] ?? '';
}

/** The square named `name`, or NO_SQUARE. Looked up in a map built once per geometry. */
export function squareNamed(g: Named, name: string): Square {
  let map = byName.get(g.squares);
  if (!map) {
    map = new Map();
    g.squares.forEach((n, i) => {
      if (n !== '') map?.set(n, i);
    });
    byName.set(g.squares, map);
  }
  return map.get(name) ?? NO_SQUARE;
}

/** A square as the server or the module sent it (an index or a name) as a square of the board, else NO_SQUARE. */
export function toSquare(g: Named, ref: SquareRef | unknown): Square {
  if (typeof ref === 'string') return squareNamed(g, ref);
  if (typeof ref !== 'number' || !Number.isInteger(ref)) return NO_SQUARE;
  return g.squares[ref] ? ref : NO_SQUARE;
}

/** The squares of a list that are on the board, in order (what is not a square is left out). */
export function toSquares(g: Named, refs: readonly (SquareRef | unknown)[]): Square[] {
  const out: Square[] = [];
  for (const ref of refs) {
    const sq = toSquare(g, ref);
    if (sq !== NO_SQUARE) out.push(sq);
  }
  return out;
}
