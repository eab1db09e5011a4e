import { describe, expect, it } from 'vitest';
import { nextQuestion, sanPiece } from './choices';
import type { Geometry, LegalMove } from '../game/types';
import { CHESS_BOARD, clientMoves, rectGeometry, square } from '../testing/fixtures';
import * as metamate from '../testing/metamateMoves';
import * as metamachy from '../testing/metamachyMoves';

const METAMACHY_BOARD = rectGeometry(12, 12);
/** A Metamachy square. */
const sq12 = (name: string) => square(name, METAMACHY_BOARD);
const chiefArrangements = () => clientMoves(metamachy.chiefArrangements(), METAMACHY_BOARD);
const promotionE12 = () => clientMoves(metamachy.promotionE12(), METAMACHY_BOARD);
const doublePromotion = () => clientMoves(metamate.doublePromotion());
const enPassantOrStep = () => clientMoves(metamate.enPassantOrStep());
const evolutionD4E5 = () => clientMoves(metamate.evolutionD4E5());
const setupE2 = () => clientMoves(metamate.setupE2());
const setupH1 = () => clientMoves(metamate.setupH1());

/** Answers questions by the label of each step until one move is left; the labels asked, and the move. */
function walk(
  moves: LegalMove[],
  pick: string[],
  g: Geometry = CHESS_BOARD,
): { asked: string[][]; move: LegalMove | null } {
  const asked: string[][] = [];
  let left = moves;
  for (const p of pick) {
    const q = nextQuestion(left, g);
    if (!q) break;
    asked.push(q.answers.map((a) => a.label));
    const a = q.answers.find((x) => x.label === p);
    if (!a) throw new Error(`no answer ${p}`);
    left = a.moves;
  }
  expect(nextQuestion(left, g)).toBeNull();
  return { asked, move: left.length === 1 ? (left[0] ?? null) : null };
}

