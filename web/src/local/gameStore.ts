// Where this browser keeps its games against the computer: one text per game name (savedGame.ts writes and reads
// it). IndexedDB in the browser; a map in tests. A store that cannot be opened (private mode, storage disabled)
// keeps nothing: the game then lasts as long as the page.

export interface GameStore {
  /** The stored text for `game`, or null when there is none (or the store cannot be read). */
  load(game: string): Promise<unknown>;
  save(game: string, text: string): Promise<void>;
  remove(game: string): Promise<void>;
}

const DB_NAME = 'littletable';
const STORE = 'localGames';

export class IndexedDbStore implements GameStore {
  private db: Promise<IDBDatabase | null> | null = null;

  async load(game: string): Promise<unknown> {
    const value = await this.run('readonly', (s) => s.get(game));
    return value ?? null;
  }

  async save(game: string, text: string): Promise<void> {
    await this.run('readwrite', (s) => s.put(text, game));
  }

  async remove(game: string): Promise<void> {
    await this.run('readwrite', (s) => s.delete(game));
  }

  /** One request in a transaction of its own; resolves once the transaction is done (written, for writes). */
  private async run(mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest): Promise<unknown> {
    const db = await this.open();
    if (!db) return null;
    return new Promise((resolve) => {
      try {
        const tx = db.transaction(STORE, mode);
        const req = op(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(req.result);
        tx.onerror = () => resolve(null);
        tx.onabort = () => resolve(null);
      } catch {
        resolve(null);
      }
    });
  }

  private open(): Promise<IDBDatabase | null> {
    this.db ??= openWithStore();
    return this.db;
  }
}

/**
 * The database with the games' store, at whatever version it has, created where missing. A database of that name
 * without the store (made by other code of the site) is opened again one version up, which creates it.
 */
function openWithStore(version?: number): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      const req = version === undefined ? indexedDB.open(DB_NAME) : indexedDB.open(DB_NAME, version);
      req.onupgradeneeded = () => {
        if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
      };
      req.onsuccess = () => {
        const db = req.result;
        if (db.objectStoreNames.contains(STORE)) return resolve(db);
        db.close();
        resolve(openWithStore(db.version + 1));
      };
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

/** A store in memory, for tests. */
export class MemoryStore implements GameStore {
  readonly texts = new Map<string, unknown>();

  async load(game: string): Promise<unknown> {
    return this.texts.get(game) ?? null;
  }

  async save(game: string, text: string): Promise<void> {
    this.texts.set(game, text);
  }

  async remove(game: string): Promise<void> {
    this.texts.delete(game);
  }
}
