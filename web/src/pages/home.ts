// The home page: the games the server knows, "play against the computer" and "new private room".

import { revealIfHidden } from '../revealIfHidden';
import { ApiError, createRoom } from '../api';
import { loadGames } from '../engine/gamesList';
import { h } from '../dom';
import { saveSeat } from '../net/seatStore';
import { seatName } from '../board/pieces';
import type { CreateRoomRequest, GameInfo, SeatRequest } from '../protocol';
import { copyField } from '../room/room';
import { lobbyPanel } from './lobby';
import { importPanel } from './importPanel';
import { learnLinks } from '../tutorials/links';
import { playPath } from '../local/setup';
import { IndexedDbStore, type GameStore } from '../local/gameStore';
import { parseGame } from '../local/savedGame';
import { chosenClock, chosenMoveTime, clockChoice, linkClockChoices, moveTimeOptions } from './clockChoice';
import { t } from '../i18n/i18n';
import { noBreak } from '../format';
import { infoTitle, optionLabel, optionValueLabel } from '../i18n/gameTexts';
import { errorText } from '../i18n/errors';
import { myGamesPanel } from '../players/myGames';

type Navigate = (path: string) => void;

/**
 * The home page; `game` names the game selected at first (the first one listed when null or unknown); `store` holds
 * this browser's games against the computer (a game in progress gets a "Continue" link).
 */
export function homePage(
  main: HTMLElement,
  navigate: Navigate,
  game: string | null = null,
  store: GameStore = new IndexedDbStore(),
): () => void {
  document.title = t('home.title');
  const gamesList = h(
    'div',
    { class: 'games', role: 'radiogroup', 'aria-label': t('home.gameGroup') },
    h('p', { class: 'muted' }, t('home.loadingGames')),
  );
  const forms = h('div', { class: 'play-forms' });
  const myGames = myGamesPanel(document.title);
  main.replaceChildren(
    h(
      'div',
      { class: 'home' },
      h('section', { class: 'hero' }, h('h1', {}, t('home.heroTitle')), h('p', { class: 'lead' }, t('home.heroLead'))),
      myGames.element,
      h(
        'section',
        { class: 'games-section', 'aria-labelledby': 'games-h' },
        h('h2', { id: 'games-h' }, t('home.games')),
        gamesList,
      ),
      forms,
    ),
  );

  let alive = true;
  let selected: GameInfo | null = null;
  const select = (g: GameInfo) => {
    selected = g;
    for (const card of gamesList.querySelectorAll<HTMLElement>('.game-card')) {
      const on = card.dataset.game === g.name;
      card.classList.toggle('selected', on);
      card.setAttribute('aria-checked', String(on));
      card.tabIndex = on ? 0 : -1;
    }
    forms.replaceChildren(
      vsComputerForm(g, navigate, store),
      privateRoomForm(g, navigate),
      lobbyPanel(g, navigate),
      importPanel(g, navigate, store),
    );
  };

  const load = () => {
    loadGames()
      .then((games) => {
        if (!alive) return;
        if (games.length === 0) {
          gamesList.replaceChildren(h('p', { class: 'muted' }, t('home.noGames')));
          return;
        }
        // A card chosen by hand brings its forms into view (on a phone they are far below the cards).
        gamesList.replaceChildren(
          ...games.map((g) =>
            gameCard(g, () => {
              select(g);
              revealIfHidden(forms);
            }),
          ),
        );
        gamesList.addEventListener('keydown', (e) => {
          const cards = [...gamesList.querySelectorAll<HTMLElement>('.game-card')];
          const i = cards.findIndex((c) => c.dataset.game === selected?.name);
          const d =
            e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
          if (!d) return;
          e.preventDefault();
          const next = games[(i + d + games.length) % games.length];
          if (next) {
            select(next);
            cards.find((c) => c.dataset.game === next.name)?.focus();
          }
        });
        const first = games.find((g) => g.name === game) ?? games[0];
        if (first) select(first);
      })
      .catch((err: unknown) => {
        if (!alive) return;
        gamesList.replaceChildren(
          h(
            'p',
            { class: 'error' },
            err instanceof ApiError
              ? t('home.gamesFailedWhy', { why: errorText(err.code, err.message) })
              : t('home.gamesFailed'),
          ),
          h('button', { type: 'button', class: 'button', onclick: () => load() }, t('chrome.tryAgain')),
        );
      });
  };
  load();
  return () => {
    alive = false;
    myGames.destroy();
  };
}

