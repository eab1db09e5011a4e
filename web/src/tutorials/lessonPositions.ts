// Where a lesson's positions come from: the server (GET /api/position), else, when the server cannot be reached
// (offline, or it fails), the engine module in this browser: the same rules compiled to WebAssembly
// (docs/engine-api.md), so lessons work wherever games against the computer do. A position the server refuses
// (a 4xx) is refused, not asked again.

import { ApiError, position } from '../api';
import { WorkerEngine, type Engine } from '../engine/engineClient';
import type { Geometry, PositionView } from '../protocol';

type LoadPosition = (game: string, fen: string, moves?: readonly string[]) => Promise<PositionView>;

/** Whether the server answered and refused (a 4xx); no answer (status 0) or its failure (5xx) is not a refusal. */
function refused(err: unknown): boolean {
  return err instanceof ApiError && err.status >= 400 && err.status < 500;
}

export class LessonPositions {
  private engine: (Engine & { close?: () => void }) | null = null;

  constructor(
    private readonly server: LoadPosition = position,
    private readonly makeEngine: (() => Engine & { close?: () => void }) | null = typeof WebAssembly === 'object'
      ? () => new WorkerEngine()
      : null,
  ) {}

  readonly load: LoadPosition = async (game, fen, moves = []) => {
    try {
      return await this.server(game, fen, moves);
    } catch (err) {
      if (refused(err) || !this.makeEngine) throw err;
      return this.local(game, fen, moves);
    }
  };

  /** Ends the engine's worker, if one was started. */
  close(): void {
    this.engine?.close?.();
    this.engine = null;
  }

  private async local(game: string, fen: string, moves: readonly string[]): Promise<PositionView> {
    this.engine ??= (this.makeEngine as () => Engine & { close?: () => void })();
    const reply = await this.engine.request<{ id: number; geometry: Geometry; state: PositionView }>({
      cmd: 'new',
      game,
      fen,
      moves: [...moves],
    });
    this.engine.request({ cmd: 'close', id: reply.id }).catch(() => undefined);
    return { ...reply.state, geometry: reply.geometry };
  }
}
