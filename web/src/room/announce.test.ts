import { describe, expect, it } from 'vitest';
import { parseState } from '../game/parse';
import { squareNamed } from '../game/square';
import type { GameState } from '../game/types';
import type { HistoryMove, Outcome, Piece } from '../protocol';
import type * as wire from '../protocol';
import { rectGeometry } from '../testing/fixtures';
import { announce, type Seating } from './announce';

/** Holds the squares of every board here (chess, four-player chess, Martian Chess), by name. */
const BOARD = rectGeometry(14, 14);

const CHESS: Seating = { seatCount: 2 };
const FOUR: Seating = { seatCount: 4 };
const MARTIAN: Seating = { seatCount: 2, seatNames: ['South', 'North'] };

const p = (sq: string, owner: number | null, kind: string): Piece => ({ sq, owner, kind });

/** A state as the client holds it, written as the wire's with square names. */
function state(pieces: Piece[], history: HistoryMove[], extra: Partial<wire.GameState> = {}): GameState {
  return parseState(BOARD, {
    gameNo: 1,
    pieces,
    fen: '',
    toMove: history.length % 2,
    check: [],
    lastMove: null,
    moves: [],
    history,
    clock: null,
    outcome: null,
    drawOffer: null,
    claimable: [],
    ...extra,
  });
}

/** The announcement of one move in each language: [en, de, fr]. */
function inAll(before: GameState, after: GameState, seating: Seating = CHESS): (string | null)[] {
  return ['en', 'de', 'fr'].map((lang) => announce(before, after, seating, BOARD, lang));
}

/** `before`, and the state after `move` from `from` to `to` with the pieces `pieces`. */
function played(
  before: GameState,
  move: HistoryMove,
  from: string,
  to: string,
  pieces: Piece[],
  extra: Partial<wire.GameState> = {},
): GameState {
  return state(pieces, [...before.history, move], { lastMove: { from, to }, ...extra });
}

const white = (u: string, san: string, more: Partial<HistoryMove> = {}): HistoryMove => ({ u, san, seat: 0, ...more });
const black = (u: string, san: string, more: Partial<HistoryMove> = {}): HistoryMove => ({ u, san, seat: 1, ...more });

