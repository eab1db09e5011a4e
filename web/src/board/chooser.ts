// Asks the player which of several legal moves between the same two squares they mean: one question after the
// other (`choices.ts`: the move's kind, then each choice the moves carry, such as a promotion piece, an M1's
// evolution, a setup choice; or a whole arrangement of several squares, each shown as a small picture turned as
// the board is, the suggested one first and marked), in one dialog whose content changes per question. An answer that turns a piece
// into a kind the piece set draws shows that piece in the player's colour; while an answer is hovered or focused,
// `onHighlight` gets the squares it asks the board to colour. It knows no rule.

import { squareName } from '../game/square';
import type { Geometry, LegalMove, Square } from '../game/types';
import { has, t } from '../i18n/i18n';
import type { BoardHint } from './board';
import { h } from '../dom';
import { arrangementPreview } from './arrangementPreview';
import { arrangementParts, capitalized, nextQuestion, sanPiece, type Answer, type Question } from './choices';
import { hasImage, kindName, pieceIcon } from './pieces';
import { MOVE_KIND } from '../moveKind';

/** What the board shows while an answer is considered: the square the question is about, and the answer's squares. */
export type ChoiceHint = BoardHint;

export interface ChooserOptions {
  /** The board's geometry: names the squares in the chooser's words and lays out an arrangement's picture. */
  geometry: Geometry;
  /** The dialog's heading for a question about the kind of move or about moves no data tells apart. */
  title?: string;
  /** The seat whose pieces the choices show (the viewer's), and the game's seat count (for the colours). */
  owner?: number;
  seatCount?: number;
  /** How far the viewer's board is turned (counter-clockwise quarter turns, orientation.ts): arrangements are shown so. */
  quarterTurns?: number;
  /** Ask even when one move is left (a setup move: the player confirms what the piece becomes). */
  confirm?: boolean;
  /** Called with the squares to colour while an answer is hovered or focused, and with null when none is. */
  onHighlight?: (hint: ChoiceHint | null) => void;
  /**
   * Where the dialog goes for a question about `square`: 'start' (top), 'end' (bottom) or 'center' (default), so
   * that it leaves the square and its neighbours in view.
   */
  placement?: (square: Square) => 'start' | 'end' | 'center';
  /** Aborting closes the chooser as Cancel does (the position changed under it). */
  signal?: AbortSignal;
  /** The language of the chooser's words (a lesson's); the page's when absent. */
  lang?: string;
}

/** The chooser's words in `lang` (the page's language when absent). */
function chooserTexts(lang?: string) {
  const say = (key: string, params: Record<string, string> = {}) => t(`board.${key}`, params, lang);
  return {
    becomes: (square: string) => say('becomes', { square }),
    setupBecomes: (square: string) => say('setupBecomes', { square }),
    choose: say('choose'),
    cancel: say('cancel'),
    arrange: say('arrange'),
    suggested: say('suggested'),
  };
}

/** The piece kind a move's SAN turns into (`b8=Q` → `Q`, `e8=N+` → `N`), when the piece set has its image. */
export function choicePiece(san: string): string | null {
  const kind = sanPiece(san);
  return kind && hasImage(kind) ? kind : null;
}

/** The question as a heading. */
export function questionTitle(q: Question, opts: ChooserOptions): string {
  const texts = chooserTexts(opts.lang);
  if (q.about === 'arrangement') return texts.arrange;
  if (q.about === 'choice' && q.square !== null) {
    const name = squareName(opts.geometry, q.square);
    return q.kind === MOVE_KIND.SETUP ? texts.setupBecomes(name) : texts.becomes(name);
  }
  if (q.about === 'choice') return texts.choose;
  if (q.text) return q.text;
  return opts.title ?? t('board.chooseYourMove');
}

/**
 * An answer's label in `lang`: the catalogue's text for the piece it makes (`pieces.choice.KIND`, a Meta's
 * evolution) where it has one, else the engine's label (English).
 */
