// /play/GAME: a game against the computer in this browser, the engine module in a Web Worker (no server once the
// page is loaded). The room page renders it (RoomSource). Where the module cannot run (no WebAssembly, or the
// worker answers ERR_ENGINE_LOAD) the computer plays on the server instead: a room is made as the home page made
// it before, and the page says why.

import { ApiError, createRoom, listGames } from '../api';
import { h } from '../dom';
import { EngineError, WorkerEngine, type Engine } from '../engine/engineClient';
import { IndexedDbStore, type GameStore } from '../local/gameStore';
import { isEngineLoadError, LocalGame } from '../local/localGame';
import type { LocalSetup } from '../local/setup';
import { reportPlayed } from '../players/reportPlayed';
import { browserTabChannel } from '../local/tabChannel';
import { saveSeat } from '../net/seatStore';
import type { SeatRequest } from '../protocol';
import { roomPage, RoomPage } from '../room/room';
import { t } from '../i18n/i18n';
import { errorText } from '../i18n/errors';

/** An error for people: a server or engine code in the page's language, else the error's own message. */
function why(err: unknown): string {
  if (err instanceof ApiError || err instanceof EngineError) return errorText(err.code, err.message);
  return err instanceof Error ? err.message : String(err);
}

export interface PlayPageDeps {
  /** The engine to play with; by default the module in a worker, or none without WebAssembly. */
  engine?: Engine & { close?: () => void };
  store?: GameStore;
  /** Puts the address of the fallback room in place of this page's (the browser's history by default). */
  replaceAddress?: (path: string) => void;
}

/** Every request refused as a module that cannot load: a browser without WebAssembly. */
class NoEngine implements Engine {
  request<T>(): Promise<T> {
    return Promise.reject(new EngineError('ERR_ENGINE_LOAD', 'this browser has no WebAssembly'));
  }
}

export function playPage(
  main: HTMLElement,
  game: string,
  setup: LocalSetup | null,
  deps: PlayPageDeps = {},
): () => void {
  const replaceAddress = deps.replaceAddress ?? ((path: string) => history.replaceState(null, '', path));
  // The address stays /play/GAME: a reload resumes this game rather than starting another.
  if (setup) replaceAddress(`/play/${encodeURIComponent(game)}`);
  const engine: Engine & { close?: () => void } =
    deps.engine ?? (typeof WebAssembly === 'object' ? new WorkerEngine() : new NoEngine());
  const local = new LocalGame({
    engine,
    store: deps.store ?? new IndexedDbStore(),
    game,
    setup,
    tabs: browserTabChannel(),
    report: (g) => void reportPlayed(g),
  });
  const page = new RoomPage(main, `local-${game}`, local);
  let alive = true;
  let after: (() => void) | null = null;
  local.start().then(
    () => {
      if (alive) page.setGames(local.games);
    },
    (err: unknown) => {
      if (!alive) return;
      page.destroy();
      engine.close?.();
      if (isEngineLoadError(err)) {
        // The module's own words say why it could not load (no WebAssembly, a failed download).
        void serverRoom(main, local.setup, err instanceof Error ? err.message : String(err), replaceAddress).then(
          (close) => {
            if (alive) after = close;
            else close();
          },
        );
      } else
        main.replaceChildren(
          h(
            'div',
            { class: 'page-message' },
            h('h1', {}, t('play.cannotStart')),
            h('p', {}, why(err)),
            h('a', { class: 'button', href: '/', 'data-link': true }, t('chrome.backToGames')),
          ),
        );
    },
  );
  return () => {
    alive = false;
    page.destroy();
    engine.close?.();
    after?.();
  };
}

/**
 * The fallback: a room on the server with the computer in every other seat, as the home page made it before the
 * module; its page in place of this one, with the reason. Resolves to the room page's cleanup.
 */
async function serverRoom(
  main: HTMLElement,
  setup: LocalSetup,
  reason: string,
  replaceAddress: (path: string) => void,
): Promise<() => void> {
  main.replaceChildren(h('p', { class: 'muted loading' }, t('play.openingServerRoom')));
  const count = (await seatCount(setup)) ?? 2;
  const seats: SeatRequest[] = Array.from({ length: count }, (_, s) =>
    s === setup.seat ? { kind: 'human' } : { kind: 'cpu', level: setup.level },
  );
  const options = Object.keys(setup.options).length > 0 ? { options: setup.options } : {};
  try {
    const reply = await createRoom({
      game: setup.game,
      seats,
      creatorSeat: setup.seat,
      settings: { rotateStart: false },
      ...options,
    });
    if (reply.secret !== null && reply.seat !== null)
      saveSeat(reply.room, { seat: reply.seat, secret: reply.secret, nextAck: 1 });
    replaceAddress(`/r/${reply.room}`);
    return roomPage(main, reply.room, t('play.onServer', { why: reason }));
  } catch (err) {
    main.replaceChildren(
      h(
        'div',
        { class: 'page-message' },
        h('h1', {}, t('play.unavailable')),
        h('p', {}, t('play.unavailableText', { why: reason, error: why(err) })),
        h('a', { class: 'button', href: '/', 'data-link': true }, t('chrome.backToGames')),
      ),
    );
    return () => undefined;
  }
}

/** The game's number of seats from the server's list (the module could not say). */
async function seatCount(setup: LocalSetup): Promise<number | null> {
  try {
    return (await listGames()).find((g) => g.name === setup.game)?.seats[0] ?? null;
  } catch {
    return null;
  }
}
