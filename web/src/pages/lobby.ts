// The lobby panel of the home page for the selected game: open seeks to join with one click, a form to post
// one, and the games being played to watch. The panel asks the server again every few seconds while it is on
// the page; a posted or joined seek is asked for every second until its room opens, then the room opens.

import { playerName } from '../i18n/playerNames';
import { ApiError } from '../api';
import { h } from '../dom';
import { saveSeat } from '../net/seatStore';
import type { GameInfo } from '../protocol';
import { t } from '../i18n/i18n';
import { noBreak } from '../format';
import { errorText } from '../i18n/errors';
import { gamePhrase } from '../i18n/gameTexts';
import { chosenClock, chosenMoveTime, clockChoice, linkClockChoices, moveTimeOptions } from './clockChoice';
import {
  cancelSeek,
  joinSeek,
  lobbyOf,
  postSeek,
  seekStatus,
  type LobbyView,
  type SeekView,
  type Ticketed,
} from '../lobby/seeks';

type Navigate = (path: string) => void;

const LIST_MS = 3000;
const STATUS_MS = 1000;

function seekText(s: SeekView): string {
  const who = s.players
    .map((p) =>
      p.name ? `${p.name}${p.rating !== null ? ` (${p.rating}${p.provisional ? '?' : ''})` : ''}` : t('lobby.guest'),
    )
    .join(', ');
  const range =
    s.ratingMin !== null || s.ratingMax !== null
      ? ` · ${noBreak(t('lobby.ratingRange', { min: s.ratingMin ?? 0, max: s.ratingMax ?? '…' }))}`
      : '';
  const clockBase = s.clockBase ?? 0;
  const time =
    clockBase > 0
      ? t('lobby.gameClock', { base: clockBase / 60, increment: s.clockIncrement ?? 0 })
      : s.daysPerMove
        ? t('clock.daysPerMove', { count: s.daysPerMove })
        : s.moveTime > 0
          ? t('lobby.perMove', { count: s.moveTime })
          : t('lobby.noTimer');
  return `${who} · ${s.ranked ? t('lobby.ranked') : t('lobby.casual')} · ${time}${range} · ${s.joined}/${s.seats}`;
}

