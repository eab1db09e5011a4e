import { describe, expect, it } from 'vitest';
import { chooseMove } from './chooser';
import type { LegalMove } from '../protocol';

const promo: LegalMove[] = ['q', 'r', 'b', 'n'].map((p) => ({ u: `b7b8${p}`, from: 'b7', to: 'b8', san: `b8=${p.toUpperCase()}` }));

describe('chooseMove', () => {
  it('answers at once when there is one move', async () => {
    const host = document.createElement('div');
    expect(await chooseMove(host, promo.slice(0, 1))).toBe(promo[0]);
    expect(host.children).toHaveLength(0);
  });

  it('offers every move by its SAN and returns the picked one', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const p = chooseMove(host, promo);
    const buttons = [...host.querySelectorAll<HTMLButtonElement>('button.choice')];
    expect(buttons.map((b) => b.textContent)).toEqual(['b8=Q', 'b8=R', 'b8=B', 'b8=N']);
    expect(host.querySelector('[role="dialog"]')?.getAttribute('aria-modal')).toBe('true');
    buttons[3]?.click();
    expect((await p)?.u).toBe('b7b8n');
    expect(host.querySelector('.chooser')).toBeNull();
  });

  it('can be cancelled with Escape', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const p = chooseMove(host, promo);
    host.querySelector('.chooser')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(await p).toBeNull();
  });
});
