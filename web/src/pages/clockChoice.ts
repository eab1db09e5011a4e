// The room form's game clock: none or a preset of base minutes plus increment seconds (docs/protocol.md,
// settings.clockBase and settings.clockIncrement). A room has one kind of clock: choosing a game clock sets the
// time per move (radio group `moveTime`) to none, and choosing a time per move sets the game clock to none.

import { h } from '../dom';
import { t } from '../i18n/i18n';

/** The choices of time per move (seconds; 0 = no timer), as the home page's and the lobby's forms offer them. */
export function moveTimeOptions(): [string, string][] {
  return [
    ['0', t('home.noTime')],
    ['30', t('home.seconds', { count: 30 })],
    ['60', t('home.seconds', { count: 60 })],
  ];
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
