import { describe, expect, it } from 'vitest';
import { renderPlayer, type PlayerPageView } from './player';

const PAGE: PlayerPageView = {
  name: 'Dora',
  ratings: [
    {
      game: 'chess',
      rating: 1662,
      deviation: 290,
      provisional: true,
      games: 1,
      wins: 1,
      draws: 0,
      losses: 0,
      history: [{ at: 1, rating: 1662 }],
    },
  ],
  games: [
    {
      room: 'r1',
      gameNo: 1,
      game: 'chess',
      seat: 1,
      players: ['Clara', 'Dora'],
      result: 'win',
      termination: 'checkmate',
      endedAt: Date.UTC(2026, 11, 5),
    },
  ],
};

describe('player page', () => {
  it('shows each rating with its plot and counts, and the finished games', () => {
    const el = renderPlayer(PAGE, [{ name: 'chess', title: 'Chess', seats: [2] } as never]);
    expect(el.querySelector('h1')?.textContent).toBe('Dora');
    const chess = el.querySelector('.player-rating[data-game="chess"]')!;
    expect(chess.querySelector('h2')?.textContent).toBe('Chess 1662?');
    expect(chess.querySelector('svg.rating-plot')).not.toBeNull();
    expect(chess.querySelector('.rating-counts')?.textContent).toBe('1 rated game: 1 won, 0 drawn, 0 lost');
    expect(chess.querySelector('a')?.getAttribute('href')).toBe('/leaderboard/chess');
    const row = el.querySelector('.player-games tbody tr')!;
    expect(row.getAttribute('data-result')).toBe('win');
    expect([...row.querySelectorAll('td')].slice(1).map((td) => td.textContent)).toEqual([
      'Chess',
      'Clara · Dora',
      'Won',
      'Checkmate',
      'Replay',
    ]);
    expect(row.querySelector('a.replay-link')?.getAttribute('href')).toBe('/games/r1/1');
  });

  it('says so when there is nothing yet', () => {
    const el = renderPlayer({ name: 'Eve', ratings: [], games: [] }, []);
    expect(el.textContent).toContain('No rated games yet.');
    expect(el.textContent).toContain('No finished games yet.');
  });
});
