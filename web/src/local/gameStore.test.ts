import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { IndexedDbStore, MemoryStore, type GameStore } from './gameStore';
import { parseGame, wholeGame, type SavedGame } from './savedGame';

const saved = (moves: string[], game = 'chess'): SavedGame => ({
  game,
  level: 3,
  seat: 0,
  options: {},
  startFen: '',
  moves,
  ending: null,
  gameNo: 1,
});

/** Every record of `store` in the database, as [key, value] pairs in key order. */
function records(store: string): Promise<[IDBValidKey, unknown][]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('littletable');
    open.onsuccess = () => {
      const tx = open.result.transaction(store);
      const keys = tx.objectStore(store).getAllKeys();
      const values = tx.objectStore(store).getAll();
      tx.oncomplete = () => {
        open.result.close();
        resolve(keys.result.map((k, i) => [k, values.result[i]]));
      };
    };
    open.onerror = () => reject(open.error ?? new Error('open failed'));
  });
}

/** A database as a client of version 1 left it: one store of whole games as JSON text, database version 1. */
function oldDatabase(games: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('littletable', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('localGames');
    open.onsuccess = () => {
      const tx = open.result.transaction('localGames', 'readwrite');
      for (const [name, text] of Object.entries(games)) tx.objectStore('localGames').put(text, name);
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
    };
    open.onerror = () => reject(open.error ?? new Error('open failed'));
  });
}

describe.each([
  ['IndexedDbStore', () => new IndexedDbStore() as GameStore],
  ['MemoryStore', () => new MemoryStore() as GameStore],
])('%s', (_, make) => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('keeps a game whole: its header and its moves by ply, each game apart from the others', async () => {
    const store = make();
    expect(await store.load('chess')).toBeNull();
    await store.save('chess', wholeGame(saved(['e2e4', 'e7e5'])));
    await store.save('chess960', wholeGame(saved(['g1f3'], 'chess960')));
    expect(parseGame(await store.load('chess'), 'chess')).toEqual(saved(['e2e4', 'e7e5']));
    expect(parseGame(await store.load('chess960'), 'chess960')).toEqual(saved(['g1f3'], 'chess960'));
  });

  it('adds a move at its ply, and drops the plies after a write’s first', async () => {
    const store = make();
    await store.save('chess', wholeGame(saved(['e2e4', 'e7e5'])));
    await store.save('chess', { from: 2, moves: ['g1f3'] });
    expect(parseGame(await store.load('chess'), 'chess')?.moves).toEqual(['e2e4', 'e7e5', 'g1f3']);
    await store.save('chess', { from: 1, moves: [] });
    expect(parseGame(await store.load('chess'), 'chess')?.moves).toEqual(['e2e4']);
    // A new game in the slot: the header anew, no moves.
    await store.save('chess', wholeGame({ ...saved([]), gameNo: 2 }));
    expect(parseGame(await store.load('chess'), 'chess')).toEqual({ ...saved([]), gameNo: 2 });
  });

  it('forgets a game removed, and leaves the others', async () => {
    const store = make();
    await store.save('chess', wholeGame(saved(['e2e4'])));
    await store.save('metamate', wholeGame(saved(['e2e4'], 'metamate')));
    await store.remove('chess');
    expect(await store.load('chess')).toBeNull();
    expect(parseGame(await store.load('metamate'), 'metamate')?.moves).toEqual(['e2e4']);
  });
});

describe('IndexedDbStore in the database', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('writes a move as one record of its own, keyed by game and ply; the header stays as it was', async () => {
    const store = new IndexedDbStore();
    await store.save('chess', wholeGame(saved(['e2e4'])));
    const header = await records('localGames');
    await store.save('chess', { from: 1, moves: ['e7e5'] });
    expect(await records('localMoves')).toEqual([
      [['chess', 0], 'e2e4'],
      [['chess', 1], 'e7e5'],
    ]);
    expect(await records('localGames')).toEqual(header);
  });

  it('opens a database of version 1, adds the moves’ store, and reads its games, moves in the header', async () => {
    const old = JSON.stringify({ v: 1, ...saved(['d2d4', 'd7d5']) });
    await oldDatabase({ chess: old, metamate: '{not json' });
    const store = new IndexedDbStore();
    expect(parseGame(await store.load('chess'), 'chess')).toEqual(saved(['d2d4', 'd7d5']));
    expect(parseGame(await store.load('metamate'), 'metamate')).toBeNull();
    // Written anew (as the game does once it is open): a header without moves, and the moves apart.
    await store.save('chess', wholeGame(saved(['d2d4', 'd7d5'])));
    expect(JSON.parse((await records('localGames'))[0]![1] as string)).toMatchObject({ v: 2 });
    expect(JSON.parse((await records('localGames'))[0]![1] as string)).not.toHaveProperty('moves');
    expect(parseGame(await store.load('chess'), 'chess')).toEqual(saved(['d2d4', 'd7d5']));
  });

  it('reads a game with a ply missing as no game (corrupt)', async () => {
    const store = new IndexedDbStore();
    await store.save('chess', wholeGame(saved(['e2e4'])));
    await store.save('chess', { from: 2, moves: ['g1f3'] });
    expect(parseGame(await store.load('chess'), 'chess')).toBeNull();
  });
});
