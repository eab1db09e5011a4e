// The page's side of the engine worker (engineWorker.ts): each request a promise of its reply, answered in the
// order sent (docs/engine-api.md). A request that fails rejects with an EngineError carrying the engine's code.

export class EngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What the local game and the analysis need of an engine; tests give a fake one. */
export interface Engine {
  request<T = Record<string, unknown>>(req: Record<string, unknown>): Promise<T>;
}

type Reply = { ok: boolean; error?: { code: string; message: string } } & Record<string, unknown>;

/** The engine in a Web Worker of its own. `close()` ends the worker (and any search in it). */
export class WorkerEngine implements Engine {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();

  constructor(worker?: Worker) {
    this.worker = worker ?? new Worker(new URL('./engineWorker.ts', import.meta.url));
    this.worker.onmessage = (e: MessageEvent<{ id: number; reply: Reply }>) => {
      const w = this.waiting.get(e.data.id);
      if (!w) return;
      this.waiting.delete(e.data.id);
      w.resolve(e.data.reply);
    };
    this.worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      this.failAll(new EngineError('ERR_ENGINE_LOAD', e.message || 'the engine worker failed'));
    };
  }

  async request<T = Record<string, unknown>>(req: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    const reply = await new Promise<Reply>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, request: req });
    });
    if (!reply.ok)
      throw new EngineError(reply.error?.code ?? 'ERR_ENGINE', reply.error?.message ?? 'the engine failed');
    return reply as T;
  }

  close(): void {
    this.worker.terminate();
    this.failAll(new EngineError('ERR_ENGINE_CLOSED', 'the engine was closed'));
  }

  private failAll(err: Error): void {
    for (const w of this.waiting.values()) w.reject(err);
    this.waiting.clear();
  }
}
