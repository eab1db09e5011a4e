// A player's page (/players/NAME): each game's rating with a plot of its history and the games played, won,
// drawn and lost, then the finished games, latest first.

import { ApiError, listGames, request } from '../api';
import { h } from '../dom';
import { ratingPlot, type RatingPoint } from '../players/ratingPlot';
import type { GameInfo } from '../protocol';

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
  main.replaceChildren(h('p', { class: 'muted' }, 'Loading…'));
  let alive = true;
  Promise.all([request<PlayerPageView>(`/api/players/${encodeURIComponent(name)}`), listGames().catch(() => [] as GameInfo[])])
    .then(([page, games]) => {
      if (alive) main.replaceChildren(renderPlayer(page, games));
    })
    .catch((e: unknown) => {
      if (!alive) return;
      const missing = e instanceof ApiError && e.status === 404;
      main.replaceChildren(h('div', { class: 'page-message' }, h('h1', {}, missing ? 'No such player' : 'The player page could not be loaded'), h('p', {}, e instanceof ApiError ? e.message : '')));
    });
  return () => {
    alive = false;
  };
}

function titleOf(games: GameInfo[], name: string): string {
  return games.find((g) => g.name === name)?.title ?? name;
}

export function renderPlayer(page: PlayerPageView, games: GameInfo[]): HTMLElement {
  const ratings = page.ratings.map((r) => {
    const title = titleOf(games, r.game);
    const shown = `${r.rating}${r.provisional ? '?' : ''}`;
    return h(
      'section',
      { class: 'panel player-rating', 'data-game': r.game },
      h('h2', {}, title, ' ', h('span', { class: 'rating-value' }, shown)),
      ratingPlot(r.history, `${title} rating over ${r.games} rated games, now ${shown}`),
      h('p', { class: 'rating-counts' }, `${r.games} rated ${r.games === 1 ? 'game' : 'games'}: ${r.wins} won, ${r.draws} drawn, ${r.losses} lost`),
      h('a', { href: `/leaderboard/${r.game}`, 'data-link': true }, `${title} leaderboard`),
    );
  });
  const rows = page.games.map((g) =>
    h(
      'tr',
      { 'data-room': g.room, 'data-result': g.result },
      h('td', {}, new Date(g.endedAt).toLocaleDateString()),
      h('td', {}, titleOf(games, g.game)),
      h('td', {}, g.players.map((p, s) => (s === g.seat ? page.name : p || '—')).join(' · ')),
      h('td', {}, g.result === 'win' ? 'Won' : g.result === 'draw' ? 'Draw' : 'Lost'),
      h('td', {}, g.termination),
      h('td', {}, h('a', { href: `/games/${g.room}/${g.gameNo}`, 'data-link': true, class: 'replay-link' }, 'Replay')),
    ),
  );
  return h(
    'div',
    { class: 'player-page' },
    h('h1', {}, page.name),
    ratings.length ? h('div', { class: 'player-ratings' }, ratings) : h('p', { class: 'muted' }, 'No rated games yet.'),
    h('h2', {}, 'Finished games'),
    rows.length
      ? h('table', { class: 'player-games' }, h('thead', {}, h('tr', {}, ...['Date', 'Game', 'Players', 'Result', 'Ending', ''].map((t) => h('th', { scope: 'col' }, t)))), h('tbody', {}, rows))
      : h('p', { class: 'muted' }, 'No finished games yet.'),
  );
}
