// The questions that tell apart legal moves sharing the same two squares, one after the other, from the moves' data
// alone (docs/protocol.md): first the move's kind when the moves differ in it (an en passant capture or a plain
// step to the same square), then each of the moves' choices in order (a double promotion asks for the pawn's
// piece, then for the Meta's). Every answer keeps the moves that agree with it; asking again about those leaves
// out what they now share, so the walk always ends at one move. Moves that no data tells apart (an older server)
// are offered one by one, by their display text. A setup move that places pieces on several squares at once
// (Metamachy's chief arrangement) is chosen whole: one answer per move, showing every square it fills, the move
// the server suggests first. No rule is known here.

import { NO_SQUARE, squareName } from '../game/square';
import type { Geometry, LegalMove, Square } from '../game/types';
import { t } from '../i18n/i18n';
import { MOVE_KIND } from '../moveKind';
import { kindName } from './pieceNames';
import { hasImage } from './pieces';

/** One answer to a question: the moves it keeps, and how to show it. */
export interface Answer {
  /** The answer for people: a choice's label, a kind's name, or a move's display text. */
  label: string;
  /** The piece kind the answer turns a piece into (for its picture); null when it is no piece. */
  piece: string | null;
  /** Squares to colour on the board while the answer is considered (a Meta's copies); often empty. */
  highlight: Square[];
  /** The moves that agree with this answer; one means the question leads to that move. */
  moves: LegalMove[];
  /** For a whole arrangement: each square it fills and the piece kind placed there, in the move's order. */
  arrangement?: { sq: Square; piece: string; label: string }[];
  /** The answer is the server's suggested move (the game's default). */
  suggested?: boolean;
}

export interface Question {
  /**
   * What is decided: the kind of move, what the piece on a square becomes, which arrangement of several squares a
   * setup move makes, or which move (no data).
   */
  about: 'kind' | 'choice' | 'arrangement' | 'move';
  /** For a choice: the square of the piece it is about, when every answer concerns the same one. */
  square: Square | null;
  /** The kind the moves share (a setup move is "setup"); null while the question is about the kind. */
  kind: string | null;
  /** The question in words when it is a yes/no one (a plain move or its twin of a kind that adds an act, such as
   * "call-clock": "Call the clock?"); the answers are then yes first. */
  text?: string;
  answers: Answer[];
}

/** Catalogue keys of the names of move kinds, for a question about the kind. */
const KIND_LABELS: Record<string, string> = {
  '': 'board.plainMove',
  [MOVE_KIND.EN_PASSANT]: 'board.enPassant',
  [MOVE_KIND.CASTLING]: 'board.castling',
  [MOVE_KIND.SETUP]: 'board.setup',
};

/** Move kinds that add an act to the plain move with the same squares, as a yes/no question (docs/protocol.md). */
const KIND_QUESTIONS: Record<string, string> = {
  [MOVE_KIND.CALL_CLOCK]: 'board.callClock',
};

function kindLabel(kind: string): string {
  const key = KIND_LABELS[kind];
  return key ? t(key) : kind.charAt(0).toUpperCase() + kind.slice(1).replace(/-/g, ' ');
}

function groupBy(moves: readonly LegalMove[], key: (m: LegalMove) => string): Map<string, LegalMove[]> {
  const groups = new Map<string, LegalMove[]>();
  for (const m of moves) {
    const k = key(m);
    const list = groups.get(k);
    if (list) list.push(m);
    else groups.set(k, [m]);
  }
  return groups;
}

const kindOf = (m: LegalMove): string => m.kind ?? '';

/** Names squares in the answers' words. */
type Names = Pick<Geometry, 'squares'>;

function choiceKey(m: LegalMove, i: number): string {
  const c = m.choices?.[i];
  return c ? `${c.sq}\u0000${c.option}` : '';
}

