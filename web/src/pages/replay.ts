// A finished game of a room, replayed move by move (/games/ROOM/N): the board after any move (the server draws
// each position, /api/position), buttons and the arrow keys to step, the moves to jump to, and the record to
// copy or download in the game's own format.

import { playerName } from '../i18n/playerNames';
import { ApiError, position, request } from '../api';
import { Board } from '../board/board';
import { h } from '../dom';
import { historyRows } from '../format';
import { parsePosition } from '../game/parse';
import type { PositionView } from '../game/types';
import type { Outcome } from '../protocol';
import { t } from '../i18n/i18n';
import { errorText } from '../i18n/errors';
import { terminationText } from '../format';

export interface StoredGameView {
  room: string;
  gameNo: number;
  game: string;
  startFen: string;
  players: string[];
  moves: { u: string; san: string; seat: number }[];
  outcome: Outcome | null;
  ranked: boolean;
  endedAt: number;
  record: string;
  format: string;
}

/** The result line: "Anna – Bruno · 0-1 · checkmate" style, from the outcome's winners. */
export function resultText(g: StoredGameView): string {
  const names = g.players.map((p, s) => (p ? playerName(p) : '') || t('replay.seat', { count: s + 1 }));
  const o = g.outcome;
  const winners = o?.winners.map((w) => names[w] ?? '') ?? [];
  const seats =
    winners.length < 2
      ? (winners[0] ?? '')
      : t('ending.and', { first: winners.slice(0, -1).join(', '), last: winners.at(-1) ?? '' });
  const result = !o ? t('replay.unfinished') : o.winners.length === 0 ? t('replay.draw') : t('replay.won', { seats });
  return `${names.join(' – ')} · ${result}${o ? ` · ${terminationText(o.termination) ?? o.termination}` : ''}`;
}

export function replayPage(main: HTMLElement, room: string, gameNo: number): () => void {
  document.title = `${t('replay.title', { count: gameNo })} · littletable`;
  main.replaceChildren(h('p', { class: 'muted' }, t('chrome.loading')));
  let alive = true;
  let stop = () => {};
  request<StoredGameView>(`/api/rooms/${encodeURIComponent(room)}/games/${gameNo}`)
    .then((g) => {
      if (alive) stop = renderReplay(main, g);
    })
    .catch((e: unknown) => {
      if (alive)
        main.replaceChildren(
          h(
            'div',
            { class: 'page-message' },
            h('h1', {}, t('replay.noSuchGame')),
            h('p', {}, e instanceof ApiError ? errorText(e.code, e.message) : ''),
          ),
        );
    });
  return () => {
    alive = false;
    stop();
  };
}

function renderReplay(main: HTMLElement, g: StoredGameView): () => void {
  const seats = Math.max(2, g.players.length);
  const holder = h('div', { class: 'replay-board', 'aria-busy': 'true' });
  const status = h('p', { class: 'replay-ply', role: 'status' });
  // The moves as the room numbers them (format.ts historyRows); each defined cell is the next ply.
  let plyOfCell = 0;
  const list = h(
    'table',
    { class: 'replay-moves', 'aria-label': t('replay.moves') },
    h(
      'tbody',
      {},
      historyRows(g.moves, seats).map((row) =>
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, row.label),
          row.cells.map((san) => {
            if (san === undefined) return h('td', {});
            const k = ++plyOfCell;
            return h(
              'td',
              {},
              h('button', { type: 'button', class: 'move', 'data-ply': k, onclick: () => void show(k) }, san),
            );
          }),
        ),
      ),
    ),
  );
  const button = (action: string, label: string, text: string, to: () => number) =>
    h(
      'button',
      { type: 'button', class: 'button', 'data-action': action, 'aria-label': label, onclick: () => void show(to()) },
      text,
    );
  let ply = g.moves.length;
  const cache = new Map<number, Promise<PositionView>>();
  const at = (k: number) => {
    let p = cache.get(k);
    if (!p) {
      p = position(
        g.game,
        g.startFen,
        g.moves.slice(0, k).map((m) => m.u),
      ).then(parsePosition);
      cache.set(k, p);
    }
    return p;
  };
  let board: Board | null = null;
  let shown = -1;
  const show = async (k: number) => {
    ply = Math.max(0, Math.min(g.moves.length, k));
    const wanted = ply;
    const pos = await at(wanted);
    if (wanted !== ply || wanted === shown) return;
    shown = wanted;
    const config = {
      geometry: pos.geometry,
      seatCount: seats > 2 ? 4 : 2,
      orientationSeat: 0,
      pieces: pos.pieces,
      check: pos.check,
      lastMove: pos.lastMove ?? null,
      label: t('replay.positionAfter', { ply: wanted, count: g.moves.length }),
    };
    if (board) board.set(config);
    else {
      board = new Board(config);
      holder.replaceChildren(board.element);
      holder.removeAttribute('aria-busy');
    }
    status.textContent =
      wanted === 0
        ? t('replay.startPosition')
        : t('replay.afterMove', { ply: wanted, count: g.moves.length, san: g.moves[wanted - 1]?.san ?? '' });
    for (const b of list.querySelectorAll<HTMLElement>('button.move'))
      b.classList.toggle('current', Number(b.dataset.ply) === wanted);
  };
  const blob = URL.createObjectURL(new Blob([g.record], { type: 'text/plain' }));
  const fileName = `${g.game}-${g.room}-${g.gameNo}.${g.format}`;
  const copy = h('button', { type: 'button', class: 'button', 'data-action': 'copy' }, t('replay.copy'));
  copy.addEventListener('click', () => {
    void navigator.clipboard?.writeText(g.record).then(
      () => (copy.textContent = t('replay.copied')),
      () => undefined,
    );
  });
  main.replaceChildren(
    h(
      'div',
      { class: 'replay' },
      h(
        'h1',
        {},
        g.ranked
          ? t('replay.ranked', { title: t('replay.title', { count: g.gameNo }) })
          : t('replay.title', { count: g.gameNo }),
      ),
      h('p', { class: 'lead replay-result' }, resultText(g)),
      h('div', { class: 'replay-layout' }, holder, h('div', { class: 'replay-side' }, list)),
      status,
      h(
        'div',
        { class: 'replay-controls' },
        button('first', t('replay.first'), t('replay.startButton'), () => 0),
        button('prev', t('replay.prev'), t('replay.backButton'), () => ply - 1),
        button('next', t('replay.next'), t('replay.nextButton'), () => ply + 1),
        button('last', t('replay.last'), t('replay.endButton'), () => g.moves.length),
      ),
      h(
        'section',
        { class: 'panel record-export', 'aria-label': t('replay.record') },
        h('h2', {}, t('replay.recordTitle', { format: g.format.toUpperCase() })),
        h('textarea', { class: 'record-text', readonly: true, rows: 8 }, g.record),
        h(
          'p',
          {},
          h(
            'a',
            { class: 'button', href: blob, download: fileName, 'data-action': 'download' },
            t('replay.download', { file: fileName }),
          ),
          ' ',
          copy,
        ),
      ),
    ),
  );
  const keys = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLTextAreaElement) return;
    if (e.key === 'ArrowLeft') void show(ply - 1);
    else if (e.key === 'ArrowRight') void show(ply + 1);
  };
  document.addEventListener('keydown', keys);
  void show(ply);
  return () => {
    document.removeEventListener('keydown', keys);
    URL.revokeObjectURL(blob);
  };
}