describe('announce: chess moves', () => {
  it('says a quiet move: the seat, the piece and its square', () => {
    const before = state([p('e2', 0, 'P'), p('e1', 0, 'K')], []);
    const after = played(before, white('e2e4', 'e4'), 'e2', 'e4', [p('e4', 0, 'P'), p('e1', 0, 'K')]);
    expect(inAll(before, after)).toEqual(['White pawn to e4.', 'Weiß: Bauer nach e4.', 'Blanc : le pion va en e4.']);
  });

  it('says a capture that gives check', () => {
    // The knight's leap from e5 reaches d3, where the white king stands: check.
    const before = state([p('f7', 1, 'N'), p('e5', 0, 'P'), p('d3', 0, 'K')], [white('e2e4', 'e4')]);
    const after = played(
      before,
      black('f7e5', 'Nxe5+', { captured: p('e5', 0, 'P') }),
      'f7',
      'e5',
      [p('e5', 1, 'N'), p('d3', 0, 'K')],
      { check: ['d3'] },
    );
    expect(inAll(before, after)).toEqual([
      'Black knight takes e5, check.',
      'Schwarz: Springer schlägt e5, Schach.',
      'Noir : le cavalier prend e5, échec.',
    ]);
  });

  it('says castling by its side, as O-O and O-O-O name it', () => {
    const before = state([p('e1', 0, 'K'), p('h1', 0, 'R'), p('a1', 0, 'R')], []);
    const short = played(before, white('e1g1', 'O-O', { kind: 'castling' }), 'e1', 'g1', [
      p('g1', 0, 'K'),
      p('f1', 0, 'R'),
      p('a1', 0, 'R'),
    ]);
    expect(inAll(before, short)).toEqual(['White castles kingside.', 'Weiß: kurze Rochade.', 'Blanc : petit roque.']);
    const long = played(
      before,
      white('e1c1', 'O-O-O+', { kind: 'castling' }),
      'e1',
      'c1',
      [p('c1', 0, 'K'), p('d1', 0, 'R'), p('h1', 0, 'R')],
      { check: ['d8'] },
    );
    expect(inAll(before, long)).toEqual([
      'White castles queenside, check.',
      'Weiß: lange Rochade, Schach.',
      'Blanc : grand roque, échec.',
    ]);
  });

  it('says an en passant capture, whose captured pawn stood beside the square', () => {
    const before = state([p('e5', 0, 'P'), p('d5', 1, 'P')], [black('d7d5', 'd5')]);
    const after = played(before, white('e5d6', 'exd6', { kind: 'en-passant', captured: p('d5', 1, 'P') }), 'e5', 'd6', [
      p('d6', 0, 'P'),
    ]);
    expect(inAll(before, after)).toEqual([
      'White pawn takes d6 en passant.',
      'Weiß: Bauer schlägt d6 en passant.',
      'Blanc : le pion prend d6 en passant.',
    ]);
  });

  it('says a promotion when the piece on the square it reached is not the one that left', () => {
    const before = state([p('b7', 0, 'P'), p('a2', 1, 'K'), p('e1', 0, 'K')], []);
    const queen = played(before, white('b7b8q', 'b8=Q'), 'b7', 'b8', [
      p('b8', 0, 'Q'),
      p('a2', 1, 'K'),
      p('e1', 0, 'K'),
    ]);
    expect(inAll(before, queen)).toEqual([
      'White pawn to b8, promotes to queen.',
      'Weiß: Bauer nach b8, wird Dame.',
      'Blanc : le pion va en b8, promotion en dame.',
    ]);
    const knight = played(
      before,
      white('b7a8n', 'bxa8=N+', { captured: p('a8', 1, 'R') }),
      'b7',
      'a8',
      [p('a8', 0, 'N')],
      { check: ['b6'] },
    );
    expect(inAll(before, knight)).toEqual([
      'White pawn takes a8, promotes to knight, check.',
      'Weiß: Bauer schlägt a8, wird Springer, Schach.',
      'Blanc : le pion prend a8, promotion en cavalier, échec.',
    ]);
  });

  it("says checkmate once, with the winner (the fool's mate: 1. f3 e5 2. g4 Qh4#)", () => {
    const history = [white('f2f3', 'f3'), black('e7e5', 'e5'), white('g2g4', 'g4')];
    const before = state([p('d8', 1, 'Q'), p('e1', 0, 'K')], history);
    const mate: Outcome = { termination: 'checkmate', winners: [1], reason: 'checkmate' };
    const after = played(before, black('d8h4', 'Qh4#'), 'd8', 'h4', [p('h4', 1, 'Q'), p('e1', 0, 'K')], {
      check: ['e1'],
      outcome: mate,
      toMove: null,
    });
    expect(inAll(before, after)).toEqual([
      'Black queen to h4. Checkmate. Black wins.',
      'Schwarz: Dame nach h4. Schachmatt. Schwarz gewinnt.',
      'Noir : la dame va en h4. Échec et mat. Vainqueur : Noir.',
    ]);
  });
});