/** The registry's number of players ("2", 4, or a text such as "2-4") for people. */
function describePlayers(n: string | number): string {
  if (typeof n === 'number' || /^\d+$/.test(n)) return t('home.playerCount', { count: Number(n) });
  return /^[\d\s–-]+$/.test(n) ? t('home.playerCounts', { counts: n }) : n;
}

/** "2 or 4 players". */
function seatCounts(seats: number[]): string {
  if (seats.length === 1) return t('home.playerCount', { count: seats[0] ?? 2 });
  const counts = seats.slice(1).reduce((text, n) => t('home.or', { a: text, b: n }), String(seats[0]));
  return t('home.playerCounts', { counts });
}

function gameCard(g: GameInfo, onSelect: () => void): HTMLElement {
  const seats = g.seats.length > 0 ? g.seats : [2];
  const players =
    g.players !== undefined && g.players !== null && g.players !== '' ? describePlayers(g.players) : seatCounts(seats);
  const duration = typeof g.duration === 'number' ? t('home.aboutMinutes', { count: g.duration }) : (g.duration ?? '—');
  const complexity = complexityMeter(g.complexity);
  return h(
    'div',
    {
      class: 'game-card',
      role: 'radio',
      'aria-checked': 'false',
      tabindex: -1,
      'data-game': g.name,
      onclick: onSelect,
      onkeydown: (e: Event) => {
        const k = (e as KeyboardEvent).key;
        if (k === 'Enter' || k === ' ') {
          e.preventDefault();
          onSelect();
        }
      },
    },
    h('h3', {}, infoTitle(g)),
    h(
      'dl',
      { class: 'game-facts' },
      // A range and its unit break apart in a narrow card ("10-60 / min"): each fact stays on one line.
      h('div', {}, h('dt', {}, t('home.players')), h('dd', {}, noBreak(players))),
      h('div', {}, h('dt', {}, t('home.typicalGame')), h('dd', {}, noBreak(duration))),
      h('div', {}, h('dt', {}, t('home.complexity')), h('dd', {}, complexity)),
    ),
    learnLinks(g.name),
  );
}

function complexityMeter(c: string | number | null): HTMLElement | string {
  if (c === null || c === undefined) return '—';
  if (typeof c !== 'number') return c;
  const max = c > 5 ? 10 : 5;
  const dots = Array.from({ length: max }, (_, i) => h('span', { class: i < c ? 'pip on' : 'pip' }));
  return h(
    'span',
    { class: 'meter', 'aria-label': t('home.complexityOf', { count: c, max }) },
    h('span', { class: 'pips', 'aria-hidden': 'true' }, dots),
    ` ${c}/${max}`,
  );
}

function radioGroup(name: string, legend: string, options: [string, string][], checked: string): HTMLFieldSetElement {
  return h(
    'fieldset',
    { class: 'segmented' },
    h('legend', {}, legend),
    h(
      'div',
      { class: 'segments' },
      options.map(([value, label]) =>
        h('label', {}, h('input', { type: 'radio', name, value, checked: value === checked }), h('span', {}, label)),
      ),
    ),
  );
}

/** The game's options (GameInfo.options) as radio groups named `option-NAME`, each at its default. */
function optionGroups(g: GameInfo): HTMLFieldSetElement[] {
  return (g.options ?? []).map((o) =>
    radioGroup(
      `option-${o.name}`,
      optionLabel(o),
      o.values.map((v): [string, string] => [v.value, optionValueLabel(o, v)]),
      o.default,
    ),
  );
}

/** The options chosen in `form` by name (those of optionGroups), for CreateRoomRequest.options; undefined for a
 * game without options. */
function chosenOptions(form: HTMLFormElement, g: GameInfo): Record<string, string> | undefined {
  if (!g.options?.length) return undefined;
  const out: Record<string, string> = {};
  for (const o of g.options ?? []) out[o.name] = formValue(form, `option-${o.name}`) || o.default;
  return out;
}

function formValue(form: HTMLFormElement, name: string): string {
  const v = new FormData(form).get(name);
  return typeof v === 'string' ? v : '';
}

async function submitRoom(
  form: HTMLFormElement,
  req: CreateRoomRequest,
  onDone: (room: string, link: string) => void,
): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const error = form.querySelector<HTMLElement>('.form-error');
  if (button) button.disabled = true;
  if (error) error.hidden = true;
  try {
    const reply = await createRoom(req);
    if (reply.secret !== null && reply.seat !== null)
      saveSeat(reply.room, { seat: reply.seat, secret: reply.secret, nextAck: 1 });
    onDone(reply.room, reply.link);
  } catch (err) {
    if (error) {
      error.textContent = t('home.roomFailed', {
        why:
          err instanceof ApiError ? errorText(err.code, err.message) : err instanceof Error ? err.message : String(err),
      });
      error.hidden = false;
    }
  } finally {
    if (button) button.disabled = false;
  }
}