describe('nextQuestion', () => {
  it("offers Metamachy's 24 chief arrangements whole, the suggested default first, each leading to its move", () => {
    const moves = chiefArrangements();
    const q = nextQuestion(moves, METAMACHY_BOARD, true);
    expect(q).toMatchObject({ about: 'arrangement', square: null, kind: 'setup' });
    expect(q?.answers).toHaveLength(24);
    const first = q?.answers[0];
    expect(first?.suggested).toBe(true);
    expect(first?.label).toBe('Queen f12 · King g12 · Lion f11 · Eagle g11');
    expect(first?.arrangement).toEqual([
      { sq: sq12('f12'), piece: 'Q', label: 'queen' },
      { sq: sq12('g12'), piece: 'K', label: 'king' },
      { sq: sq12('f11'), piece: 'L', label: 'lion' },
      { sq: sq12('g11'), piece: 'A', label: 'eagle' },
    ]);
    expect(q?.answers.filter((a) => a.suggested)).toHaveLength(1);
    // Every answer is exactly one move, and every move is an answer.
    expect(new Set(q?.answers.map((a) => (a.moves.length === 1 ? a.moves[0]?.u : '?')))).toEqual(
      new Set(moves.map((m) => m.u)),
    );
    // Without the suggestion the server's order stays.
    const plain = moves.map(({ suggested: _, ...m }) => m);
    expect(nextQuestion(plain, METAMACHY_BOARD)?.answers[0]?.label).toBe('Eagle f12 · King g12 · Lion f11 · Queen g11');
    // A single arrangement is confirmed only when asked to.
    expect(nextQuestion(moves.slice(0, 1), METAMACHY_BOARD)).toBeNull();
    expect(nextQuestion(moves.slice(0, 1), METAMACHY_BOARD, true)?.about).toBe('arrangement');
  });

  it("asks a Metamachy promotion as the piece on e12: exactly the moves' three, Queen, Lion and Eagle", () => {
    const q = nextQuestion(promotionE12(), METAMACHY_BOARD);
    expect(q).toMatchObject({ about: 'choice', square: sq12('e12'), kind: '' });
    expect(q?.answers.map((a) => [a.label, a.piece])).toEqual([
      ['queen', 'Q'],
      ['lion', 'L'],
      ['eagle', 'A'],
    ]);
  });

  it('asks "Call the clock?" between a plain move and its call-clock twin (docs/protocol.md kinds)', () => {
    const moves = clientMoves([
      { u: 'b3-a4', from: 'b3', to: 'a4', san: 'b3-a4' },
      { u: 'b3-a4+clock', from: 'b3', to: 'a4', san: 'b3-a4+clock', kind: 'call-clock' },
    ]);
    const q = nextQuestion(moves, CHESS_BOARD);
    expect(q?.text).toBe('Call the clock?');
    expect(q?.answers.map((a) => [a.label, a.moves.map((m) => m.u)])).toEqual([
      ['Yes (b3-a4+clock)', ['b3-a4+clock']],
      ['No (b3-a4)', ['b3-a4']],
    ]);
    expect(walk(moves, ['No (b3-a4)']).move?.u).toBe('b3-a4');
  });

  it('asks a double promotion in two steps: the pawn first, then the Meta beside it', () => {
    const moves = doublePromotion();
    const first = nextQuestion(moves, CHESS_BOARD);
    expect(first).toMatchObject({ about: 'choice', square: square('d8'), kind: '' });
    expect(first?.answers.map((a) => [a.label, a.piece, a.moves.length])).toEqual([
      ['queen', 'Q', 4],
      ['rook', 'R', 4],
      ['bishop', 'B', 4],
      ['knight', 'N', 4],
    ]);
    const second = nextQuestion(first?.answers[1]?.moves ?? [], CHESS_BOARD);
    expect(second).toMatchObject({ about: 'choice', square: square('e8') });
    expect(second?.answers.map((a) => a.piece)).toEqual(['Q', 'R', 'B', 'N']);
    const { asked, move } = walk(moves, ['rook', 'knight']);
    expect(asked).toHaveLength(2);
    expect(move?.u).toBe('d7d8r,e8n');
  });

  it('offers the M1 evolution with the squares each option would copy', () => {
    const q = nextQuestion(evolutionD4E5(), CHESS_BOARD);
    expect(q).toMatchObject({ about: 'choice', square: square('e5') });
    expect(q?.answers.map((a) => [a.piece, a.highlight])).toEqual([
      ['M2.1', [square('e4')]],
      ['M2.2', [square('f6')]],
    ]);
    expect(walk(evolutionD4E5(), ['M2.2: copies the 4 diagonal neighbours']).move?.u).toBe('d4e5m2.2');
  });

  it('asks for the kind first when the moves differ in it, then for the evolution', () => {
    const q = nextQuestion(enPassantOrStep(), CHESS_BOARD);
    expect(q?.about).toBe('kind');
    // One plain move is named by its display text; the two en passant captures by their kind.
    expect(q?.answers.map((a) => [a.label, a.moves.length])).toEqual([
      ['Mc6', 1],
      ['En passant capture', 2],
    ]);
    const { asked, move } = walk(enPassantOrStep(), ['En passant capture', 'M2.1: copies the 4 orthogonal neighbours']);
    expect(asked).toHaveLength(2);
    expect(move?.u).toBe('d5xc6m2.1');
  });

  it('asks for a setup choice, and with confirm also when there is only one', () => {
    const q = nextQuestion(setupE2(), CHESS_BOARD);
    expect(q).toMatchObject({ about: 'choice', square: square('e2'), kind: 'setup' });
    expect(q?.answers.map((a) => [a.piece, a.highlight])).toEqual([
      ['M1h', [square('d2'), square('f2')]],
      ['M1v', [square('e1')]],
    ]);
    expect(nextQuestion(setupH1(), CHESS_BOARD)).toBeNull();
    const confirm = nextQuestion(setupH1(), CHESS_BOARD, true);
    expect(confirm).toMatchObject({ about: 'choice', square: square('h1'), kind: 'setup' });
    expect(confirm?.answers.map((a) => [a.piece, a.moves.length])).toEqual([['M3', 1]]);
  });

  it('offers moves no data tells apart by their display text', () => {
    const moves = clientMoves(
      ['q', 'n'].map((p) => ({
        u: `b7b8${p}`,
        from: 'b7',
        to: 'b8',
        san: `b8=${p.toUpperCase()}+`,
      })),
    );
    const q = nextQuestion(moves, CHESS_BOARD);
    expect(q?.about).toBe('move');
    expect(q?.answers.map((a) => [a.label, a.piece])).toEqual([
      ['b8=Q+', 'Q'],
      ['b8=N+', 'N'],
    ]);
    expect(nextQuestion([], CHESS_BOARD)).toBeNull();
  });

  it('names the square of each answer when the answers concern different pieces', () => {
    const moves = clientMoves([
      { u: 'x1', from: 'a1', to: 'a2', san: 'A', choices: [{ sq: 'b2', option: 'Q', label: 'queen' }] },
      { u: 'x2', from: 'a1', to: 'a2', san: 'B', choices: [{ sq: 'c2', option: 'Q', label: 'queen' }] },
    ]);
    const q = nextQuestion(moves, CHESS_BOARD);
    expect(q?.square).toBeNull();
    expect(q?.answers.map((a) => a.label)).toEqual(['b2: queen', 'c2: queen']);
  });
});

describe('sanPiece', () => {
  it('reads the kind after "=" at the end of a SAN, check marks allowed', () => {
    expect(sanPiece('e8=Q#')).toBe('Q');
    expect(sanPiece('Nbd2')).toBeNull();
  });
});
