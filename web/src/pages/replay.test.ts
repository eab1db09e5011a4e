import { describe, expect, it } from 'vitest';
import { resultText, type StoredGameView } from './replay';

const GAME: StoredGameView = {
  room: 'R1',
  gameNo: 1,
  game: 'chess',
  startFen: '',
  players: ['Clara', 'Dora'],
  moves: [{ u: 'f2f3', san: 'f3', seat: 0 }],
  outcome: { termination: 'checkmate', winners: [1], reason: '' } as never,
  ranked: true,
  endedAt: 0,
  record: '',
  format: 'pgn',
};

describe('replay', () => {
  it('says who played, who won and how', () => {
    expect(resultText(GAME)).toBe('Clara – Dora · Dora won · Checkmate');
    expect(
      resultText({
        ...GAME,
        players: ['', 'Dora'],
        outcome: { termination: 'agreement', winners: [], reason: '' } as never,
      }),
    ).toBe('Seat 1 – Dora · draw · Draw by agreement');
  });
});
