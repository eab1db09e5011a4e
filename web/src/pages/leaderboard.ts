// A game's leaderboard (/leaderboard/GAME): established ratings first, provisional ones marked "?".

import { ApiError, request } from '../api';
import { h } from '../dom';
import { t } from '../i18n/i18n';
import { errorText } from '../i18n/errors';
import { gameTitle } from '../i18n/gameTexts';

interface LeaderboardView {
  game: string;
  players: { name: string; rating: number; provisional: boolean; games: number }[];
}

export function leaderboardPage(main: HTMLElement, game: string): () => void {
  document.title = `${t('players.leaderboardTitle', { game: gameTitle(game) })} · littletable`;
  main.replaceChildren(h('p', { class: 'muted' }, t('chrome.loading')));
  let alive = true;
  request<LeaderboardView>(`/api/leaderboard/${encodeURIComponent(game)}`)
    .then((board) => {
      if (!alive) return;
      const rows = board.players.map((p, i) =>
        h(
          'tr',
          {},
          h('td', {}, String(i + 1)),
          h('td', {}, h('a', { href: `/players/${encodeURIComponent(p.name)}`, 'data-link': true }, p.name)),
          h('td', {}, `${p.rating}${p.provisional ? '?' : ''}`),
          h('td', {}, String(p.games)),
        ),
      );
      main.replaceChildren(
        h(
          'div',
          { class: 'leaderboard' },
          h('h1', {}, t('players.leaderboardTitle', { game: gameTitle(game) })),
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
                    ...['#', t('players.player'), t('players.rating'), t('players.games')].map((c) =>
                      h('th', { scope: 'col' }, c),
                    ),
                  ),
                ),
                h('tbody', {}, rows),
              )
            : h('p', { class: 'muted' }, t('players.nobodyRated')),
        ),
      );
    })
    .catch((e: unknown) => {
      if (alive)
        main.replaceChildren(
          h(
            'div',
            { class: 'page-message' },
            h('h1', {}, t('players.noLeaderboard')),
            h('p', {}, e instanceof ApiError ? errorText(e.code, e.message) : ''),
          ),
        );
    });
  return () => {
    alive = false;
  };
}