/** The piece kind at the end of a SAN such as `b8=Q` or `e8=N+` (moves without choices data). */
export function sanPiece(san: string): string | null {
  return /=([A-Za-z]+)[+#]*$/.exec(san)?.[1] ?? null;
}

function byMove(moves: readonly LegalMove[], kind: string | null): Question {
  return {
    about: 'move',
    square: null,
    kind,
    answers: moves.map((m) => ({ label: m.san, piece: sanPiece(m.san), highlight: [], moves: [m] })),
  };
}

function byChoice(groups: Map<string, LegalMove[]>, i: number, kind: string, names: Names): Question {
  const squares = new Set<Square>();
  const answers: Answer[] = [];
  for (const moves of groups.values()) {
    const first = moves[0] as LegalMove;
    const c = first.choices?.[i];
    if (c) squares.add(c.sq);
    answers.push(
      c
        ? { label: c.label || c.option, piece: c.option || null, highlight: c.highlight ?? [], moves }
        : { label: first.san, piece: null, highlight: [], moves },
    );
  }
  const square = squares.size === 1 && answers.every((a) => a.piece !== null) ? ([...squares][0] ?? null) : null;
  // Answers about different pieces name their square.
  if (square === null)
    for (const a of answers) {
      const name = squareName(names, a.moves[0]?.choices?.[i]?.sq ?? NO_SQUARE);
      if (name) a.label = `${name}: ${a.label}`;
    }
  return { about: 'choice', square, kind, answers };
}

/** Whether each move is a setup move whose choices fill several squares, so that it is best chosen whole. */
function arrangesSeveralSquares(moves: readonly LegalMove[]): boolean {
  return moves.every((m) => m.kind === MOVE_KIND.SETUP && new Set((m.choices ?? []).map((c) => c.sq)).size > 1);
}

/** The text with its first letter upper-case. */
export function capitalized(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * What an arrangement puts on each square, for people: "Queen f12", the piece named in `lang` (the page's when
 * absent) where the piece set knows it, else by the engine's label.
 */
export function arrangementParts(
  arrangement: NonNullable<Answer['arrangement']>,
  names: Names,
  lang?: string,
): string[] {
  return arrangement.map(
    (c) => `${capitalized(hasImage(c.piece) ? kindName(c.piece, lang) : c.label)} ${squareName(names, c.sq)}`,
  );
}

/** One answer per move, each naming what it puts on every square ("Queen f12 · King g12 · ..."), the suggested first. */
function byArrangement(moves: readonly LegalMove[], names: Names): Question {
  const answers = moves.map((m): Answer => {
    const arrangement = (m.choices ?? []).map((c) => ({ sq: c.sq, piece: c.option, label: c.label || c.option }));
    return {
      label: arrangementParts(arrangement, names).join(' · '),
      piece: null,
      highlight: [],
      moves: [m],
      arrangement,
      suggested: m.suggested === true,
    };
  });
  answers.sort((a, b) => Number(b.suggested) - Number(a.suggested));
  return { about: 'arrangement', square: null, kind: MOVE_KIND.SETUP, answers };
}

/**
 * The next question that tells `moves` apart, or null when at most one move is left. With `confirm`, a single move
 * is still asked about (a setup move: the player sees what the piece becomes before it happens). `names` (the
 * board's geometry) names the squares in the answers' words.
 */
export function nextQuestion(moves: readonly LegalMove[], names: Names, confirm = false): Question | null {
  if (moves.length === 0) return null;
  const kinds = groupBy(moves, kindOf);
  const plain = kinds.get('');
  const [act, twins] = [...kinds].find(([k]) => k !== '') ?? ['', []];
  const question = KIND_QUESTIONS[act];
  const text = question ? t(question) : undefined;
  if (kinds.size === 2 && plain && text)
    return {
      about: 'kind',
      square: null,
      kind: null,
      text,
      answers: [
        {
          label: t('board.yes', { move: twins.length === 1 ? (twins[0] as LegalMove).san : kindLabel(act) }),
          piece: null,
          highlight: [],
          moves: twins,
        },
        {
          label: t('board.no', { move: plain.length === 1 ? (plain[0] as LegalMove).san : kindLabel('') }),
          piece: null,
          highlight: [],
          moves: plain,
        },
      ],
    };
  if (kinds.size > 1)
    return {
      about: 'kind',
      square: null,
      kind: null,
      answers: [...kinds].map(([k, list]) => ({
        label: list.length === 1 ? (list[0] as LegalMove).san : kindLabel(k),
        piece: null,
        highlight: [],
        moves: list,
      })),
    };
  const kind = kindOf(moves[0] as LegalMove);
  if ((moves.length > 1 || confirm) && arrangesSeveralSquares(moves)) return byArrangement(moves, names);
  const depth = Math.max(0, ...moves.map((m) => m.choices?.length ?? 0));
  if (moves.length === 1) {
    if (!confirm) return null;
    return depth > 0
      ? byChoice(
          groupBy(moves, (m) => choiceKey(m, 0)),
          0,
          kind,
          names,
        )
      : byMove(moves, kind);
  }
  for (let i = 0; i < depth; i++) {
    const groups = groupBy(moves, (m) => choiceKey(m, i));
    if (groups.size > 1) return byChoice(groups, i, kind, names);
  }
  return byMove(moves, kind);
}