function seatCountOf(g: GameInfo): number {
  return g.seats[0] ?? 2;
}

/**
 * "Continue your game" when this browser keeps an unfinished game of `g` against the computer (local/gameStore.ts):
 * the form's Play starts a new one in its place.
 */
async function continueLink(g: GameInfo, store: GameStore): Promise<HTMLElement | null> {
  const saved = parseGame(await store.load(g.name), g.name);
  if (!saved || saved.ending || saved.moves.length === 0) return null;
  const path = `/play/${encodeURIComponent(g.name)}`;
  const moves = saved.moves.length;
  return h(
    'p',
    { class: 'continue-game' },
    h('a', { class: 'button', href: path, 'data-link': true, 'data-action': 'continue' }, t('home.continue')),
    ` ${t('home.continueNote', { count: moves, level: saved.level })}`,
  );
}

function vsComputerForm(g: GameInfo, navigate: Navigate, store: GameStore): HTMLElement {
  const count = seatCountOf(g);
  const colourOptions: [string, string][] = [
    ...Array.from({ length: count }, (_, s): [string, string] => [String(s), seatName(s, count, g.seatNames)]),
    ['random', t('home.random')],
  ];
  const levels: [string, string][] = Array.from({ length: 8 }, (_, i) => [String(i + 1), String(i + 1)]);
  const form = h(
    'form',
    { class: 'panel play-panel', 'aria-labelledby': 'cpu-h', 'data-form': 'computer' },
    h('h2', { id: 'cpu-h' }, t('home.cpuTitle')),
    h('p', { class: 'muted' }, t('home.cpuNote')),
    h('div', { class: 'continue-slot' }),
    radioGroup('level', t('home.level'), levels, '3'),
    radioGroup('colour', t('home.yourPieces'), colourOptions, '0'),
    optionGroups(g),
    h('p', { class: 'form-error', role: 'alert', hidden: true }),
    h('button', { type: 'submit', class: 'button primary big' }, t('home.play')),
  );
  void continueLink(g, store).then((link) => {
    if (link) form.querySelector('.continue-slot')?.replaceChildren(link);
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const level = Number(formValue(form, 'level')) || 3;
    const colour = formValue(form, 'colour');
    const mine = colour === 'random' ? Math.floor(Math.random() * count) : Number(colour);
    // The computer plays in this browser (pages/play.ts), which falls back to a server room where it cannot.
    navigate(playPath({ game: g.name, level, seat: mine, options: chosenOptions(form, g) ?? {} }));
  });
  return form;
}