describe('announce: endings and other changes', () => {
  const before = state([p('e1', 0, 'K'), p('e8', 1, 'K')], [white('e2e4', 'e4')]);

  it('says a resignation off the board: who resigned and who won', () => {
    const after = { ...before, outcome: { termination: 'resignation', winners: [1], reason: 'White resigned' } };
    expect(inAll(before, after)).toEqual([
      'White resigns. Black wins.',
      'Weiß gibt auf. Schwarz gewinnt.',
      'Blanc : abandon. Vainqueur : Noir.',
    ]);
  });

  it('says a flag fall (the server ends the game on time)', () => {
    const flag = { ...before, outcome: { termination: 'time-forfeit', winners: [0], reason: 'Black ran out of time' } };
    expect(inAll(before, flag)).toEqual([
      'Time is up. White wins.',
      'Die Zeit ist abgelaufen. Weiß gewinnt.',
      'Le temps est écoulé. Vainqueur : Blanc.',
    ]);
  });

  it('says a draw with its reason; an agreed draw only once', () => {
    const stalemate = { ...before, outcome: { termination: 'stalemate', winners: [], reason: 'stalemate' } };
    expect(inAll(before, stalemate)).toEqual(['Stalemate. Draw.', 'Patt. Remis.', 'Pat. Partie nulle.']);
    const claimed = {
      ...before,
      outcome: { termination: 'threefold-repetition', winners: [], reason: 'threefold repetition' },
    };
    expect(inAll(before, claimed)).toEqual([
      'Threefold repetition claimed. Draw.',
      'Dreimalige Stellungswiederholung reklamiert. Remis.',
      'Triple répétition réclamée. Partie nulle.',
    ]);
    const agreed = { ...before, outcome: { termination: 'agreement', winners: [], reason: 'agreement' } };
    expect(inAll(before, agreed)).toEqual(['Draw agreed.', 'Remis vereinbart.', 'Nulle par accord mutuel.']);
  });

  it("gives an unknown termination the server's reason", () => {
    const after = {
      ...before,
      outcome: { termination: 'adjudication', winners: [0], reason: 'adjudicated by the arbiter.' },
    };
    expect(announce(before, after, CHESS, BOARD, 'en')).toBe('Game over: adjudicated by the arbiter. White wins.');
  });

  it('says how many moves were taken back', () => {
    const start = state([], []);
    expect(announce(before, start, CHESS, BOARD, 'en')).toBe('One move taken back.');
    const two = state([], [white('e2e4', 'e4'), black('e7e5', 'e5')]);
    expect(['en', 'de', 'fr'].map((lang) => announce(two, start, CHESS, BOARD, lang))).toEqual([
      '2 moves taken back.',
      '2 Züge zurückgenommen.',
      '2 coups repris.',
    ]);
  });

  it('says nothing for the first state, a new game, or a state without a change', () => {
    expect(announce(null, before, CHESS, BOARD, 'en')).toBeNull();
    expect(announce(before, { ...before, gameNo: 2, history: [] }, CHESS, BOARD, 'en')).toBeNull();
    expect(announce(before, { ...before, drawOffer: 1 }, CHESS, BOARD, 'en')).toBeNull();
  });
});

