// The room's move list: the game's moves as numbered rows, one button a ply, each showing the position after it.
// The arrow keys step through the game (Left/Right one ply, Home the start, End the live position), buttons above
// the list do the same, and a finished game plays itself through (play/pause). The list only says which ply the
// player asked for; the page fetches that position and keeps the live game going meanwhile.
// Focus stays in the list while stepping: on the current move, or on the list itself at the start position (no
// move is current there), so the keys go on working; the list can take focus by a click or Tab before any move.

import './moveList.css';
import { h } from '../dom';
import { historyRows } from '../format';
import { language, t } from '../i18n/i18n';
import { MOVE_KIND } from '../moveKind';

export interface MoveListEntry {
  san: string;
  seat: number | null;
  /** "setup", "castling", ...; a ply that is no move names the termination it stands for ("resignation"). */
  kind?: string;
}

export interface MoveListEvents {
  /** Show the position after the first `ply` moves; `ply` equal to the history's length is the live game. */
  select(ply: number): void;
  /** A seat's name for people, for each entry's accessible name. */
  seatName(seat: number): string;
}

/** How long a finished game's replay shows each position. */
export const PLAY_STEP_MS = 1000;

/** Plies that are no move, named in words (protocol `HistoryMove.kind`). */
const PLY_WORDS: Record<string, string> = {
  [MOVE_KIND.RESIGNATION]: 'board-tools.plyResignation',
  [MOVE_KIND.TIME_FORFEIT]: 'board-tools.plyTimeForfeit',
  [MOVE_KIND.AGREEMENT]: 'board-tools.plyAgreement',
};

/** What the list shows for a history entry: its move text, or a ply that is no move in words. */
export function entryText(m: MoveListEntry): string {
  const key = m.kind ? PLY_WORDS[m.kind] : undefined;
  return key ? t(key) : m.san;
}

/** The ply a key asks for from `ply` in a game of `total` plies, or null for a key the list does not use. */
export function plyForKey(key: string, ply: number, total: number): number | null {
  let next: number;
  if (key === 'ArrowLeft') next = ply - 1;
  else if (key === 'ArrowRight') next = ply + 1;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = total;
  else return null;
  return Math.max(0, Math.min(total, next));
}

/** A toolbar button's step: its action, play and pause being one button that changes its face. */
function stepOf(el: HTMLElement): string | null {
  const action = el.dataset.action ?? null;
  return action === 'pause' ? 'play' : action;
}

export class MoveList {
  private readonly list = h('ol', { class: 'move-list', 'aria-labelledby': 'moves-h' });
  private readonly nav = h('div', { class: 'move-nav', role: 'toolbar' });
  /** The moves' toolbar, then the list. */
  readonly element = h('div', { class: 'move-list-wrap' }, this.nav, this.list);
  private history: MoveListEntry[] = [];
  private seatCount = 2;
  /** The ply shown, null while the live game is. */
  private viewed: number | null = null;
  private over = false;
  /** The ply asked for and not shown yet: keys pressed meanwhile step on from it. */
  private pending: number | null = null;
  private playing: ReturnType<typeof setInterval> | null = null;
  private key = '';

  constructor(private readonly events: MoveListEvents) {
    this.list.addEventListener('keydown', (e) => this.onKey(e));
    this.nav.addEventListener('keydown', (e) => this.onKey(e));
  }

  /** The ply on the board now. */
  get ply(): number {
    return this.pending ?? this.viewed ?? this.history.length;
  }

  /** Whether a finished game is playing itself through. */
  get isPlaying(): boolean {
    return this.playing !== null;
  }

  /** Follows the game: its history, the ply shown (null: live) and whether it is over. */
  update(history: MoveListEntry[], seatCount: number, viewed: number | null, over: boolean): void {
    const grew = history.length > this.history.length;
    this.history = history;
    this.seatCount = seatCount;
    this.viewed = viewed !== null && viewed < history.length ? viewed : null;
    this.over = over;
    if (this.pending === (this.viewed ?? history.length)) this.pending = null;
    if (!over || history.length === 0) this.stop();
    const key = JSON.stringify([
      history.map((m) => [m.san, m.kind ?? '']),
      seatCount,
      this.ply,
      over,
      this.isPlaying,
      language(),
    ]);
    if (key === this.key) return;
    this.key = key;
    // Rendering replaces the focused button: the focus is put back after it.
    const active = document.activeElement;
    const inList = active !== null && this.list.contains(active);
    const navStep = active instanceof HTMLElement && this.nav.contains(active) ? stepOf(active) : null;
    this.renderNav();
    this.renderList();
    const current = this.list.querySelector<HTMLElement>('[aria-current="true"]');
    if (inList || navStep !== null) this.keepFocus(navStep, current);
    // The live game scrolls to its newest move; a player looking back stays where they are.
    if (this.viewed === null && grew) this.list.scrollTop = this.list.scrollHeight;
    else current?.scrollIntoView?.({ block: 'nearest' });
  }

