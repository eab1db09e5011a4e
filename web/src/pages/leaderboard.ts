// A game's leaderboard (/leaderboard/GAME): established ratings first, provisional ones marked "?".

import { ApiError, request } from '../api';
import { h } from '../dom';

interface LeaderboardView {
  game: string;
  players: { name: string; rating: number; provisional: boolean; games: number }[];
}

export function leaderboardPage(main: HTMLElement, game: string): () => void {
  document.title = `Leaderboard · ${game} · littletable`;
  main.replaceChildren(h('p', { class: 'muted' }, 'Loading…'));
  let alive = true;
  request<LeaderboardView>(`/api/leaderboard/${encodeURIComponent(game)}`)
    .then((board) => {
      if (!alive) return;
      const rows = board.players.map((p, i) =>
        h('tr', {}, h('td', {}, String(i + 1)), h('td', {}, h('a', { href: `/players/${encodeURIComponent(p.name)}`, 'data-link': true }, p.name)), h('td', {}, `${p.rating}${p.provisional ? '?' : ''}`), h('td', {}, String(p.games))),
      );
      main.replaceChildren(
        h(
          'div',
          { class: 'leaderboard' },
          h('h1', {}, `Leaderboard · ${game}`),
          rows.length
            ? h('table', { class: 'player-games' }, h('thead', {}, h('tr', {}, ...['#', 'Player', 'Rating', 'Games'].map((t) => h('th', { scope: 'col' }, t)))), h('tbody', {}, rows))
            : h('p', { class: 'muted' }, 'Nobody has a rating in this game yet.'),
        ),
      );
    })
    .catch((e: unknown) => {
      if (alive) main.replaceChildren(h('div', { class: 'page-message' }, h('h1', {}, 'No leaderboard'), h('p', {}, e instanceof ApiError ? e.message : '')));
    });
  return () => {
    alive = false;
  };
}