function privateRoomForm(g: GameInfo, navigate: Navigate): HTMLElement {
  const count = seatCountOf(g);
  // A game whose rules have a move limit takes no room limit besides (the server says which).
  const ownMoveLimit = g.roomMoveLimit === false;
  const seatRows = Array.from({ length: count }, (_, s) => {
    const kind = h(
      'select',
      { name: `seat${s}`, 'aria-label': t('home.whoPlays', { seat: seatName(s, count, g.seatNames) }) },
      h('option', { value: 'human' }, t('home.human')),
      h('option', { value: 'cpu' }, t('home.computer')),
    );
    // The level only for a computer's seat: hidden (and left out of the form) for a person's.
    const level = h(
      'select',
      {
        name: `level${s}`,
        'aria-label': t('home.seatLevel', { seat: seatName(s, count, g.seatNames) }),
        disabled: true,
        hidden: true,
      },
      Array.from({ length: 8 }, (_, i) =>
        h('option', { value: String(i + 1), selected: i === 2 }, t('home.levelN', { level: i + 1 })),
      ),
    );
    const me = h('input', {
      type: 'radio',
      name: 'me',
      value: String(s),
      checked: s === 0,
      'aria-label': t('home.iSitAt', { seat: seatName(s, count, g.seatNames) }),
    });
    kind.addEventListener('change', () => {
      const cpu = kind.value === 'cpu';
      level.disabled = !cpu;
      level.hidden = !cpu;
      me.disabled = cpu;
      if (cpu && me.checked) {
        const other = form.querySelector<HTMLInputElement>('input[name="me"]:not(:disabled)');
        if (other) other.checked = true;
      }
    });
    // Who plays and the computer's level share a cell, side by side where there is room, else one under the other.
    return h(
      'tr',
      {},
      h('th', { scope: 'row' }, seatName(s, count, g.seatNames)),
      h('td', {}, h('div', { class: 'seat-choice' }, kind, level)),
      h('td', { class: 'center' }, me),
    );
  });
  const result = h('div', { class: 'room-ready', hidden: true, role: 'status' });
  const form: HTMLFormElement = h(
    'form',
    { class: 'panel play-panel', 'aria-labelledby': 'room-h', 'data-form': 'room' },
    h('h2', { id: 'room-h' }, t('home.roomTitle')),
    h('p', { class: 'muted' }, t('home.roomNote')),
    h(
      'table',
      { class: 'seat-table' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('home.seat')),
          h('th', { scope: 'col' }, t('home.player')),
          h('th', { scope: 'col' }, t('home.me')),
        ),
      ),
      h('tbody', {}, seatRows),
    ),
    radioGroup('moveTime', t('home.timePerMove'), moveTimeOptions(), '0'),
    clockChoice(),
    optionGroups(g),
    h(
      'div',
      { class: 'checks' },
      h(
        'label',
        {},
        h('input', { type: 'checkbox', name: 'showLegalMoves', checked: true }),
        ` ${t('home.showLegalMoves')}`,
      ),
      h('label', {}, h('input', { type: 'checkbox', name: 'rotateStart', checked: true }), ` ${t('home.rotateStart')}`),
      // Private unless chosen: only public rooms (and the lobby's own) are listed as being played (settings.public).
      h('label', {}, h('input', { type: 'checkbox', name: 'public' }), ` ${t('home.publicRoom')}`),
      // Ranked games have 2 or 4 seats, every one a signed-in player (docs/protocol.md, settings.ranked).
      count === 2 || count === 4
        ? h('label', {}, h('input', { type: 'checkbox', name: 'ranked' }), ` ${t('home.ranked')}`)
        : null,
    ),
    h(
      'div',
      { class: 'numbers' },
      // A game with its own move limit (an option named moveLimit, ended by its rules) takes only that one.
      ownMoveLimit
        ? null
        : h(
            'label',
            {},
            `${t('home.moveLimit')} `,
            h('input', {
              type: 'number',
              name: 'moveLimit',
              min: 0,
              max: 2000,
              value: 0,
              inputmode: 'numeric',
              'aria-describedby': 'limit-help',
            }),
            h('small', { id: 'limit-help' }, t('home.moveLimitHelp')),
          ),
      h(
        'label',
        {},
        `${t('home.grace')} `,
        h('input', {
          type: 'number',
          name: 'graceSeconds',
          min: 1,
          max: 600,
          value: 20,
          inputmode: 'numeric',
          'aria-describedby': 'grace-help',
        }),
        h('small', { id: 'grace-help' }, t('home.graceHelp')),
      ),
    ),
    h('p', { class: 'form-error', role: 'alert', hidden: true }),
    h('button', { type: 'submit', class: 'button primary big' }, t('home.createRoom')),
    result,
  );
  linkClockChoices(form);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const seats: SeatRequest[] = Array.from({ length: count }, (_, s) =>
      formValue(form, `seat${s}`) === 'cpu'
        ? { kind: 'cpu', level: Number(formValue(form, `level${s}`)) || 3 }
        : { kind: 'human' },
    );
    if (!seats.some((s) => s.kind === 'human')) {
      const error = form.querySelector<HTMLElement>('.form-error');
      if (error) {
        error.textContent = t('home.needHuman');
        error.hidden = false;
      }
      return;
    }
    const data = new FormData(form);
    const req: CreateRoomRequest = {
      game: g.name,
      seats,
      creatorSeat: Number(formValue(form, 'me')) || 0,
      settings: {
        ...chosenMoveTime(form),
        ...chosenClock(form),
        showLegalMoves: data.get('showLegalMoves') !== null,
        rotateStart: data.get('rotateStart') !== null,
        moveLimit: ownMoveLimit ? 0 : Math.max(0, Number(formValue(form, 'moveLimit')) || 0),
        graceSeconds: Math.max(1, Number(formValue(form, 'graceSeconds')) || 20),
        ...(data.get('ranked') !== null ? { ranked: true } : {}),
        ...(data.get('public') !== null ? { public: true } : {}),
      },
      options: chosenOptions(form, g),
    };
    void submitRoom(form, req, (room, link) => {
      const url = new URL(link || `/r/${room}`, window.location.origin).href;
      result.hidden = false;
      result.replaceChildren(
        h('p', { class: 'ready-title' }, t('home.ready')),
        copyField(url),
        h(
          'a',
          {
            class: 'button primary',
            href: `/r/${room}`,
            'data-link': true,
            onclick: (ev: Event) => {
              ev.preventDefault();
              navigate(`/r/${room}`);
            },
          },
          t('home.enterRoom'),
        ),
      );
    });
  });
  return form;
}
