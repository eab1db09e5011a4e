// The room form's clocks: the time per move (radio group `moveTime`: seconds, or days per move for a game played
// at one's own pace, settings.moveTime and settings.daysPerMove), and the game clock, none or a preset of base
// minutes plus increment seconds (settings.clockBase and settings.clockIncrement; docs/protocol.md). A room has
// one kind of clock: choosing a game clock sets the time per move to none, and choosing a time per move sets the
// game clock to none.

import { h } from '../dom';
import { t } from '../i18n/i18n';

/** The days per move a room may have (docs/protocol.md, settings.daysPerMove). */
export const DAYS_PER_MOVE: readonly number[] = [1, 2, 3, 7];

/**
 * The choices of time per move (seconds, 0 = no timer; "Nd" = N days per move), as the home page's and the
 * lobby's forms offer them.
 */
export function moveTimeOptions(): [string, string][] {
  return [
    ['0', t('home.noTime')],
    ['30', t('home.seconds', { count: 30 })],
    ['60', t('home.seconds', { count: 60 })],
    ...DAYS_PER_MOVE.map((count): [string, string] => [`${count}d`, t('clock.days', { count })]),
  ];
}

/** The settings of the time per move chosen in `form`: moveTime in seconds, or daysPerMove. */
export function chosenMoveTime(form: HTMLFormElement): { moveTime: number; daysPerMove?: number } {
  const value = form.querySelector<HTMLInputElement>('input[name="moveTime"]:checked')?.value ?? '0';
  const days = /^(\d+)d$/.exec(value);
  return days ? { moveTime: 0, daysPerMove: Number(days[1]) } : { moveTime: Number(value) || 0 };
}

/** The presets offered: [minutes, seconds added per move], the usual blitz and rapid controls. */
export const CLOCK_PRESETS: readonly [number, number][] = [
  [3, 2],
  [5, 3],
  [10, 5],
  [15, 10],
];

/** The radio group `clock` (values "none" or "BASE+INCREMENT" in minutes and seconds), "none" chosen. */
export function clockChoice(): HTMLFieldSetElement {
  const option = (value: string, label: string, title?: string) =>
    h(
      'label',
      title ? { title } : {},
      h('input', { type: 'radio', name: 'clock', value, checked: value === 'none', 'aria-label': title ?? label }),
      h('span', {}, label),
    );
  return h(
    'fieldset',
    { class: 'segmented', 'data-clock-choice': true },
    h('legend', {}, t('clock.gameClock')),
    h(
      'div',
      { class: 'segments' },
      option('none', t('clock.none')),
      CLOCK_PRESETS.map(([base, increment]) =>
        option(`${base}+${increment}`, `${base}+${increment}`, t('clock.preset', { base, increment })),
      ),
    ),
    h('small', {}, t('clock.help')),
  );
}

/** Keeps one kind of clock chosen in `form`: a game clock clears the time per move, and the other way round. */
export function linkClockChoices(form: HTMLFormElement): void {
  form.addEventListener('change', (e) => {
    const input = e.target as HTMLInputElement;
    if (input.type !== 'radio') return;
    if (input.name === 'clock' && input.value !== 'none') check(form, 'moveTime', '0');
    if (input.name === 'moveTime' && input.value !== '0') check(form, 'clock', 'none');
  });
}

function check(form: HTMLFormElement, name: string, value: string): void {
  const radio = form.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
  if (radio) radio.checked = true;
}

/** The settings of the game clock chosen in `form`: {} for none, else clockBase (seconds) and clockIncrement. */
export function chosenClock(form: HTMLFormElement): { clockBase?: number; clockIncrement?: number } {
  const value = form.querySelector<HTMLInputElement>('input[name="clock"]:checked')?.value ?? 'none';
  const m = /^(\d+)\+(\d+)$/.exec(value);
  if (!m) return {};
  return { clockBase: Number(m[1]) * 60, clockIncrement: Number(m[2]) };
}
