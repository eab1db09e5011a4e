import { describe, expect, it } from 'vitest';
import type { SquarePair } from '../game/types';
import type * as wire from '../protocol';
import { CHESS_BOARD, onBoard, square } from '../testing/fixtures';
import { matchPieces } from './pieceMatch';

const P = (sq: string, owner: number | null, kind: string): wire.Piece => ({ sq, owner, kind });
const move = (from: string, to: string): SquarePair => ({ from: square(from), to: square(to) });

/** The match of the pieces before and after, as "before square → after square" ("new → sq" for a new piece). */
function matched(before: wire.Piece[], after: wire.Piece[], last: SquarePair | null) {
  const b = onBoard(CHESS_BOARD, before);
  const a = onBoard(CHESS_BOARD, after);
  const m = matchPieces(b, a, last);
  const name = (i: number | null | undefined) => (i === null || i === undefined ? 'new' : String(before[i]?.sq));
  return { pairs: a.map((_, i) => `${name(m.source[i])}→${after[i]?.sq}`), slides: m.slides };
}

describe('matchPieces', () => {
  it('slides the piece of a plain move; the others stay', () => {
    const r = matched([P('e2', 0, 'P'), P('e1', 0, 'K')], [P('e4', 0, 'P'), P('e1', 0, 'K')], move('e2', 'e4'));
    expect(r).toEqual({ pairs: ['e2→e4', 'e1→e1'], slides: true });
  });

  it('takes a captured piece off: the capturer is the piece that left, not the one that stood there', () => {
    const r = matched([P('d4', 0, 'N'), P('e6', 1, 'P')], [P('e6', 0, 'N')], move('d4', 'e6'));
    expect(r).toEqual({ pairs: ['d4→e6'], slides: true });
  });

  it('slides both pieces of castling, the rook as the one piece of its kind that left and arrived', () => {
    const before = [P('e1', 0, 'K'), P('h1', 0, 'R'), P('a1', 0, 'R')];
    const after = [P('g1', 0, 'K'), P('f1', 0, 'R'), P('a1', 0, 'R')];
    expect(matched(before, after, move('e1', 'g1'))).toEqual({ pairs: ['e1→g1', 'h1→f1', 'a1→a1'], slides: true });
  });

  it("slides castling's rook when the king's move was drawn before the game's answer", () => {
    const shown = [P('g1', 0, 'K'), P('h1', 0, 'R'), P('a1', 0, 'R')];
    const after = [P('g1', 0, 'K'), P('f1', 0, 'R'), P('a1', 0, 'R')];
    expect(matched(shown, after, move('e1', 'g1'))).toEqual({ pairs: ['g1→g1', 'h1→f1', 'a1→a1'], slides: true });
    // Not when the move shown stands elsewhere: a jump.
    expect(matched(shown, [P('f1', 0, 'K'), P('e1', 0, 'R'), P('a1', 0, 'R')], move('e1', 'g1')).slides).toBe(false);
  });

  it('slides a promotion, which changes the kind, and an en passant capture', () => {
    expect(matched([P('b7', 0, 'P')], [P('b8', 0, 'Q')], move('b7', 'b8'))).toEqual({
      pairs: ['b7→b8'],
      slides: true,
    });
    const ep = matched([P('e5', 0, 'P'), P('d5', 1, 'P')], [P('d6', 0, 'P')], move('e5', 'd6'));
    expect(ep).toEqual({ pairs: ['e5→d6'], slides: true });
  });

  it('slides a Martian piece across the canal, which changes its owner but not its kind', () => {
    expect(matched([P('b4', 0, 'Q')], [P('b6', 1, 'Q')], move('b4', 'b6'))).toEqual({
      pairs: ['b4→b6'],
      slides: true,
    });
  });

  it('keeps a piece that changes on its square (a setup choice, a seat out of the game), with nothing to slide', () => {
    const setup = matched([P('e2', 0, 'P')], [P('e2', 0, 'M1h')], move('e2', 'e2'));
    expect(setup).toEqual({ pairs: ['e2→e2'], slides: false });
    const grey = matched([P('a3', 0, 'P'), P('c4', 1, 'N')], [P('a3', null, 'P'), P('c5', 1, 'N')], move('c4', 'c5'));
    expect(grey).toEqual({ pairs: ['a3→a3', 'c4→c5'], slides: true });
  });

  it('does not slide a jump: moves of two seats, a takeback, pieces that appear, no move shown', () => {
    const start = [P('e2', 0, 'P'), P('e7', 1, 'P')];
    const twoMoves = matched(start, [P('e4', 0, 'P'), P('e5', 1, 'P')], move('e7', 'e5'));
    expect(twoMoves).toEqual({ pairs: ['e2→e4', 'e7→e5'], slides: false });
    // 1. e4 e5 2. Nf3 taken back: the move shown is 1... e5 again, whose square e7 was left long ago.
    const afterNf3 = [P('e4', 0, 'P'), P('e5', 1, 'P'), P('f3', 0, 'N')];
    const takeback = matched(afterNf3, [P('e4', 0, 'P'), P('e5', 1, 'P'), P('g1', 0, 'N')], move('e7', 'e5'));
    expect(takeback).toEqual({ pairs: ['e4→e4', 'e5→e5', 'f3→g1'], slides: false });
    // A capture taken back: the taken piece appears again.
    const restored = matched([P('e5', 0, 'N')], [P('f3', 0, 'N'), P('e5', 1, 'P')], move('e2', 'e4'));
    expect(restored).toEqual({ pairs: ['e5→f3', 'new→e5'], slides: false });
    expect(matched([P('e2', 0, 'P')], [P('e4', 0, 'P')], null)).toEqual({ pairs: ['e2→e4'], slides: false });
  });

  it('does not slide when the move shown is not the change: its square was left before', () => {
    // The same position drawn again (a draw offer came): nothing left `from`.
    const after = [P('e4', 0, 'P')];
    expect(matched(after, after, move('e2', 'e4'))).toEqual({ pairs: ['e4→e4'], slides: false });
  });
});
