// Small text formatting shared by the pages.

import { has, t } from './i18n/i18n';
import { COUNTER_NAME, MOVE_KIND } from './moveKind';

/** Remaining move time as m:ss, or s.d under ten seconds. */
export function formatClock(ms: number): string {
  const clamped = Math.max(0, ms);
  if (clamped < 10000) return (Math.floor(clamped / 100) / 10).toFixed(1);
  const total = Math.ceil(clamped / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * Time left on a days-per-move clock, to the minute (rounded up, as a clock counts down): "2 d 5 h" from a day
 * on, "5 h 7 min" under a day, "7 min" under an hour.
 */
export function formatDaysClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 60_000);
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  if (days > 0) return t('clock.daysHours', { days, hours });
  if (hours > 0) return t('clock.hoursMinutes', { hours, minutes });
  return t('clock.minutes', { minutes });
}

/** SAN history as numbered rows: [[1, 'e4', 'e5'], [2, 'Nf3', undefined]] for two seats; one column per seat. */
export function moveRows(sans: string[], seatCount: number, firstSeat = 0): (string | undefined)[][] {
  const cols = Math.max(1, seatCount);
  const rows: (string | undefined)[][] = [];
  const cells: (string | undefined)[] = [...Array<undefined>(firstSeat % cols).fill(undefined), ...sans];
  for (let i = 0; i < cells.length; i += cols) rows.push(cells.slice(i, i + cols));
  return rows;
}

/** One row of the move list: its label ("1.", "2.", ... or "Setup" in the page's language) and one cell per seat. */
export interface MoveRow {
  label: string;
  cells: (string | undefined)[];
}

/**
 * The history as move-list rows: the moves of a setup phase (kind "setup") first, in rows labelled "Setup", then
 * the moves numbered from 1 (the first of them in its mover's column), one column per seat.
 */
export function historyRows(
  history: { san: string; seat: number | null; kind?: string }[],
  seatCount: number,
): MoveRow[] {
  const setupCount = history.findIndex((m) => m.kind !== MOVE_KIND.SETUP);
  const split = setupCount < 0 ? history.length : setupCount;
  const rows = (moves: typeof history) =>
    moveRows(
      moves.map((m) => m.san),
      seatCount,
      moves[0]?.seat ?? 0,
    );
  return [
    ...rows(history.slice(0, split)).map((cells) => ({ label: t('board-tools.setupRow'), cells })),
    ...rows(history.slice(split)).map((cells, i) => ({ label: `${i + 1}.`, cells })),
  ];
}

/**
 * A short fact kept on one line ("10-60 min", "2-4 players", "1500–1800"): its spaces no-break spaces, and a dash
 * between two numbers joined to the second by a word joiner (a line may break after an en dash).
 */
export function noBreak(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/(\d)([-–])(?=\d)/g, '$1$2\u2060');
}

/** "threefold-repetition" → "threefold repetition". */
export function humanize(code: string): string {
  return code.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** "A, B and C" in the page's language. */
function joinNames(names: string[]): string {
  return names.length < 2
    ? (names[0] ?? '')
    : t('ending.and', { first: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' });
}

/** A termination code (docs/protocol.md, Outcome) in words, or null for a code the catalogue does not know. */
export function terminationText(termination: string): string | null {
  return termination !== 'resigned' && has(`ending.${termination}`) ? t(`ending.${termination}`) : null;
}

/** The line under the result: a known termination in words, else the server's own reason. */
export function endingText(termination: string, reason: string, losers: string[]): string {
  // A resignation and a flag fall end the game under the names of the plies that eliminate a seat.
  if (termination === MOVE_KIND.RESIGNATION && losers.length > 0)
    return t('ending.resigned', { count: losers.length, seats: joinNames(losers) });
  if (termination === MOVE_KIND.TIME_FORFEIT && losers.length > 0)
    return t('clock.flagFell', { seats: losers.join(', ') });
  const known = terminationText(termination);
  if (known) return known;
  const text = reason || humanize(termination);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A draw the player to move may claim (GameState.claimable: "threefold-repetition") in words. */
export function claimText(code: string): string {
  return has(`ending.claim.${code}`) ? t(`ending.claim.${code}`) : humanize(code);
}

/**
 * A running count for people (protocol Counter): Martian Chess's called deadlock clock as the moves left before the
 * game ends, a move limit as the moves played of the limit; other codes as "name: value / limit".
 */
export function counterText(c: { name: string; value: number; limit: number }, lang?: string): string {
  const left = Math.max(0, c.limit - c.value);
  if (c.name === COUNTER_NAME.DEADLOCK_CLOCK) return t('ending.deadlockClock', { count: left }, lang);
  if (c.name === COUNTER_NAME.MOVE_LIMIT) return t('ending.moveLimit', { value: c.value, limit: c.limit }, lang);
  const text = humanize(c.name);
  return `${text.charAt(0).toUpperCase() + text.slice(1)}: ${c.value} / ${c.limit}`;
}
