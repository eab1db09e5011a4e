import { describe, expect, it } from 'vitest';
import { playedBody } from './reportPlayed';

describe('reporting a game against the computer', () => {
  it('sends the setup, the moves and an off-board ending as POST /api/played takes them', () => {
    const g = {
      game: 'chess',
      level: 3,
      seat: 1,
      options: {},
      startFen: 'x',
      moves: ['e2e4'],
      ending: { termination: 'resignation', winners: [1], reason: 'r' },
      gameNo: 2,
    };
    expect(playedBody(g as never)).toEqual({
      game: 'chess',
      level: 3,
      seat: 1,
      options: {},
      moves: ['e2e4'],
      ending: { termination: 'resignation', winners: [1] },
    });
    expect(playedBody({ ...g, ending: null } as never)).not.toHaveProperty('ending');
  });
});
