// A player's page (/players/NAME): each game's rating with a plot of its history and the games played, won,
// drawn and lost, then the finished games, latest first. On the signed-in player's own page: their live games.

import { playerName } from '../i18n/playerNames';
import { ApiError, listGames, request } from '../api';
import { h } from '../dom';
import { ratingPlot, type RatingPoint } from '../players/ratingPlot';
import type { GameInfo } from '../protocol';
import { language, t } from '../i18n/i18n';
import { errorText } from '../i18n/errors';
import { gameTitle } from '../i18n/gameTexts';
import { terminationText } from '../format';
import { currentPlayer } from '../players/account';
import { myGamesPanel } from '../players/myGames';

interface GameRatingView {
  game: string;
  rating: number;
  deviation: number;
  provisional: boolean;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  history: RatingPoint[];
}

interface PlayedGameView {
  room: string;
  gameNo: number;
  game: string;
  seat: number;
  players: string[];
  result: 'win' | 'draw' | 'loss';
  termination: string;
  endedAt: number;
}

export interface PlayerPageView {
  name: string;
  ratings: GameRatingView[];
  games: PlayedGameView[];
}

export function playerPage(main: HTMLElement, name: string): () => void {
  document.title = `${name} · littletable`;
  main.replaceChildren(h('p', { class: 'muted' }, t('chrome.loading')));
  let alive = true;
  let myGames: ReturnType<typeof myGamesPanel> | null = null;
  Promise.all([
    request<PlayerPageView>(`/api/players/${encodeURIComponent(name)}`),
    listGames().catch(() => [] as GameInfo[]),
    currentPlayer().catch(() => null),
  ])
    .then(([page, games, me]) => {
      if (!alive) return;
      main.replaceChildren(renderPlayer(page, games));
      // The player's own page lists their live games too (the server answers only for the signed-in player).
      if (me?.name.toLowerCase() === page.name.toLowerCase()) {
        myGames = myGamesPanel(document.title);
        main.querySelector('.player-page h1')?.after(myGames.element);
      }
    })
    .catch((e: unknown) => {
      if (!alive) return;
      const missing = e instanceof ApiError && e.status === 404;
      main.replaceChildren(
        h(
          'div',
          { class: 'page-message' },
          h('h1', {}, missing ? t('players.noSuchPlayer') : t('players.pageFailed')),
          h('p', {}, e instanceof ApiError ? errorText(e.code, e.message) : ''),
        ),
      );
    });
  return () => {
    alive = false;
    myGames?.destroy();
  };
}

function titleOf(games: GameInfo[], name: string): string {
  return gameTitle(name, games.find((g) => g.name === name)?.title);
}

export function renderPlayer(page: PlayerPageView, games: GameInfo[]): HTMLElement {
  const ratings = page.ratings.map((r) => {
    const title = titleOf(games, r.game);
    const shown = `${r.rating}${r.provisional ? '?' : ''}`;
    return h(
      'section',
      { class: 'panel player-rating', 'data-game': r.game },
      h('h2', {}, title, ' ', h('span', { class: 'rating-value' }, shown)),
      ratingPlot(r.history, t('players.plotLabel', { game: title, count: r.games, rating: shown })),
      h(
        'p',
        { class: 'rating-counts' },
        t('players.ratingCounts', { count: r.games, wins: r.wins, draws: r.draws, losses: r.losses }),
      ),
      h('a', { href: `/leaderboard/${r.game}`, 'data-link': true }, t('players.leaderboardOf', { game: title })),
    );
  });
  const rows = page.games.map((g) =>
    h(
      'tr',
      { 'data-room': g.room, 'data-result': g.result },
      h('td', {}, new Date(g.endedAt).toLocaleDateString(language())),
      h('td', {}, titleOf(games, g.game)),
      h('td', {}, g.players.map((p, s) => (s === g.seat ? page.name : p ? playerName(p) : '—')).join(' · ')),
      h('td', {}, g.result === 'win' ? t('players.won') : g.result === 'draw' ? t('players.draw') : t('players.lost')),
      h('td', {}, terminationText(g.termination) ?? g.termination),
      h(
        'td',
        {},
        h('a', { href: `/games/${g.room}/${g.gameNo}`, 'data-link': true, class: 'replay-link' }, t('players.replay')),
      ),
    ),
  );
  return h(
    'div',
    { class: 'player-page' },
    h('h1', {}, page.name),
    ratings.length
      ? h('div', { class: 'player-ratings' }, ratings)
      : h('p', { class: 'muted' }, t('players.noRatedGames')),
    h('h2', {}, t('players.finishedGames')),
    rows.length
      ? h(
          'table',
          { class: 'player-games' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              ...[
                t('players.date'),
                t('players.game'),
                t('players.players'),
                t('players.result'),
                t('players.ending'),
                '',
              ].map((c) => h('th', { scope: 'col' }, c)),
            ),
          ),
          h('tbody', {}, rows),
        )
      : h('p', { class: 'muted' }, t('players.noFinishedGames')),
  );
}
