// The signed-in player's live games (GET /api/my-games, docs/protocol.md): a list on the home page and on the
// player's own page, in the server's order (the games waiting for the player's move first), each with the game,
// the opponents, whose turn it is and a link to the room. While any game waits for the player the tab title says
// so, and a game that turns to them sounds a tone. The list is asked for again every POLL_MS while the page is
// visible, and at once when it becomes visible.

import { ApiError, listGames, request } from '../api';
import { h } from '../dom';
import { gameTitle } from '../i18n/gameTexts';
import { t } from '../i18n/i18n';
import { playerName } from '../i18n/playerNames';
import type { GameInfo } from '../protocol';
import { isMuted } from '../sound/muteSwitch';
import { SoundPlayer } from '../sound/sounds';
import { onPlayerChange } from './account';

export interface MyGame {
  room: string;
  game: string;
  gameNo: number;
  /** The player's seat. */
  seat: number;
  toMove: number;
  yourTurn: boolean;
  plies: number;
  /** Every seat's label by seat ("" for a free seat). */
  players: string[];
}

export const POLL_MS = 20_000;

/** The list, or null when nobody is signed in. */
export async function fetchMyGames(): Promise<MyGame[] | null> {
  try {
    return (await request<{ games: MyGame[] }>('/api/my-games')).games;
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

/** How many games wait for the player's move. */
export function waitingCount(games: readonly MyGame[]): number {
  return games.filter((g) => g.yourTurn).length;
}

/** The tab title: "(N) Your turn · littletable" while N games wait for the player, else the page's own. */
export function turnTitle(waiting: number, pageTitle: string): string {
  return waiting > 0 ? t('my-games.tabTitle', { count: waiting }) : pageTitle;
}

/** A game's turn as one key: it changes with every move, so a turn that comes back is a new one. */
function turnKey(g: MyGame): string {
  return `${g.room}/${g.gameNo}/${g.plies}`;
}

/** Whether a game waits for the player in `after` that did not at the last look (`before`; null: no last look). */
export function newlyWaiting(before: readonly MyGame[] | null, after: readonly MyGame[]): boolean {
  if (!before) return false;
  const waited = new Set(before.filter((g) => g.yourTurn).map(turnKey));
  return after.some((g) => g.yourTurn && !waited.has(turnKey(g)));
}

function seatText(label: string | undefined): string {
  return label ? playerName(label) : t('my-games.freeSeat');
}

function gameItem(g: MyGame, titles: readonly GameInfo[]): HTMLElement {
  const opponents = g.players.filter((_, s) => s !== g.seat).map(seatText);
  const turn = g.yourTurn ? t('my-games.yourTurn') : t('my-games.turnOf', { player: seatText(g.players[g.toMove]) });
  return h(
    'li',
    { class: g.yourTurn ? 'my-game your-turn' : 'my-game', 'data-room': g.room },
    h(
      'a',
      { href: `/r/${g.room}`, 'data-link': true },
      gameTitle(g.game, titles.find((x) => x.name === g.game)?.title),
    ),
    ' ',
    h('span', { class: 'muted' }, t('my-games.against', { players: opponents.join(', ') })),
    ' · ',
    h('strong', { class: 'my-game-turn' }, turn),
  );
}

/**
 * The list as a section that keeps itself fresh, hidden while nobody is signed in. It owns the tab title while a
 * game waits (`pageTitle` otherwise); `destroy` stops it and gives the title back.
 */
export function myGamesPanel(pageTitle: string): { element: HTMLElement; destroy: () => void } {
  const list = h('ul', { class: 'my-games-list' });
  const element = h(
    'section',
    { class: 'my-games', 'aria-labelledby': 'my-games-h', hidden: true },
    h('h2', { id: 'my-games-h' }, t('my-games.title')),
    list,
  );
  const sounds = new SoundPlayer({ muted: isMuted });
  let last: MyGame[] | null = null;
  let titles: GameInfo[] = [];
  let alive = true;

  const show = (games: MyGame[] | null) => {
    element.hidden = games === null;
    if (games === null) {
      last = null;
      document.title = pageTitle;
      return;
    }
    if (newlyWaiting(last, games)) sounds.play('yourTurn');
    last = games;
    document.title = turnTitle(waitingCount(games), pageTitle);
    list.replaceChildren(
      ...(games.length ? games.map((g) => gameItem(g, titles)) : [h('li', { class: 'muted' }, t('my-games.none'))]),
    );
  };
  const refresh = () => {
    fetchMyGames()
      .then((games) => alive && show(games))
      .catch(() => {
        if (alive && last === null && !element.hidden) list.replaceChildren(h('li', {}, t('my-games.failed')));
      });
  };
  listGames()
    .then((g) => (titles = g))
    .catch(() => undefined)
    .finally(() => alive && refresh());
  const timer = setInterval(() => {
    if (!document.hidden) refresh();
  }, POLL_MS);
  const onVisible = () => {
    if (!document.hidden) refresh();
  };
  document.addEventListener('visibilitychange', onVisible);
  const stopPlayer = onPlayerChange(() => refresh());
  return {
    element,
    destroy: () => {
      alive = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      stopPlayer();
      sounds.destroy();
      document.title = pageTitle;
    },
  };
}
