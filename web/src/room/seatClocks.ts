// The game clocks on the seat cards: every seat's time left (base plus increment, kept by the server), the
// running one counted down locally from the last state the server sent. The server alone decides when a flag
// falls; the page only shows it. Low time (under LOW_TIME_MS) is marked, the clocks that do not run are dimmed.

import { formatClock } from '../format';
import { t } from '../i18n/i18n';
import type { GameState } from '../game/types';
import type { Seat, Settings } from '../protocol';

/** A clock under this many milliseconds is marked as low. */
export const LOW_TIME_MS = 10_000;

/** Seat `seat`'s game clock `elapsedMs` after `state` arrived; null in a room without a game clock. */
export function seatClockMs(state: GameState, seat: Seat, elapsedMs: number): { ms: number; running: boolean } | null {
  const clocks = state.clocks;
  const left = clocks?.remainingMs[seat];
  if (!clocks || left === undefined) return null;
  const running = !state.outcome && clocks.running === seat;
  return { ms: Math.max(0, running ? left - elapsedMs : left), running };
}

/** Fills each `.seat-clock` element (`data-seat`) under `root` with its seat's game clock; false when the
 * state has no game clock (the page then shows its per-move countdown, if any). */
export function renderSeatClocks(root: ParentNode, state: GameState | undefined, elapsedMs: number): boolean {
  if (!state?.clocks) return false;
  for (const el of root.querySelectorAll<HTMLElement>('.seat-clock')) {
    const clock = seatClockMs(state, Number(el.dataset.seat), elapsedMs);
    el.hidden = !clock;
    if (!clock) continue;
    el.textContent = formatClock(clock.ms);
    el.classList.toggle('low', clock.ms < LOW_TIME_MS);
    el.classList.toggle('stopped', !clock.running);
    el.setAttribute(
      'aria-label',
      t(clock.running ? 'clock.running' : 'clock.stopped', { time: formatClock(clock.ms) }),
    );
  }
  return true;
}

/** The room's game clock as a chip: "Game clock 3+2" (minutes + seconds per move). */
export function clockChip(settings: Settings): string {
  const base = (settings.clockBase ?? 0) / 60;
  return t('clock.chip', {
    base: Number.isInteger(base) ? base : base.toFixed(1),
    increment: settings.clockIncrement ?? 0,
  });
}
