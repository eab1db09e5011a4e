// What changed on the board, in words for screen readers (catalogue area `speech`): the move just played, a seat
// out of the game, the game's end, moves taken back. Worded from data alone: the history's new move (its SAN, kind
// and captured piece), the last move's squares, the pieces before and after (the moving piece stood on `from`; it
// was promoted when the kind now on `to` differs) and the seats in check. Each language orders its own sentence:
// the messages are whole clauses with placeholders, joined by the catalogue's own separator.

import { kindResult, kindSubject } from '../board/pieceNames';
import { seatName } from '../board/pieces';
import { squareName } from '../game/square';
import type { GameState, Geometry, HistoryMove, Piece, Square } from '../game/types';
import { has, language, t } from '../i18n/i18n';
import { MOVE_KIND } from '../moveKind';

/** Who sits where: the seats' count and the game's own seat names (GameInfo.seatNames). */
export interface Seating {
  seatCount: number;
  seatNames?: readonly string[];
}

/** The protocol's move texts that are not moves (docs/protocol.md): a resignation and an agreed draw as plies. */
const RESIGN_MOVE = 'R';
const AGREED_DRAW_MOVE = 'D';

/**
 * The announcement for the change from `before` to `after` (the room's states in that order on the board of
 * `geometry`, which names the squares), in `lang` (the page's language by default); null when there is nothing to
 * say (the first state, a new game, no move).
 */
export function announce(
  before: GameState | null,
  after: GameState,
  seating: Seating,
  geometry: Pick<Geometry, 'squares'>,
  lang: string = language(),
): string | null {
  if (!before || before.gameNo !== after.gameNo) return null;
  const say = new Speaker(seating, geometry, lang);
  const parts: string[] = [];
  const added = after.history.length - before.history.length;
  const played = after.history.at(-1);
  if (added === 1 && played) {
    const sentence = say.move(played, before, after);
    if (sentence) parts.push(sentence);
  } else if (added < 0) {
    parts.push(t('speech.takeBack', { count: -added }, lang));
  }
  if (!after.outcome) {
    for (const [seat, out] of (after.eliminated ?? []).entries()) {
      const resigned = played?.u === RESIGN_MOVE && played.seat === seat;
      if (out && !before.eliminated?.[seat] && !resigned) parts.push(t('speech.out', { seat: say.seat(seat) }, lang));
    }
  }
  if (after.outcome && !before.outcome) parts.push(say.ending(after.outcome));
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The sentences of one announcement, in one language. */
class Speaker {
  constructor(
    private readonly seating: Seating,
    private readonly geometry: Pick<Geometry, 'squares'>,
    private readonly lang: string,
  ) {}

  private square(sq: Square): string {
    return squareName(this.geometry, sq);
  }

  seat(seat: number | null): string {
    return seatName(seat, this.seating.seatCount, this.seating.seatNames, this.lang);
  }

  private t(key: string, params: Record<string, string | number> = {}): string {
    return t(`speech.${key}`, params, this.lang);
  }

  private list(items: string[]): string {
    return new Intl.ListFormat(this.lang, { style: 'long', type: 'conjunction' }).format(items);
  }

  /** The clauses as one sentence: "Black knight takes e5, check." */
  private sentence(clauses: string[]): string {
    const text = clauses.reduce((first, next) => this.t('clauses', { first, next }));
    return this.t('sentence', { text });
  }

  /** The move `played` took the board from `before` to `after`; null for a ply that says nothing by itself. */
  move(played: HistoryMove, before: GameState, after: GameState): string | null {
    const seat = this.seat(played.seat);
    if (played.u === AGREED_DRAW_MOVE && !played.kind) return null; // the ending says it
    if (played.u === RESIGN_MOVE && !played.kind) return this.sentence([this.t('resigns', { seat })]);
    const checkmate = after.outcome?.termination === 'checkmate';
    const check = givesCheck(before, after) && !checkmate ? [this.t('check')] : [];
    const last = after.lastMove;
    if (played.kind === MOVE_KIND.CASTLING) return this.sentence([this.castling(seat, played.san), ...check]);
    const moved = last ? pieceOn(after.pieces, last.to) : undefined;
    if (played.kind === MOVE_KIND.SETUP) return this.sentence([this.setup(seat, played, before, moved)]);
    if (!last || !moved) return this.sentence([this.t('other', { seat, san: played.san }), ...check]);
    const kindBefore = pieceOn(before.pieces, last.from)?.kind ?? moved.kind;
    const params = { seat, piece: kindSubject(kindBefore, this.lang), square: this.square(last.to) };
    const key = played.kind === MOVE_KIND.EN_PASSANT ? 'enPassant' : played.captured ? 'capture' : 'move';
    const promotion =
      moved.kind !== kindBefore ? [this.t('promotes', { piece: kindResult(moved.kind, this.lang) })] : [];
    const clock = played.kind === MOVE_KIND.CALL_CLOCK ? [this.t('callsClock')] : [];
    return this.sentence([this.t(key, params), ...promotion, ...clock, ...check]);
  }

  /** Castling's side from its SAN ("O-O", "O-O-O"), the notation's own marks; else castling alone. */
  private castling(seat: string, san: string): string {
    if (san.startsWith('O-O-O')) return this.t('castleQueenside', { seat });
    if (san.startsWith('O-O')) return this.t('castleKingside', { seat });
    return this.t('castle', { seat });
  }

  /**
   * A setup move: the piece each of its choices put on its square (the legal move's `choices` before it was
   * played: Metamachy's four chief squares), else the piece now on its square.
   */
  private setup(seat: string, played: HistoryMove, before: GameState, moved: Piece | undefined): string {
    const choices = before.moves.find((m) => m.u === played.u)?.choices ?? [];
    const placed = choices.length > 0 ? choices.map((c) => ({ kind: c.option, sq: c.sq })) : moved ? [moved] : [];
    const pieces = this.list(
      placed.map((p) => this.t('pieceOn', { piece: kindResult(p.kind, this.lang), square: this.square(p.sq) })),
    );
    return this.t('setup', { seat, pieces });
  }

  /** The game's end: why (a known termination, else the server's reason), then who won, or the draw. */
  ending(outcome: NonNullable<GameState['outcome']>): string {
    const { termination, winners } = outcome;
    const names = (seats: number[]) => ({ seats: this.list(seats.map((s) => this.seat(s))), count: seats.length });
    const losers = Array.from({ length: this.seating.seatCount }, (_, s) => s).filter((s) => !winners.includes(s));
    let why: string;
    if (termination === 'resignation' && winners.length > 0) why = this.t('end.resignation', names(losers));
    else if (termination !== 'resignation' && termination !== 'other' && has(`speech.end.${termination}`))
      why = this.t(`end.${termination}`);
    else why = this.t('end.other', { reason: (outcome.reason || termination).replace(/\.$/, '') });
    if (winners.length > 0) return `${why} ${this.t('wins', names(winners))}`;
    return termination === 'agreement' ? why : `${why} ${this.t('draw')}`;
  }
}

/**
 * Whether the change put a royal piece in check: a square in check now that was not before (with four seats, a king
 * checked earlier may still be in check while others move).
 */
export function givesCheck(before: GameState, after: GameState): boolean {
  return after.check.some((sq) => !before.check.includes(sq));
}

function pieceOn(pieces: Piece[], sq: Square): Piece | undefined {
  return pieces.find((p) => p.sq === sq);
}