describe('announce: the other games', () => {
  it('four-player chess: a resignation is a move ("R"), another seat mated is out, several winners', () => {
    const before = state([p('h1', 0, 'K'), p('a7', 1, 'K')], [], { eliminated: [false, false, false, false] });
    const resigned = state([p('h1', null, 'K'), p('a7', 1, 'K')], [{ u: 'R', san: 'R', seat: 0 }], {
      eliminated: [true, false, false, false],
    });
    expect(['en', 'de', 'fr'].map((lang) => announce(before, resigned, FOUR, BOARD, lang))).toEqual([
      'Red resigns.',
      'Rot gibt auf.',
      'Rouge : abandon.',
    ]);

    const mated = played(before, { u: 'd1a4', san: 'Qa4#', seat: 0 }, 'd1', 'a4', [p('a4', 0, 'Q'), p('a7', 1, 'K')], {
      eliminated: [false, true, false, false],
    });
    expect(inAll(before, mated, FOUR)).toEqual([
      'Red queen to a4. Blue is out.',
      'Rot: Dame nach a4. Blau ist ausgeschieden.',
      'Rouge : la dame va en a4. Bleu est éliminé.',
    ]);

    // An agreed draw is the move "D": every live seat gets 10 points and the highest score wins.
    const agreed = state(before.pieces, [{ u: 'D', san: 'D', seat: 0 }], {
      eliminated: before.eliminated!,
      outcome: { termination: 'agreement', winners: [2], reason: 'agreement' },
    });
    expect(inAll(before, agreed, FOUR)).toEqual([
      'Draw agreed. Yellow wins.',
      'Remis vereinbart. Gelb gewinnt.',
      'Nulle par accord mutuel. Vainqueur : Jaune.',
    ]);

    const points: Outcome = { termination: 'points', winners: [0, 2], reason: 'points' };
    const end = { ...before, outcome: points };
    expect(inAll(before, end, FOUR)).toEqual([
      'The game ends on points. Red and Yellow win.',
      'Die Partie endet nach Punkten. Rot und Gelb gewinnen.',
      'La partie se termine aux points. Vainqueurs : Rouge et Jaune.',
    ]);
  });

  it('four-player chess: a king still in check from an earlier move is no new check', () => {
    // Red checked Green's king on n7; Blue and Yellow move before Green answers it (turns go Red, Blue, Yellow, Green).
    const before = state([p('e4', 2, 'N'), p('h1', 0, 'K')], [], { check: ['n7'] });
    const after = played(before, { u: 'e4f6', san: 'Nf6', seat: 2 }, 'e4', 'f6', [p('f6', 2, 'N'), p('h1', 0, 'K')], {
      check: ['n7'],
    });
    expect(announce(before, after, FOUR, BOARD, 'en')).toBe('Yellow knight to f6.');
    const checking = { ...after, check: [squareNamed(BOARD, 'n7'), squareNamed(BOARD, 'h1')] };
    expect(announce(before, checking, FOUR, BOARD, 'en')).toBe('Yellow knight to f6, check.');
  });

  it("Martian Chess: the game's seat names, and a field promotion (two pawns make a drone)", () => {
    const before = state([p('c3', 0, 'pawn'), p('c4', 0, 'pawn')], []);
    const after = played(before, { u: 'c3-c4', san: 'c3-c4', seat: 0 }, 'c3', 'c4', [p('c4', 0, 'drone')]);
    expect(inAll(before, after, MARTIAN)).toEqual([
      'South pawn to c4, promotes to drone.',
      'Süd: Bauer nach c4, wird Drohne.',
      'Sud : le pion va en c4, promotion en drone.',
    ]);
  });

  it('Martian Chess: a move that calls the clock says so (the move kind "call-clock")', () => {
    const before = state([p('b6', 1, 'queen'), p('b2', 0, 'drone')], []);
    const after = played(
      before,
      { u: 'b6-b2', san: 'b6-b2', seat: 1, kind: 'call-clock', captured: p('b2', 0, 'drone') },
      'b6',
      'b2',
      [p('b2', 0, 'queen')],
    );
    expect(inAll(before, after, MARTIAN)).toEqual([
      'North queen takes b2, calls the clock.',
      'Nord: Königin schlägt b2, ruft die Uhr aus.',
      "Nord : la reine prend b2, déclenche l'horloge.",
    ]);
  });

  it('Metamate: a setup move names the piece it puts on its square', () => {
    const before = state([p('d1', 0, 'Q'), p('e1', 0, 'K')], []);
    const after = played(before, { u: 'M2.1@d1', san: 'M2.1@d1', seat: 0, kind: 'setup' }, 'd1', 'd1', [
      p('d1', 0, 'M2.1'),
      p('e1', 0, 'K'),
    ]);
    expect(inAll(before, after)).toEqual([
      'White sets up Meta M2.1 on d1.',
      'Weiß stellt auf: Meta M2.1 auf d1.',
      'Blanc : mise en place, Meta M2.1 en d1.',
    ]);
  });

  it('Metamachy: a setup move that fills four squares lists them all, as its choices name them', () => {
    // The default start shows the default arrangement (f12 Queen, g12 King, f11 Lion, g11 Eagle); Black chooses
    // King, Queen, Eagle, Lion (engine/metamachy/position.h START_FEN, docs/protocol.md on setup moves).
    const u = 'kqal@f12';
    const choices = [
      ['f12', 'K'],
      ['g12', 'Q'],
      ['f11', 'A'],
      ['g11', 'L'],
    ].map(([sq, option]) => ({ sq: sq!, option: option!, label: option! }));
    const before = state([p('f12', 1, 'Q'), p('g12', 1, 'K'), p('f11', 1, 'L'), p('g11', 1, 'A')], [], {
      moves: [{ u, from: 'f12', to: 'f12', san: 'KQAL@f12', kind: 'setup', choices }],
    });
    const after = played(before, { u, san: 'KQAL@f12', seat: 1, kind: 'setup' }, 'f12', 'f12', [
      p('f12', 1, 'K'),
      p('g12', 1, 'Q'),
      p('f11', 1, 'A'),
      p('g11', 1, 'L'),
    ]);
    expect(inAll(before, after)).toEqual([
      'Black sets up king on f12, queen on g12, eagle on f11, and lion on g11.',
      'Schwarz stellt auf: König auf f12, Dame auf g12, Adler auf f11 und Löwe auf g11.',
      'Noir : mise en place, roi en f12, dame en g12, aigle en f11 et lion en g11.',
    ]);
  });
});
