import { describe, expect, it } from 'vitest';
import { headerHoldsMoves, parseGame, serializeHeader, wholeGame, type SavedGame } from './savedGame';

const game: SavedGame = {
  game: 'chess',
  level: 2,
  seat: 1,
  options: { x: 'y' },
  startFen: 'fen',
  moves: ['e2e4', 'c7c5'],
  ending: { termination: 'resignation', winners: [1], reason: 'resignation' },
  gameNo: 7,
};

describe('saved games', () => {
  it('writes a header without the moves, and the moves from ply 0 beside it', () => {
    const write = wholeGame(game);
    expect(write.from).toBe(0);
    expect(write.moves).toEqual(['e2e4', 'c7c5']);
    expect(JSON.parse(write.header!)).toEqual({ v: 2, ...game, moves: undefined });
    expect(write.header).toBe(serializeHeader(game));
    expect(parseGame({ header: write.header, moves: write.moves }, 'chess')).toEqual(game);
  });

  it('reads a header of version 1, which holds its moves, and knows it for one to write anew', () => {
    const stored = { header: JSON.stringify({ v: 1, ...game }), moves: [] };
    expect(parseGame(stored, 'chess')).toEqual(game);
    expect(headerHoldsMoves(stored)).toBe(true);
    expect(headerHoldsMoves({ header: serializeHeader(game), moves: [] })).toBe(false);
    // Its moves are the game's, not those a later client left beside it (the write that migrates it drops them).
    expect(parseGame({ ...stored, moves: ['d2d4'] }, 'chess')).toEqual(game);
  });

  it.each([
    ['another game’s', { header: serializeHeader(game), moves: [] }, 'metamate'],
    ['a ply missing', { header: serializeHeader(game), moves: ['e2e4', undefined, 'g1f3'] }, 'chess'],
    ['a move not a text', { header: serializeHeader(game), moves: [42] }, 'chess'],
    ['version 2 with moves in the header', { header: JSON.stringify({ v: 2, ...game }), moves: [] }, 'chess'],
    ['an unknown version', { header: JSON.stringify({ ...game, v: 3 }), moves: [] }, 'chess'],
    ['not JSON', { header: '{not json', moves: [] }, 'chess'],
    ['a level out of range', { header: serializeHeader({ ...game, level: 99 }), moves: [] }, 'chess'],
  ])('refuses %s as corrupt', (_, stored, name) => {
    expect(parseGame(stored, name)).toBeNull();
  });
});