function answerLabel(a: Answer, lang?: string): string {
  const key = `pieces.choice.${a.piece ?? ''}`;
  return a.piece && has(key) ? t(key, {}, lang) : a.label;
}

/** A label's name and what it says more ("M2.1: copies ..." → "M2.1", "copies ..."); French spaces before ':'. */
function labelParts(label: string): { name: string; more: string | null } {
  const cut = label.indexOf(':');
  return cut < 0
    ? { name: label, more: null }
    : { name: label.slice(0, cut).trim(), more: label.slice(cut + 1).trim() };
}

/** An answer in a few words: a choice's name ("M1 horizontal", "queen") or a kind's. */
function answerName(a: Answer, lang?: string): string {
  return labelParts(answerLabel(a, lang)).name;
}

/** A label shown under its picture: "M2.1: copies the 4 orthogonal neighbours" as a name and a smaller line. */
function caption(label: string): HTMLElement {
  const { name, more } = labelParts(label);
  return h('span', { class: 'choice-label' }, h('strong', {}, name), more === null ? null : h('small', {}, more));
}

/** A whole arrangement: its picture, what it puts where, and the mark of the suggested one. */
function arrangementButton(a: Answer, opts: ChooserOptions, onclick: () => void): HTMLButtonElement {
  const only = a.moves[0];
  const mark = chooserTexts(opts.lang).suggested;
  const parts = arrangementParts(a.arrangement ?? [], opts.geometry, opts.lang);
  const label = parts.join(' · ');
  return h(
    'button',
    {
      type: 'button',
      class: `choice arrangement-choice${a.suggested ? ' suggested' : ''}`,
      ...(only ? { 'data-u': only.u } : {}),
      'aria-label': a.suggested ? `${label} (${mark})` : label,
      title: only?.san ?? label,
      onclick,
    },
    arrangementPreview(
      opts.geometry,
      a.arrangement ?? [],
      opts.owner ?? 0,
      opts.seatCount ?? 2,
      opts.quarterTurns ?? 0,
    ),
    h('span', { class: 'choice-label' }, ...parts.map((part) => h('small', {}, part))),
    a.suggested ? h('span', { class: 'badge suggested-mark' }, mark) : null,
  );
}

function answerButton(a: Answer, opts: ChooserOptions, onclick: () => void): HTMLButtonElement {
  if (a.arrangement) return arrangementButton(a, opts, onclick);
  const kind = a.piece && hasImage(a.piece) ? a.piece : null;
  const only = a.moves.length === 1 ? a.moves[0] : undefined;
  const data = only ? { 'data-u': only.u } : {};
  const label = answerLabel(a, opts.lang);
  if (!kind) return h('button', { type: 'button', class: 'choice', ...data, onclick }, label);
  // A label that says more than the piece's name ("M2.1: copies the 4 orthogonal neighbours") is shown under it.
  const informative = a.label.toLowerCase() !== kindName(kind, 'en').toLowerCase() && a.label !== only?.san;
  return h(
    'button',
    {
      type: 'button',
      class: `choice piece-choice${informative ? ' labelled' : ''}`,
      ...data,
      'data-piece': kind,
      'aria-label': capitalized(informative ? label : kindName(kind, opts.lang)),
      title: only?.san ?? label,
      onclick,
    },
    pieceIcon(kind, opts.owner ?? 0, opts.seatCount ?? 2, 'choice-piece'),
    informative ? caption(label) : null,
  );
}

/**
 * Shows the questions over `host` one after the other; resolves with the picked move, or null when cancelled or
 * aborted. One move (without `confirm`) is answered at once.
 */