  /** Forgets the ply asked for: the page shows another (back to the game) or could not show it. */
  settle(): void {
    this.stop();
    this.pending = null;
    this.key = '';
    this.update(this.history, this.seatCount, this.viewed, this.over);
  }

  /** Stops a replay that is playing. */
  stop(): void {
    if (this.playing !== null) clearInterval(this.playing);
    this.playing = null;
  }

  destroy(): void {
    this.stop();
  }

  /**
   * Focuses the toolbar button `navStep` again when it can still be used, else the current move, else (at the start
   * position) the list itself, so that a disabled button or a replaced one does not drop the focus to the page.
   */
  private keepFocus(navStep: string | null, current: HTMLElement | null): void {
    const button =
      navStep === null
        ? null
        : [...this.nav.querySelectorAll<HTMLButtonElement>('button')].find((b) => stepOf(b) === navStep);
    if (button && !button.disabled) button.focus();
    else (current ?? this.list).focus();
  }

  private go(ply: number): void {
    if (ply === this.ply) return;
    this.pending = ply;
    this.events.select(ply);
    this.key = '';
    this.update(this.history, this.seatCount, this.viewed, this.over);
  }

  private onKey(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const ply = plyForKey(e.key, this.ply, this.history.length);
    if (ply === null) return;
    e.preventDefault();
    this.stop();
    this.go(ply);
  }

  /** Starts the replay from the shown ply (from the start when the last is shown), or pauses it. */
  private togglePlay(): void {
    if (this.playing !== null) {
      this.stop();
      this.key = '';
      this.update(this.history, this.seatCount, this.viewed, this.over);
      return;
    }
    if (this.ply >= this.history.length) this.go(0);
    this.playing = setInterval(() => {
      const next = Math.min(this.ply + 1, this.history.length);
      if (next >= this.history.length) this.stop();
      this.go(next);
    }, PLAY_STEP_MS);
    this.key = '';
    this.update(this.history, this.seatCount, this.viewed, this.over);
  }

  private renderNav(): void {
    const total = this.history.length;
    const ply = this.ply;
    const button = (action: string, label: string, text: string, to: number, disabled: boolean) =>
      h(
        'button',
        {
          type: 'button',
          class: 'button move-step',
          'data-action': action,
          'aria-label': label,
          title: label,
          disabled,
          onclick: () => {
            this.stop();
            this.go(to);
          },
        },
        text,
      );
    const play =
      this.over && total > 0
        ? h(
            'button',
            {
              type: 'button',
              class: 'button move-step',
              'data-action': this.isPlaying ? 'pause' : 'play',
              'aria-label': t(this.isPlaying ? 'board-tools.pause' : 'board-tools.play'),
              title: t(this.isPlaying ? 'board-tools.pause' : 'board-tools.play'),
              onclick: () => this.togglePlay(),
            },
            this.isPlaying ? '‖' : '▶',
          )
        : null;
    this.nav.setAttribute('aria-label', t('board-tools.stepping'));
    this.nav.hidden = total === 0;
    this.nav.replaceChildren(
      button('first', t('board-tools.first'), '«', 0, ply === 0),
      button('prev', t('board-tools.previous'), '‹', ply - 1, ply === 0),
      play ?? '',
      button('next', t('board-tools.next'), '›', ply + 1, ply >= total),
      button('last', t('board-tools.last'), '»', total, ply >= total),
    );
  }

  private renderList(): void {
    const count = this.seatCount;
    this.list.dataset.seats = String(count);
    this.list.classList.toggle('many-seats', count > 2);
    const rows = historyRows(this.history, count);
    let ply = 0;
    const current = this.ply;
    // One tab stop: the current move, or the list itself at the start position (keys work from there).
    this.list.tabIndex = current === 0 && this.history.length > 0 ? 0 : -1;
    this.list.replaceChildren(
      ...rows.map((row) => {
        return h(
          'li',
          { class: 'move-row' },
          h('span', { class: 'move-no', 'aria-hidden': 'true' }, row.label),
          row.cells.map((san) => {
            if (san === undefined) return h('span', { class: 'move empty', 'aria-hidden': 'true' }, '…');
            const k = ++ply;
            const entry = this.history[k - 1] as MoveListEntry;
            const text = entryText(entry);
            const who = entry.seat === null ? '' : this.events.seatName(entry.seat);
            return h(
              'button',
              {
                type: 'button',
                class: `move${entry.kind && PLY_WORDS[entry.kind] ? ' move-words' : ''}`,
                'data-ply': k,
                'aria-label': t('board-tools.entryName', { number: row.label, seat: who, move: text }),
                'aria-current': k === current ? 'true' : null,
                tabindex: k === current ? 0 : -1,
                onclick: () => {
                  this.stop();
                  this.go(k);
                },
              },
              text,
            );
          }),
        );
      }),
    );
    if (rows.length === 0) this.list.append(h('li', { class: 'muted empty-moves' }, t('board-tools.noMoves')));
  }
}
