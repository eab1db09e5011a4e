// The engine module in a Web Worker: requests arrive as `{id, request}`, each reply goes back as `{id, reply}`
// (docs/engine-api.md). The module answers one request at a time; a search blocks this worker, never the page.
// A module that cannot load answers every request with ERR_ENGINE_LOAD, so that the page can fall back.

import engineScriptUrl from './generated/littletable-engine.js?url';
import engineWasmUrl from './generated/littletable-engine.wasm?url';

interface EngineModule {
  ccall(name: string, returnType: 'string', argTypes: ['string'], args: [string]): string;
}
type CreateEngine = (options: { locateFile: (path: string) => string }) => Promise<EngineModule>;

/** The worker's global scope, as far as it is used here (the DOM library's types describe a window). */
interface WorkerScope {
  location: { href: string };
  importScripts(url: string): void;
  postMessage(message: unknown): void;
  onmessage: ((e: MessageEvent<{ id: number; request: unknown }>) => void) | null;
  createEngine?: CreateEngine;
}
const scope = self as unknown as WorkerScope;

function load(): Promise<EngineModule> {
  if (typeof WebAssembly !== 'object') return Promise.reject(new Error('this browser has no WebAssembly'));
  try {
    scope.importScripts(new URL(engineScriptUrl, scope.location.href).href);
  } catch (e) {
    return Promise.reject(e instanceof Error ? e : new Error(String(e)));
  }
  const create = scope.createEngine;
  if (!create) return Promise.reject(new Error('the engine script defines no createEngine'));
  return create({ locateFile: () => new URL(engineWasmUrl, scope.location.href).href });
}

const engine = load();
// A module that cannot load is answered request by request (ERR_ENGINE_LOAD, below); its failure, which may come
// before the first request, is not an unhandled rejection of the worker.
engine.catch(() => undefined);

/**
 * The longest request passed to the module. `ccall` copies its string argument onto the module's stack (5 MB),
 * four bytes a character at worst, and a longer one overflows it and breaks the module for good; no request of a
 * real game comes near (a saved game of 10 000 moves is about 80 kB), so a longer one is refused as malformed.
 */
const MAX_REQUEST_CHARS = 1 << 19;

scope.onmessage = (e) => {
  const { id, request } = e.data;
  engine.then(
    (m) => {
      let reply: unknown;
      try {
        const text = JSON.stringify(request);
        if (text.length > MAX_REQUEST_CHARS) {
          const message = `the request is too long (${text.length} characters, at most ${MAX_REQUEST_CHARS})`;
          scope.postMessage({ id, reply: { ok: false, error: { code: 'ERR_BAD_REQUEST', message } } });
          return;
        }
        reply = JSON.parse(m.ccall('lt_call', 'string', ['string'], [text]));
      } catch (err) {
        reply = { ok: false, error: { code: 'ERR_ENGINE_CRASH', message: String(err) } };
      }
      scope.postMessage({ id, reply });
    },
    (err: unknown) => {
      scope.postMessage({ id, reply: { ok: false, error: { code: 'ERR_ENGINE_LOAD', message: String(err) } } });
    },
  );
};
