// Where this browser keeps its games against the computer, one per game name: a header (savedGame.ts writes and
// reads it) and the move texts by ply, each move a record of its own, so that a move adds one small record and
// leaves the rest of the game alone. IndexedDB in the browser; a map in tests. A store that cannot be opened
// (private mode, storage disabled) keeps nothing: the game then lasts as long as the page.

/** What the store holds of one game: its header and its move texts, by ply from 0. */
export interface StoredGame {
  header: unknown;
  moves: unknown[];
}

/** One write, done whole or not at all: the header when given, and the moves from ply `from` on (any stored after
 * them are dropped). A move played: `{from: plies before it, moves: [it]}`; moves taken back: `{from, moves: []}`. */
export interface GameWrite {
  header?: string;
  from: number;
  moves: string[];
}

export interface GameStore {
  /** What is stored for `game`, or null when there is no header (or the store cannot be read). */
  load(game: string): Promise<StoredGame | null>;
  /** Whether the write was done (false: nothing of it was, as when the store cannot be opened). */
  save(game: string, write: GameWrite): Promise<boolean>;
  remove(game: string): Promise<void>;
}

const DB_NAME = 'littletable';
/** The headers, by game name. */
const GAMES = 'localGames';
/** The move texts, by [game name, ply]. */
const MOVES = 'localMoves';
const STORES = [GAMES, MOVES];

/** The keys of `game`'s moves from ply `from` on. */
function movesFrom(game: string, from: number): IDBKeyRange {
  return IDBKeyRange.bound([game, from], [game, Infinity]);
}

export class IndexedDbStore implements GameStore {
  private db: Promise<IDBDatabase | null> | null = null;

  async load(game: string): Promise<StoredGame | null> {
    return this.run('readonly', (tx, done) => {
      const header = tx.objectStore(GAMES).get(game);
      const moves = tx.objectStore(MOVES).getAll(movesFrom(game, 0));
      const keys = tx.objectStore(MOVES).getAllKeys(movesFrom(game, 0));
      done(() => {
        if (header.result === undefined) return null;
        // Each move at its ply; a missing ply leaves a hole, which savedGame.ts refuses as corrupt.
        const byPly: unknown[] = [];
        (keys.result as [string, number][]).forEach(([, ply], i) => (byPly[ply] = moves.result[i]));
        return { header: header.result as unknown, moves: byPly };
      });
    });
  }

  async save(game: string, write: GameWrite): Promise<boolean> {
    const written = await this.run('readwrite', (tx, done) => {
      if (write.header !== undefined) tx.objectStore(GAMES).put(write.header, game);
      const moves = tx.objectStore(MOVES);
      moves.delete(movesFrom(game, write.from));
      write.moves.forEach((m, i) => moves.put(m, [game, write.from + i]));
      done(() => true);
    });
    return written === true;
  }

  async remove(game: string): Promise<void> {
    await this.run('readwrite', (tx, done) => {
      tx.objectStore(GAMES).delete(game);
      tx.objectStore(MOVES).delete(movesFrom(game, 0));
      done(() => null);
    });
  }

  /**
   * One transaction over both stores: `op` makes its requests and names what to answer once the transaction is
   * done (written, for writes); null when the store cannot be opened or the transaction fails.
   */
  private async run<T>(
    mode: IDBTransactionMode,
    op: (tx: IDBTransaction, done: (answer: () => T | null) => void) => void,
  ): Promise<T | null> {
    const db = await this.open();
    if (!db) return null;
    return new Promise((resolve) => {
      try {
        const tx = db.transaction(STORES, mode);
        let answer: () => T | null = () => null;
        op(tx, (a) => (answer = a));
        tx.oncomplete = () => resolve(answer());
        tx.onerror = () => resolve(null);
        tx.onabort = () => resolve(null);
      } catch {
        resolve(null);
      }
    });
  }

  private open(): Promise<IDBDatabase | null> {
    this.db ??= openWithStores();
    return this.db;
  }
}

/**
 * The database with the games' stores, at whatever version it has, created where missing. A database of that name
 * without them (made by an older client, with headers that hold their moves, or by other code of the site) is
 * opened again one version up, which creates them; savedGame.ts still reads such a header.
 */
function openWithStores(version?: number): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      const req = version === undefined ? indexedDB.open(DB_NAME) : indexedDB.open(DB_NAME, version);
      req.onupgradeneeded = () => {
        for (const name of STORES) if (!req.result.objectStoreNames.contains(name)) req.result.createObjectStore(name);
      };
      req.onsuccess = () => {
        const db = req.result;
        if (STORES.every((name) => db.objectStoreNames.contains(name))) return resolve(db);
        db.close();
        resolve(openWithStores(db.version + 1));
      };
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** A store in memory, for tests: what it holds, and every write it was asked for. */
export class MemoryStore implements GameStore {
  readonly headers = new Map<string, unknown>();
  readonly moves = new Map<string, unknown[]>();
  readonly writes: { game: string; write: GameWrite }[] = [];
  /** While set, every write fails (a full disk): nothing is stored. */
  failWrites = false;

  async load(game: string): Promise<StoredGame | null> {
    if (!this.headers.has(game)) return null;
    return { header: this.headers.get(game), moves: [...(this.moves.get(game) ?? [])] };
  }

  async save(game: string, write: GameWrite): Promise<boolean> {
    this.writes.push({ game, write });
    if (this.failWrites) return false;
    if (write.header !== undefined) this.headers.set(game, write.header);
    const moves = (this.moves.get(game) ?? []).slice(0, write.from);
    write.moves.forEach((m, i) => (moves[write.from + i] = m));
    this.moves.set(game, moves);
    return true;
  }

  async remove(game: string): Promise<void> {
    this.headers.delete(game);
    this.moves.delete(game);
  }
}
