import { describe, expect, it } from 'vitest';
import { clockChip, renderSeatClocks, seatClockMs } from './seatClocks';
import { snapshot } from '../testing/fixtures';
import { clientState } from '../testing/fixtures';

const clocks = { remainingMs: [65000, 9500], running: 0, incrementMs: 2000 };

function cards(): HTMLElement {
  const root = document.createElement('div');
  for (const seat of [0, 1]) {
    const el = document.createElement('span');
    el.className = 'seat-clock';
    el.dataset.seat = String(seat);
    el.hidden = true;
    root.append(el);
  }
  return root;
}

describe('seat clocks', () => {
  it('counts down the running seat only, from the time the server sent', () => {
    const state = clientState({ clocks });
    expect(seatClockMs(state, 0, 1500)).toEqual({ ms: 63500, running: true });
    expect(seatClockMs(state, 1, 1500)).toEqual({ ms: 9500, running: false });
    expect(seatClockMs(state, 0, 99000)).toEqual({ ms: 0, running: true });
  });

  it('stops every clock once the game is over', () => {
    const state = clientState({ clocks, outcome: { termination: 'time-forfeit', winners: [0], reason: '' } });
    expect(seatClockMs(state, 0, 5000)).toEqual({ ms: 65000, running: false });
  });

  it('shows every seat its clock, marking the running one and the one under ten seconds', () => {
    const root = cards();
    expect(renderSeatClocks(root, clientState({ clocks }), 1000)).toBe(true);
    const [white, black] = [...root.querySelectorAll<HTMLElement>('.seat-clock')];
    expect(white?.hidden).toBe(false);
    expect(white?.textContent).toBe('1:04');
    expect(white?.classList.contains('stopped')).toBe(false);
    expect(white?.classList.contains('low')).toBe(false);
    expect(black?.textContent).toBe('9.5');
    expect(black?.classList.contains('low')).toBe(true);
    expect(black?.classList.contains('stopped')).toBe(true);
  });

  it('leaves a room without a game clock to the per-move countdown', () => {
    expect(renderSeatClocks(cards(), clientState({ clock: { seat: 0, remainingMs: 30000 } }), 0)).toBe(false);
  });

  it('names the room clock as minutes + seconds per move', () => {
    const settings = snapshot().settings;
    expect(clockChip({ ...settings, clockBase: 180, clockIncrement: 2 })).toBe('Game clock 3+2');
    expect(clockChip({ ...settings, clockBase: 90, clockIncrement: 0 })).toBe('Game clock 1.5+0');
  });
});
