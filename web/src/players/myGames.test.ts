import { describe, expect, it } from 'vitest';
import { newlyWaiting, turnTitle, waitingCount, type MyGame } from './myGames';

function game(room: string, yourTurn: boolean, plies = 4): MyGame {
  return {
    room,
    game: 'chess',
    gameNo: 1,
    seat: 0,
    toMove: yourTurn ? 0 : 1,
    yourTurn,
    plies,
    players: ['Ann', 'Ben'],
  };
}

describe('my games', () => {
  it('counts the games waiting for the player', () => {
    expect(waitingCount([game('a', true), game('b', false), game('c', true)])).toBe(2);
    expect(waitingCount([])).toBe(0);
  });

  it('puts "(N) Your turn" in the tab title while games wait, else the page title', () => {
    expect(turnTitle(1, 'Chess · littletable')).toBe('(1) Your turn · littletable');
    expect(turnTitle(3, 'littletable')).toBe('(3) Your turn · littletable');
    expect(turnTitle(0, 'Chess · littletable')).toBe('Chess · littletable');
  });

  it('tells a game that turned to the player since the last look, not one that waited already', () => {
    const before = [game('a', true), game('b', false)];
    expect(newlyWaiting(null, before)).toBe(false); // the first look sounds nothing
    expect(newlyWaiting(before, before)).toBe(false);
    expect(newlyWaiting(before, [game('a', true), game('b', true, 5)])).toBe(true);
    expect(newlyWaiting(before, [game('b', false)])).toBe(false);
    // The player moved and the opponent answered between two looks: a new turn in the same game.
    expect(newlyWaiting(before, [game('a', true, 6), game('b', false)])).toBe(true);
  });
});
