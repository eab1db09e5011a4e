// The games this platform offers: the server's list, or, when the server cannot be reached (offline, after the
// service worker served the page), the same list from the engine module (docs/engine-api.md `games`), so that
// the home page still leads to a game against the computer.

import { listGames } from '../api';
import { learnCopyingKinds } from '../board/metaPiece';
import type { GameInfo } from '../protocol';
import { WorkerEngine, type Engine } from './engineClient';

let known: Promise<GameInfo[]> | null = null;

/**
 * The games list of this page's life, asked once (`loadGames`): the boards learn their copying kinds from it. The
 * first page is drawn after it settles; a failure is not kept, so the next caller asks again.
 */
export function knownGames(load: () => Promise<GameInfo[]> = loadGames): Promise<GameInfo[]> {
  known ??= load().then(
    (games) => {
      learnCopyingKinds(games);
      return games;
    },
    (err: unknown) => {
      known = null;
      throw err;
    },
  );
  return known;
}

/** `server` first; on any failure the module's list, from an engine made for that one question. */
export async function loadGames(
  server: () => Promise<GameInfo[]> = listGames,
  makeEngine: () => Engine & { close?: () => void } = () => new WorkerEngine(),
): Promise<GameInfo[]> {
  try {
    return await server();
  } catch (err) {
    if (typeof WebAssembly !== 'object') throw err;
    let engine: (Engine & { close?: () => void }) | null = null;
    try {
      engine = makeEngine();
      return (await engine.request<{ games: GameInfo[] }>({ cmd: 'games' })).games;
    } catch {
      throw err; // the server's error says more than the module's (or than a browser without workers)
    } finally {
      engine?.close?.();
    }
  }
}
