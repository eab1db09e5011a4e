// The game's record to copy or download, in two formats: the record the engine module writes (`record`,
// docs/engine-api.md: PGN for the chess games and Martian Chess, PGN4 for four-player chess) and the plain move list
// as the page numbers it (format.ts `historyRows`). The page mounts it during the game and calls `refresh` after
// moves, so that Copy needs no request between the click and the clipboard.

import { h } from '../dom';
import type { Engine } from '../engine/engineClient';
import { historyRows } from '../format';
import { recordText as T } from './reviewText';

export interface RecordMove {
  san: string;
  seat: number | null;
  kind?: string;
}

export interface RecordExportOptions {
  /** The engine module holding the game, which writes its record (docs/engine-api.md `record`). */
  engine?: Engine;
  /** The module's game: the `id` of the `new` reply. */
  id?: number;
  /** Where the record comes from instead of the module (a server room: the server's engine writes it). */
  load?: () => Promise<string>;
  /** The game's name, for the file's name. */
  game: string;
  /** The record's format, also the file's extension (GameInfo.recordFormat: "pgn", "pgn4"); default "pgn". */
  recordFormat?: string;
  /** The players' names by seat; a function is asked at each request (a name that became known later). */
  players?: string[] | (() => string[]);
  /** Tags for the record; the date (PGN's `Date`) is added unless given. */
  tags?: Record<string, string>;
  history: RecordMove[];
  seatCount: number;
  /** The day of the game, for the file names and the Date tag (default: now). */
  date?: Date;
}

export interface RecordExport {
  element: HTMLElement;
  /** Asks the module for the record again (after a move, at the end) with the history as it is now. */
  refresh(history?: RecordMove[]): Promise<void>;
  /** Frees the download's Blob URL; call when the element goes away. */
  destroy(): void;
}

// ---- the texts: pure, tested on their own ----

const pad = (n: number) => String(n).padStart(2, '0');

/** PGN's date: "2026.12.03" (the local day). */
export function pgnDate(d: Date): string {
  return `${d.getFullYear()}.${pad(d.getMonth() + 1)}.${pad(d.getDate())}`;
}

/** "littletable-chess-2026-12-03.pgn" (the local day). */
export function recordFileName(game: string, d: Date, extension: string): string {
  return `littletable-${game}-${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}.${extension}`;
}

/**
 * The moves as the move list shows them, one row a line: "1. e4 e5", "2. Nf3"; a first move of the second seat
 * after "1. …"; setup moves in rows labelled "Setup".
 */
export function moveListText(history: RecordMove[], seatCount: number): string {
  return historyRows(history, seatCount)
    .map((row) => {
      const cells = [...row.cells];
      while (cells.length > 0 && cells[cells.length - 1] === undefined) cells.pop();
      return [row.label, ...cells.map((c) => c ?? '…')].join(' ');
    })
    .join('\n');
}

// ---- the component ----

/** The record the engine module writes for its game `o.id`. */
async function moduleRecord(o: RecordExportOptions, date: Date): Promise<string> {
  if (!o.engine || o.id === undefined) throw new Error('no game to write a record of');
  const players = typeof o.players === 'function' ? o.players() : o.players;
  const reply = await o.engine.request<{ record: string }>({
    cmd: 'record',
    id: o.id,
    ...(players ? { players } : {}),
    tags: { Date: pgnDate(date), ...o.tags },
  });
  return reply.record;
}

let instances = 0;

/** Builds the export and asks for the record once. */
export function createRecordExport(o: RecordExportOptions): RecordExport {
  const date = o.date ?? new Date();
  const extension = o.recordFormat ?? 'pgn';
  const name = `record-format-${++instances}`;
  let history = o.history;
  let record: string | null = null;
  let format: 'record' | 'moves' = 'record';
  let url: string | null = null;
  let asked = 0;

  const text = h('textarea', { class: 'record-text', readonly: true, rows: 8, spellcheck: 'false' });
  const status = h('span', { class: 'copy-status', role: 'status', 'aria-live': 'polite' });
  const message = h('p', { class: 'record-message muted' });
  const download = h('a', { class: 'button record-download' }, T.download);
  const copy = h(
    'button',
    {
      type: 'button',
      class: 'button record-copy',
      onclick: async () => {
        try {
          await navigator.clipboard.writeText(text.value);
          status.textContent = T.copied;
        } catch {
          text.focus();
          text.select();
          status.textContent = T.copyByHand;
        }
      },
    },
    T.copy,
  );
  const option = (value: typeof format, label: string) =>
    h(
      'label',
      {},
      h('input', {
        type: 'radio',
        name,
        value,
        checked: value === format,
        onchange: () => {
          format = value;
          show();
        },
      }),
      h('span', {}, label),
    );
  const element = h(
    'section',
    { class: 'record-export', 'aria-label': T.title },
    h('h2', { class: 'panel-title' }, T.title),
    h(
      'fieldset',
      { class: 'record-formats' },
      h('legend', {}, T.format),
      h('div', { class: 'segments' }, option('record', T.recordFormat(extension)), option('moves', T.moveList)),
    ),
    message,
    text,
    h('div', { class: 'record-actions' }, copy, download, status),
  );

  /** Shows the chosen format: its text, and a download of it (or none while the record is not there). */
  function show(): void {
    const moves = format === 'moves';
    const body = moves ? moveListText(history, o.seatCount) : record;
    const label = moves ? T.moveList : T.recordFormat(extension);
    text.setAttribute('aria-label', T.textLabel(label));
    text.value = body ?? '';
    text.placeholder = moves ? T.noMoves : '';
    text.hidden = body === null;
    copy.disabled = body === null;
    status.textContent = '';
    if (url) URL.revokeObjectURL(url);
    url = null;
    if (body === null) {
      download.removeAttribute('href');
      download.setAttribute('aria-disabled', 'true');
      return;
    }
    url = URL.createObjectURL(
      new Blob([body.endsWith('\n') || body === '' ? body : body + '\n'], { type: 'text/plain;charset=utf-8' }),
    );
    download.href = url;
    download.download = recordFileName(o.game, date, moves ? 'txt' : extension);
    download.removeAttribute('aria-disabled');
  }

  async function refresh(now?: RecordMove[]): Promise<void> {
    if (now) history = now;
    const mine = ++asked;
    message.textContent = record === null ? T.loading : '';
    try {
      const text = o.load ? await o.load() : await moduleRecord(o, date);
      if (mine !== asked) return; // a later refresh answers
      record = text;
      message.textContent = '';
    } catch (err) {
      if (mine !== asked) return;
      record = null;
      message.textContent = T.failed(err instanceof Error ? err.message : String(err));
    }
    show();
  }

  show();
  void refresh();
  return {
    element,
    refresh,
    destroy() {
      asked++;
      if (url) URL.revokeObjectURL(url);
      url = null;
    },
  };
}
