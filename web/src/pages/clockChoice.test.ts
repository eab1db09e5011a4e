import { describe, expect, it } from 'vitest';
import { chosenClock, chosenMoveTime, clockChoice, linkClockChoices, moveTimeOptions } from './clockChoice';

function form(moveTimes = ['0', '30']): HTMLFormElement {
  const f = document.createElement('form');
  const moveTime = document.createElement('fieldset');
  for (const v of moveTimes) {
    const r = document.createElement('input');
    r.type = 'radio';
    r.name = 'moveTime';
    r.value = v;
    r.checked = v === '0';
    moveTime.append(r);
  }
  f.append(moveTime, clockChoice());
  linkClockChoices(f);
  document.body.append(f);
  return f;
}

function choose(f: HTMLFormElement, name: string, value: string): void {
  const r = f.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;
  r.checked = true;
  r.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('the room form clock choice', () => {
  it('offers none and the presets 3+2, 5+3, 10+5, 15+10, none chosen', () => {
    const f = form();
    const values = [...f.querySelectorAll<HTMLInputElement>('input[name="clock"]')].map((r) => r.value);
    expect(values).toEqual(['none', '3+2', '5+3', '10+5', '15+10']);
    expect(chosenClock(f)).toEqual({});
  });

  it('sends the base in seconds and the increment', () => {
    const f = form();
    choose(f, 'clock', '5+3');
    expect(chosenClock(f)).toEqual({ clockBase: 300, clockIncrement: 3 });
  });

  it('keeps one kind of clock: a game clock clears the time per move and back', () => {
    const f = form();
    choose(f, 'moveTime', '30');
    choose(f, 'clock', '3+2');
    expect(f.querySelector<HTMLInputElement>('input[name="moveTime"]:checked')?.value).toBe('0');
    choose(f, 'moveTime', '30');
    expect(chosenClock(f)).toEqual({});
  });

  // Issue 51: "a clock of 1, 2, 3 or 7 days per move".
  it('offers 1, 2, 3 and 7 days per move among the times per move, sent as daysPerMove', () => {
    const options = moveTimeOptions();
    expect(options.map(([v]) => v)).toEqual(['0', '30', '60', '1d', '2d', '3d', '7d']);
    expect(options.slice(3).map(([, label]) => label)).toEqual(['1 day', '2 days', '3 days', '7 days']);
    const f = form(options.map(([v]) => v));
    expect(chosenMoveTime(f)).toEqual({ moveTime: 0 });
    choose(f, 'moveTime', '30');
    expect(chosenMoveTime(f)).toEqual({ moveTime: 30 });
    choose(f, 'clock', '3+2');
    choose(f, 'moveTime', '7d');
    expect(chosenMoveTime(f)).toEqual({ moveTime: 0, daysPerMove: 7 });
    expect(chosenClock(f)).toEqual({});
  });
});