export function chooseMove(host: HTMLElement, moves: LegalMove[], opts: ChooserOptions): Promise<LegalMove | null> {
  const first = nextQuestion(moves, opts.geometry, opts.confirm);
  if (!first) return Promise.resolve(moves.length === 1 ? (moves[0] ?? null) : null);
  if (opts.signal?.aborted) return Promise.resolve(null);
  return new Promise((resolve) => {
    const previous = document.activeElement as HTMLElement | null;
    const hint = (h: ChoiceHint | null) => opts.onHighlight?.(h);
    const finish = (m: LegalMove | null) => {
      opts.signal?.removeEventListener('abort', abort);
      document.removeEventListener('keydown', onEscape);
      overlay.remove();
      hint(null);
      previous?.focus?.();
      resolve(m);
    };
    const abort = () => finish(null);
    // Escape cancels wherever the focus is: opened by a press on the board, the focus may still be there.
    const onEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      finish(null);
    };
    const titleId = `chooser-${Math.random().toString(36).slice(2, 8)}`;
    const heading = h('h2', { id: titleId });
    // The answers given so far, while a later question is asked ("d8: M1 horizontal").
    const steps = h('p', { class: 'chooser-steps', hidden: true });
    const list = h('div', { class: 'choices' });
    const panel = h(
      'div',
      { class: 'chooser-panel', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId },
      heading,
      steps,
      list,
      h(
        'button',
        { type: 'button', class: 'link-button', onclick: () => finish(null) },
        chooserTexts(opts.lang).cancel,
      ),
    );
    const overlay = h('div', { class: 'chooser' }, panel);

    const ask = (q: Question) => {
      heading.textContent = questionTitle(q, opts);
      panel.dataset.about = q.about;
      overlay.dataset.place = q.square !== null && opts.placement ? opts.placement(q.square) : 'center';
      if (q.square !== null) overlay.dataset.hint = '';
      const resting: ChoiceHint | null = q.square !== null ? { square: q.square, squares: [] } : null;
      hint(resting);
      const buttons = q.answers.map((a) => {
        const b = answerButton(a, opts, () => {
          const only = a.moves.length === 1 ? a.moves[0] : undefined;
          const next = only ? null : nextQuestion(a.moves, opts.geometry);
          if (next) {
            const given =
              q.square !== null
                ? `${squareName(opts.geometry, q.square)}: ${answerName(a, opts.lang)}`
                : answerName(a, opts.lang);
            steps.textContent = steps.textContent ? `${steps.textContent} · ${given}` : given;
            steps.hidden = false;
            ask(next);
          } else finish(only ?? null);
        });
        const show = () => hint({ square: q.square, squares: a.highlight });
        b.addEventListener('pointerenter', show);
        b.addEventListener('focus', show);
        b.addEventListener('pointerleave', () => hint(resting));
        return b;
      });
      list.replaceChildren(...buttons);
      buttons[0]?.focus();
    };

    // The dialog opens on a press on the board. After a tap, a touch screen sends its click only then (the
    // compatibility mouse events come after touchend), at the tapped point, which the dialog now covers: that click
    // would cancel the dialog or pick the answer under the finger. A pointer click counts only after a press inside
    // the dialog's overlay; keyboard clicks (detail 0) always do.
    let pressedInside = false;
    overlay.addEventListener('pointerdown', () => (pressedInside = true), true);
    overlay.addEventListener(
      'click',
      (e) => {
        if (e.detail > 0 && !pressedInside) {
          e.stopPropagation();
          e.preventDefault();
        }
      },
      true,
    );
    overlay.addEventListener('click', (e) => {
      if (e.target === overlay) finish(null);
    });
    overlay.addEventListener('keydown', (e) => {
      if (e.key === 'Tab') {
        const focusables = [...panel.querySelectorAll<HTMLButtonElement>('button')];
        const i = focusables.indexOf(document.activeElement as HTMLButtonElement);
        const next = e.shiftKey ? (i <= 0 ? focusables.length - 1 : i - 1) : (i + 1) % focusables.length;
        e.preventDefault();
        focusables[next]?.focus();
      }
    });
    opts.signal?.addEventListener('abort', abort);
    document.addEventListener('keydown', onEscape);
    host.appendChild(overlay);
    ask(first);
  });
}
