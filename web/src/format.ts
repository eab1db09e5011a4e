// Small text formatting shared by the pages.

import { t } from './i18n/i18n';

/** Remaining move time as m:ss, or s.d under ten seconds. */
export function formatClock(ms: number): string {
  const clamped = Math.max(0, ms);
  if (clamped < 10000) return (Math.floor(clamped / 100) / 10).toFixed(1);
  const total = Math.ceil(clamped / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** SAN history as numbered rows: [[1, 'e4', 'e5'], [2, 'Nf3', undefined]] for two seats; one column per seat. */
export function moveRows(sans: string[], seatCount: number, firstSeat = 0): (string | undefined)[][] {
  const cols = Math.max(1, seatCount);
  const rows: (string | undefined)[][] = [];
  const cells: (string | undefined)[] = [...Array<undefined>(firstSeat % cols).fill(undefined), ...sans];
  for (let i = 0; i < cells.length; i += cols) rows.push(cells.slice(i, i + cols));
  return rows;
}

/** One row of the move list: its label ("1", "2", ... or "Setup") and one cell per seat. */
export interface MoveRow {
  label: string;
  cells: (string | undefined)[];
}

/**
 * The history as move-list rows: the moves of a setup phase (kind "setup") first, in rows labelled "Setup", then
 * the moves numbered from 1 (the first of them in its mover's column), one column per seat.
 */
export function historyRows(history: { san: string; seat: number | null; kind?: string }[], seatCount: number): MoveRow[] {
  const setupCount = history.findIndex((m) => m.kind !== 'setup');
  const split = setupCount < 0 ? history.length : setupCount;
  const rows = (moves: typeof history) => moveRows(moves.map((m) => m.san), seatCount, moves[0]?.seat ?? 0);
  return [
    ...rows(history.slice(0, split)).map((cells) => ({ label: 'Setup', cells })),
    ...rows(history.slice(split)).map((cells, i) => ({ label: `${i + 1}.`, cells })),
  ];
}

/** "threefold-repetition" → "threefold repetition". */
export function humanize(code: string): string {
  return code.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

const ENDINGS: Record<string, string> = {
  checkmate: 'Checkmate',
  stalemate: 'Stalemate',
  'insufficient-material': 'Neither side can mate any more',
  'fivefold-repetition': 'The same position for the fifth time',
  'seventy-five-moves': 'Seventy-five moves without a pawn move or capture',
  'threefold-repetition': 'Draw claimed: threefold repetition',
  'fifty-moves': 'Draw claimed: fifty moves without a pawn move or capture',
  agreement: 'Draw by agreement',
  'move-limit': 'The move limit was reached',
  points: 'Game over on points',
};

/** The line under the result: a known termination in words, else the server's own reason. */
export function endingText(termination: string, reason: string, losers: string[]): string {
  if (termination === 'resignation' && losers.length > 0) return `${losers.join(' and ')} resigned`;
  if (termination === 'time-forfeit' && losers.length > 0) return t('clock.flagFell', { seats: losers.join(', ') });
  const known = ENDINGS[termination];
  if (known) return known;
  const text = reason || humanize(termination);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A running count for people (protocol Counter): Martian Chess's called deadlock clock as the moves left before the
 * game ends, a move limit as the moves played of the limit; other codes as "name: value / limit".
 */
export function counterText(c: { name: string; value: number; limit: number }): string {
  const left = Math.max(0, c.limit - c.value);
  if (c.name === 'deadlock-clock') return `Clock called: ${left} ${left === 1 ? 'move' : 'moves'} left without a capture`;
  if (c.name === 'move-limit') return `Move ${c.value} of ${c.limit} (move limit)`;
  const text = humanize(c.name);
  return `${text.charAt(0).toUpperCase() + text.slice(1)}: ${c.value} / ${c.limit}`;
}
