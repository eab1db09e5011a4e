// Asks the player which of several legal moves between the same two squares they mean (a promotion piece, and
// later any other choice a game makes part of its moves). It only shows the moves' SAN; it knows no rule.

import type { LegalMove } from '../protocol';
import { h } from '../dom';

export function chooseMove(host: HTMLElement, choices: LegalMove[], title = 'Choose your move'): Promise<LegalMove | null> {
  if (choices.length === 1) return Promise.resolve(choices[0] ?? null);
  return new Promise((resolve) => {
    const previous = document.activeElement as HTMLElement | null;
    const finish = (m: LegalMove | null) => {
      overlay.remove();
      previous?.focus?.();
      resolve(m);
    };
    const buttons = choices.map((m) =>
      h('button', { type: 'button', class: 'choice', 'data-u': m.u, onclick: () => finish(m) }, m.san),
    );
    const titleId = `chooser-${Math.random().toString(36).slice(2, 8)}`;
    const panel = h(
      'div',
      { class: 'chooser-panel', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId },
      h('h2', { id: titleId }, title),
      h('div', { class: 'choices' }, buttons),
      h('button', { type: 'button', class: 'link-button', onclick: () => finish(null) }, 'Cancel'),
    );
    const overlay = h('div', { class: 'chooser' }, panel);
    overlay.addEventListener('click', (e) => {
      if (e.target === overlay) finish(null);
    });
    overlay.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        finish(null);
      } else if (e.key === 'Tab') {
        const focusables = [...panel.querySelectorAll<HTMLButtonElement>('button')];
        const i = focusables.indexOf(document.activeElement as HTMLButtonElement);
        const next = e.shiftKey ? (i <= 0 ? focusables.length - 1 : i - 1) : (i + 1) % focusables.length;
        e.preventDefault();
        focusables[next]?.focus();
      }
    });
    host.appendChild(overlay);
    buttons[0]?.focus();
  });
}
