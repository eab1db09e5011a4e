// Asks the player which of several legal moves between the same two squares they mean (a promotion piece, and
// later any other choice a game makes part of its moves). It knows no rule: a move whose SAN ends in `=X`
// (then only check marks), X a piece kind the piece set draws, is shown as that piece in the player's colour
// and named by it; any other move is shown as its SAN.

import type { LegalMove } from '../protocol';
import { h } from '../dom';
import { hasImage, kindName, pieceIcon } from './pieces';

export interface ChooserOptions {
  /** The dialog's heading. */
  title?: string;
  /** The seat whose pieces the choices show (the viewer's), and the game's seat count (for the colours). */
  owner?: number;
  seatCount?: number;
  /** Aborting closes the chooser as Cancel does (the position changed under it). */
  signal?: AbortSignal;
}

/** The piece kind a move's SAN turns into (`b8=Q` → `Q`, `e8=N+` → `N`), when the piece set has its image. */
export function choicePiece(san: string): string | null {
  const kind = /=([A-Za-z]+)[+#]*$/.exec(san)?.[1];
  return kind && hasImage(kind) ? kind : null;
}

function choiceButton(m: LegalMove, opts: ChooserOptions, onclick: () => void): HTMLButtonElement {
  const kind = choicePiece(m.san);
  if (!kind) return h('button', { type: 'button', class: 'choice', 'data-u': m.u, onclick }, m.san);
  const name = kindName(kind);
  return h(
    'button',
    { type: 'button', class: 'choice piece-choice', 'data-u': m.u, 'aria-label': name.charAt(0).toUpperCase() + name.slice(1), title: m.san, onclick },
    pieceIcon(kind, opts.owner ?? 0, opts.seatCount ?? 2, 'choice-piece'),
  );
}

/** Shows the choices over `host`; resolves with the picked move, or null when cancelled or aborted. */
export function chooseMove(host: HTMLElement, choices: LegalMove[], opts: ChooserOptions = {}): Promise<LegalMove | null> {
  if (choices.length === 1) return Promise.resolve(choices[0] ?? null);
  if (opts.signal?.aborted) return Promise.resolve(null);
  return new Promise((resolve) => {
    const previous = document.activeElement as HTMLElement | null;
    const finish = (m: LegalMove | null) => {
      opts.signal?.removeEventListener('abort', abort);
      overlay.remove();
      previous?.focus?.();
      resolve(m);
    };
    const abort = () => finish(null);
    const buttons = choices.map((m) => choiceButton(m, opts, () => finish(m)));
    const titleId = `chooser-${Math.random().toString(36).slice(2, 8)}`;
    const panel = h(
      'div',
      { class: 'chooser-panel', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId },
      h('h2', { id: titleId }, opts.title ?? 'Choose your move'),
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
    opts.signal?.addEventListener('abort', abort);
    host.appendChild(overlay);
    buttons[0]?.focus();
  });
}
