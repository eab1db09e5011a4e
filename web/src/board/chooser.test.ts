import { describe, expect, it } from 'vitest';
import { choicePiece, chooseMove } from './chooser';
import { seatLook } from './pieces';
import type { LegalMove } from '../protocol';

const promo: LegalMove[] = ['q', 'r', 'b', 'n'].map((p) => ({ u: `b7b8${p}`, from: 'b7', to: 'b8', san: `b8=${p.toUpperCase()}` }));

function open(choices: LegalMove[], opts = {}) {
  const host = document.createElement('div');
  document.body.replaceChildren(host);
  const answer = chooseMove(host, choices, opts);
  return { host, answer, buttons: [...host.querySelectorAll<HTMLButtonElement>('button.choice')] };
}

describe('choicePiece', () => {
  it('reads the piece kind after "=" at the end of the SAN, check marks allowed', () => {
    expect(choicePiece('b8=Q')).toBe('Q');
    expect(choicePiece('exd8=N+')).toBe('N');
    expect(choicePiece('a1=R#')).toBe('R');
  });
  it('gives nothing for other moves or kinds the piece set does not draw', () => {
    expect(choicePiece('O-O')).toBeNull();
    expect(choicePiece('Nbd2')).toBeNull();
    expect(choicePiece('c8=Z')).toBeNull();
    expect(choicePiece('=Q@e4')).toBeNull();
  });
});

describe('chooseMove', () => {
  it('answers at once when there is one move', async () => {
    const host = document.createElement('div');
    expect(await chooseMove(host, promo.slice(0, 1))).toBe(promo[0]);
    expect(host.children).toHaveLength(0);
  });

  it('shows promotions as pieces in the owner colour, named for screen readers, and returns the picked one', async () => {
    const { host, answer, buttons } = open(promo, { owner: 1, seatCount: 2 });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Queen', 'Rook', 'Bishop', 'Knight']);
    expect(buttons.map((b) => b.querySelector('g.piece')?.getAttribute('data-kind'))).toEqual(['Q', 'R', 'B', 'N']);
    expect(buttons[0]?.querySelector('g.piece g')?.getAttribute('fill')).toBe(seatLook(1, 2).fill);
    expect(buttons[0]?.getAttribute('title')).toBe('b8=Q');
    expect(host.querySelector('[role="dialog"]')?.getAttribute('aria-modal')).toBe('true');
    buttons[3]?.click();
    expect((await answer)?.u).toBe('b7b8n');
    expect(host.querySelector('.chooser')).toBeNull();
  });

  it('shows any other choice as its SAN', async () => {
    const other: LegalMove[] = [
      { u: 'x1', from: 'a1', to: 'a2', san: 'Ma2' },
      { u: 'x2', from: 'a1', to: 'a2', san: 'a2=Z' },
      { u: 'x3', from: 'a1', to: 'a2', san: 'a2=Q' },
    ];
    const { buttons } = open(other);
    expect(buttons.map((b) => b.textContent)).toEqual(['Ma2', 'a2=Z', '']);
    expect(buttons[2]?.getAttribute('aria-label')).toBe('Queen');
  });

  it('can be cancelled with Escape', async () => {
    const { host, answer } = open(promo);
    host.querySelector('.chooser')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(await answer).toBeNull();
  });

  it('closes when its signal aborts', async () => {
    const ctl = new AbortController();
    const { host, answer } = open(promo, { signal: ctl.signal });
    ctl.abort();
    expect(await answer).toBeNull();
    expect(host.querySelector('.chooser')).toBeNull();
    ctl.abort();
    expect(await chooseMove(host, promo, { signal: ctl.signal })).toBeNull();
    expect(host.querySelector('.chooser')).toBeNull();
  });
});
