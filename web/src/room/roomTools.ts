// What a player reaches for beside the board: flip it, let its pieces slide or not (board/motion.ts, kept on the
// device), copy the room's link, copy or download the position (FEN) and, in a server room, the game's record in
// the game's own format (written by the server's engine: PGN, PGN4).
// A game in this browser has its record in its review panel (localReview.ts); here it gets the rest.

import './roomTools.css';
import { h } from '../dom';
import { t } from '../i18n/i18n';
import { slideSwitch } from '../board/motion';
import { createRecordExport, type RecordExport } from '../local/recordExport';
import type { Snapshot } from '../game/types';
import type { GameInfo } from '../protocol';
import { recordOf, storedRecord } from '../recordApi';

export interface RoomToolsHooks {
  flipped(): boolean;
  toggleFlip(): void;
}

/** Copies `text()` to the clipboard and says so in `status`; where the clipboard is refused, says how instead. */
export async function copyWithNote(
  text: string,
  status: HTMLElement,
  done: string,
  select?: () => void,
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = done;
    return true;
  } catch {
    select?.();
    status.textContent = t('board-tools.copyByHand');
    return false;
  }
}

/** The room's invite link: the address that opens the room (docs/protocol.md: `/r/ID`). */
export function roomLink(origin: string, room: string): string {
  return `${origin}/r/${room}`;
}

export class RoomTools {
  private readonly flip = h('button', { type: 'button', class: 'button', 'data-action': 'flip' });
  private readonly linkStatus = h('span', { class: 'copy-status', role: 'status', 'aria-live': 'polite' });
  private readonly fen = h('input', {
    class: 'fen-text',
    type: 'text',
    readonly: true,
    id: 'room-fen',
    spellcheck: 'false',
  });
  private readonly fenStatus = h('span', { class: 'copy-status', role: 'status', 'aria-live': 'polite' });
  private readonly fenDownload = h('a', { class: 'button', 'data-action': 'downloadFen' });
  private readonly recordSlot = h('div', { class: 'record-slot' });
  readonly element: HTMLElement;
  private record: { key: string; state: string; view: RecordExport } | null = null;
  /** The room's game as the record needs it: asked for when the export refreshes. */
  private game: { game: string; gameNo: number; startFen: string; moves: string[]; over: boolean } | null = null;

  constructor(
    private readonly room: string,
    private readonly local: boolean,
    private readonly hooks: RoomToolsHooks,
  ) {
    this.flip.addEventListener('click', () => {
      this.hooks.toggleFlip();
      this.renderFlip();
    });
    const link = roomLink(window.location.origin, room);
    const copyLink = local
      ? null
      : h(
          'button',
          {
            type: 'button',
            class: 'button',
            'data-action': 'copyLink',
            onclick: () =>
              void copyWithNote(link, this.linkStatus, t('board-tools.linkCopied', { link })).then((ok) => {
                if (!ok) this.linkStatus.textContent = t('board-tools.linkByHand', { link });
              }),
          },
          t('board-tools.copyLink'),
        );
    const copyFen = h(
      'button',
      {
        type: 'button',
        class: 'button',
        'data-action': 'copyFen',
        onclick: () =>
          void copyWithNote(this.fen.value, this.fenStatus, t('board-tools.fenCopied'), () => this.fen.select()),
      },
      t('board-tools.copyFen'),
    );
    this.fenDownload.textContent = t('board-tools.downloadFen');
    this.element = h(
      'section',
      { class: 'panel room-tools', 'aria-labelledby': 'room-tools-h' },
      h('h2', { id: 'room-tools-h', class: 'panel-title' }, t('board-tools.title')),
      h('div', { class: 'tool-row' }, this.flip, slideSwitch(), copyLink ?? '', this.linkStatus),
      h('label', { for: 'room-fen' }, t('board-tools.fenLabel')),
      this.fen,
      h('div', { class: 'tool-row' }, copyFen, this.fenDownload, this.fenStatus),
      this.recordSlot,
    );
    this.renderFlip();
  }

  /** Follows the room: its position and, in a server room, its record after each move and at the end. */
  update(snap: Snapshot, info: GameInfo | undefined): void {
    if (this.fen.value !== snap.state.fen) {
      this.fen.value = snap.state.fen;
      this.fenStatus.textContent = '';
      this.fenDownload.href = `data:text/plain;charset=utf-8,${encodeURIComponent(snap.state.fen + '\n')}`;
      this.fenDownload.download = `littletable-${snap.game}-${this.room}.fen`;
    }
    if (!this.local) this.updateRecord(snap, info);
  }

  destroy(): void {
    this.record?.view.destroy();
  }

  private renderFlip(): void {
    const on = this.hooks.flipped();
    this.flip.textContent = t('board-tools.flip');
    this.flip.setAttribute('aria-pressed', String(on));
  }

  /** The record export of the room's current game: asked again when a move is played or the game ends. */
  private updateRecord(snap: Snapshot, info: GameInfo | undefined): void {
    const history = snap.state.history;
    this.game = {
      game: snap.game,
      gameNo: snap.state.gameNo,
      startFen: snap.state.startFen ?? '',
      moves: history.map((m) => m.u),
      over: snap.state.outcome !== null,
    };
    const key = `${snap.state.gameNo}:${info?.recordFormat ?? ''}`;
    const state = `${history.length}:${snap.state.outcome?.termination ?? ''}`;
    if (this.record?.key === key) {
      if (this.record.state === state) return;
      this.record.state = state;
      void this.record.view.refresh(history);
      return;
    }
    this.record?.view.destroy();
    const view = createRecordExport({
      game: snap.game,
      ...(info?.recordFormat ? { recordFormat: info.recordFormat } : {}),
      history,
      seatCount: snap.seats.length,
      load: () => this.loadRecord(),
    });
    this.record = { key, state, view };
    this.recordSlot.replaceChildren(view.element);
  }

  /** The record of the game as it is now, as stored: its players, date, clock and ending; written from the moves if the store cannot answer. */
  private loadRecord(): Promise<string> {
    const g = this.game;
    if (!g) return Promise.reject(new Error('no game yet'));
    return storedRecord(this.room, g.gameNo).catch(() => recordOf(g.game, g.startFen, g.moves));
  }
}