export function lobbyPanel(g: GameInfo, navigate: Navigate): HTMLElement {
  const seats = g.seats[0] ?? 2;
  const error = h('p', { class: 'form-error', role: 'alert', hidden: true });
  const seekList = h('ul', { class: 'seek-list', 'aria-label': t('lobby.openSeeks') });
  const playingList = h('ul', { class: 'playing-list', 'aria-label': t('lobby.beingPlayed') });
  const waiting = h('div', { class: 'seek-waiting', role: 'status', hidden: true });
  const rangeFields = h(
    'div',
    { class: 'numbers', hidden: true },
    h(
      'label',
      {},
      `${t('lobby.ratingFrom')} `,
      h('input', { type: 'number', name: 'ratingMin', min: 0, max: 4000, inputmode: 'numeric' }),
    ),
    h(
      'label',
      {},
      `${t('lobby.ratingTo')} `,
      h('input', { type: 'number', name: 'ratingMax', min: 0, max: 4000, inputmode: 'numeric' }),
    ),
  );
  const rankable = seats === 2 || seats === 4;
  const ranked = rankable ? h('input', { type: 'checkbox', name: 'ranked' }) : null;
  ranked?.addEventListener('change', () => (rangeFields.hidden = !ranked.checked));
  const form = h(
    'form',
    { class: 'seek-form', 'data-form': 'seek' },
    h(
      'fieldset',
      { class: 'segmented' },
      h('legend', {}, t('lobby.timePerMove')),
      h(
        'div',
        { class: 'segments' },
        moveTimeOptions().map(([v, l]) =>
          h(
            'label',
            {},
            h('input', { type: 'radio', name: 'moveTime', value: v, checked: v === '0' }),
            h('span', {}, l),
          ),
        ),
      ),
    ),
    clockChoice(),
    ranked ? h('label', {}, ranked, ` ${t('lobby.rankedOnly')}`) : null,
    rangeFields,
    h('button', { type: 'submit', class: 'button primary' }, t('lobby.post')),
  );
  linkClockChoices(form);
  const panel = h(
    'section',
    { class: 'panel play-panel lobby', 'aria-labelledby': 'lobby-h', 'data-game': g.name },
    h('h2', { id: 'lobby-h' }, t('lobby.title')),
    h('p', { class: 'muted' }, t('lobby.intro', { aGame: gamePhrase('aGame', g.name, g.title) })),
    seekList,
    waiting,
    form,
    error,
    h('h3', {}, t('lobby.playingNow')),
    playingList,
  );

  const fail = (e: unknown) => {
    error.textContent = e instanceof ApiError ? errorText(e.code, e.message) : t('lobby.unreachable');
    error.hidden = false;
  };
  const enterRoom = (ticket: Ticketed | { status: Ticketed['status'] }) => {
    const st = ticket.status;
    if (!st.matched || !st.room) return false;
    if (st.secret && st.seat !== null && st.seat !== undefined)
      saveSeat(st.room, { seat: st.seat, secret: st.secret, nextAck: 1 });
    navigate(`/r/${st.room}`);
    return true;
  };
  // One seek at a time: asked for every second until its room opens, withdrawn on request.
  let mine: Ticketed | null = null;
  const wait = (ticket: Ticketed) => {
    mine = ticket;
    form.hidden = true;
    const withdraw = h('button', { type: 'button', class: 'button', 'data-action': 'withdraw' }, t('lobby.withdraw'));
    const text = h('span', {}, t('lobby.waiting', { joined: ticket.status.joined, seats: ticket.status.seats }));
    waiting.replaceChildren(text, ' ', withdraw);
    waiting.hidden = false;
    withdraw.addEventListener('click', () => {
      void cancelSeek(ticket.seek, ticket.ticket).catch(() => undefined);
      mine = null;
      waiting.hidden = true;
      form.hidden = false;
      void refresh();
    });
    const tick = () => {
      if (!panel.isConnected || mine !== ticket) return;
      seekStatus(ticket.seek, ticket.ticket)
        .then((status) => {
          if (mine !== ticket) return;
          if (enterRoom({ status })) return;
          text.textContent = t('lobby.waiting', { joined: status.joined, seats: status.seats });
          setTimeout(tick, STATUS_MS);
        })
        .catch((e: unknown) => {
          mine = null;
          waiting.hidden = true;
          form.hidden = false;
          fail(e);
        });
    };
    setTimeout(tick, STATUS_MS);
  };

  const render = (view: LobbyView) => {
    seekList.replaceChildren(
      ...(view.seeks.length
        ? view.seeks.map((s) =>
            h(
              'li',
              { 'data-seek': s.id },
              h('span', {}, seekText(s)),
              ' ',
              mine?.seek === s.id
                ? null
                : h(
                    'button',
                    { type: 'button', class: 'button', 'data-action': 'join', onclick: () => join(s.id) },
                    t('lobby.join'),
                  ),
            ),
          )
        : [h('li', { class: 'muted' }, t('lobby.nobodyWaiting'))]),
    );
    playingList.replaceChildren(
      ...(view.playing.length
        ? view.playing.map((p) =>
            h(
              'li',
              {},
              h(
                'a',
                { href: p.link, 'data-link': true },
                `${p.players.map(playerName).join(' · ')}${p.ranked ? ` · ${t('lobby.ranked')}` : ''}`,
              ),
            ),
          )
        : [h('li', { class: 'muted' }, t('lobby.nothingPlayed'))]),
    );
  };
  const refresh = () =>
    lobbyOf(g.name)
      .then(render)
      .catch(() => undefined);
  const join = (id: string) => {
    error.hidden = true;
    joinSeek(id)
      .then((ticket) => {
        if (!enterRoom(ticket)) wait(ticket);
      })
      .catch(fail);
  };
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    error.hidden = true;
    const data = new FormData(form);
    const isRanked = data.get('ranked') !== null;
    const num = (name: string) => {
      const v = String(data.get(name) ?? '').trim();
      return v === '' ? undefined : Number(v);
    };
    postSeek({
      game: g.name,
      ...chosenMoveTime(form),
      ...chosenClock(form),
      ...(isRanked ? { ranked: true, ratingMin: num('ratingMin'), ratingMax: num('ratingMax') } : {}),
    })
      .then((ticket) => {
        wait(ticket);
        void refresh();
      })
      .catch(fail);
  });
  const loop = () => {
    if (!panel.isConnected) return;
    void refresh().finally(() => setTimeout(loop, LIST_MS));
  };
  void refresh();
  setTimeout(loop, LIST_MS);
  return panel;
}
