// Which piece drawn before is which piece to draw now, so that a piece keeps its element across a change and a
// moved piece can slide to its new square. Pieces have no identity in the data; they are matched, in this order:
// 1. the move shown (`lastMove`): the piece that left `from` is the piece on `to` when they share an owner or a
//    kind (a promotion changes the kind, a Martian piece crossing the canal its owner);
// 2. a piece on the same square with the same owner and kind: it stayed;
// 3. a piece of an owner and kind that left exactly one square and arrived on exactly one other: castling's rook;
// 4. a piece on the same square that changed (a setup choice, an eliminated seat's pieces turned grey).
// Whatever is left was taken off (a capture) or is new. The change slides only when it looks like one move: the
// move shown matched (or already drawn, its piece on its square), at most two pieces travelled (castling), all of the mover's owner, at most two left the
// board and none appeared. A jump (a snapshot after missed moves, a takeback, another position browsed) does not
// slide.

import type { Piece, SquarePair } from '../game/types';

export interface PieceMatch {
  /** For each piece now (by index), the index of the piece before it is; null for a piece that is new. */
  source: (number | null)[];
  /** Whether the pieces that changed square may slide there. */
  slides: boolean;
}

/** The most pieces that travel in one move (castling: the king and the rook). */
const MAX_TRAVELLERS = 2;
/** The most pieces one move takes off the board. */
const MAX_TAKEN = 2;

export function matchPieces(before: readonly Piece[], after: readonly Piece[], move: SquarePair | null): PieceMatch {
  const source: (number | null)[] = after.map(() => null);
  const used = new Set<number>();
  const link = (a: number, b: number) => {
    source[a] = b;
    used.add(b);
  };
  const beforeOn = new Map(before.map((p, i) => [p.sq, i]));
  const same = (p: Piece, q: Piece) => p.owner === q.owner && p.kind === q.kind;

  let mover: Piece | null = null;
  if (move && move.from !== move.to) {
    const a = after.findIndex((p) => p.sq === move.to);
    const b = beforeOn.get(move.from);
    const left = b !== undefined && !after.some((p) => p.sq === move.from && same(p, before[b] as Piece));
    const leaving = b === undefined ? undefined : before[b];
    const arrived = after[a];
    if (left && leaving && arrived && (leaving.owner === arrived.owner || leaving.kind === arrived.kind)) {
      link(a, b as number);
      mover = arrived;
    }
  }
  // The move already drawn (a player's own move, shown before the game's answer): its piece stood on `to` before
  // and stays there; what travelled with it (castling's rook) may still slide.
  if (mover === null && move && move.from !== move.to && !beforeOn.has(move.from)) {
    const b = beforeOn.get(move.to);
    const arrived = after.find((p) => p.sq === move.to);
    if (b !== undefined && arrived && same(arrived, before[b] as Piece)) mover = arrived;
  }

  after.forEach((p, a) => {
    if (source[a] !== null) return;
    const b = beforeOn.get(p.sq);
    if (b !== undefined && !used.has(b) && same(p, before[b] as Piece)) link(a, b);
  });

  // Same owner and kind, one square left and one reached: the pair travelled together with the move.
  const key = (p: Piece) => `${p.owner}\u0000${p.kind}`;
  const gone = new Map<string, number[]>();
  before.forEach((p, b) => {
    if (!used.has(b)) gone.set(key(p), [...(gone.get(key(p)) ?? []), b]);
  });
  const come = new Map<string, number[]>();
  after.forEach((p, a) => {
    if (source[a] === null) come.set(key(p), [...(come.get(key(p)) ?? []), a]);
  });
  for (const [k, arrivals] of come) {
    const departures = gone.get(k) ?? [];
    const [a] = arrivals;
    const [b] = departures;
    if (arrivals.length === 1 && departures.length === 1 && a !== undefined && b !== undefined) link(a, b);
  }

  after.forEach((p, a) => {
    if (source[a] !== null) return;
    const b = beforeOn.get(p.sq);
    if (b !== undefined && !used.has(b)) link(a, b);
  });

  const travellers = after.filter((p, a) => {
    const b = source[a];
    return b !== null && b !== undefined && before[b]?.sq !== p.sq;
  });
  const added = source.filter((b) => b === null).length;
  const taken = before.length - used.size;
  const oneMove =
    mover !== null &&
    travellers.length > 0 &&
    travellers.length <= MAX_TRAVELLERS &&
    travellers.every((p) => p.owner === mover?.owner) &&
    taken <= MAX_TAKEN &&
    added === 0;
  return { source, slides: oneMove };
}
