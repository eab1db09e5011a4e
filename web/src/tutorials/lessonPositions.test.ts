import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import type { PositionView } from '../protocol';
import { rectGeometry } from '../testing/fixtures';
import { LessonPositions } from './lessonPositions';

const fromServer = { geometry: rectGeometry(8, 8), pieces: [], toMove: 0, check: [] } as PositionView;

function fakeEngine() {
  const requests: Record<string, unknown>[] = [];
  return {
    requests,
    close: vi.fn(),
    request: vi.fn(async (req: Record<string, unknown>) => {
      requests.push(req);
      if (req.cmd === 'new')
        return { id: 7, geometry: rectGeometry(4, 8), state: { pieces: [], toMove: 1, check: [] } };
      return {};
    }) as never,
  };
}

describe('LessonPositions', () => {
  it('asks the server first and starts no engine while it answers', async () => {
    const make = vi.fn(fakeEngine);
    const p = new LessonPositions(async () => fromServer, make);
    expect(await p.load('chess', 'FEN', ['e2e4'])).toBe(fromServer);
    expect(make).not.toHaveBeenCalled();
  });

  it('plays the moves on the engine in the browser when the server cannot be reached, then closes that game', async () => {
    const engine = fakeEngine();
    const unreachable = new ApiError(0, 'ERR_NETWORK', 'The server cannot be reached.'); // as api.ts says it
    const p = new LessonPositions(
      () => Promise.reject(unreachable),
      () => engine,
    );
    const view = await p.load('martian', 'FEN', ['a4-b5']);
    expect(view.geometry.width).toBe(4);
    expect(view.toMove).toBe(1);
    expect(engine.requests).toEqual([
      { cmd: 'new', game: 'martian', fen: 'FEN', moves: ['a4-b5'] },
      { cmd: 'close', id: 7 },
    ]);
    await p.load('martian', 'FEN');
    expect(engine.requests[2]).toEqual({ cmd: 'new', game: 'martian', fen: 'FEN', moves: [] }); // one engine
    p.close();
    expect(engine.close).toHaveBeenCalledOnce();
    // A server that fails (5xx) is not a refusal either.
    const failing = new LessonPositions(
      () => Promise.reject(new ApiError(503, 'ERR_STORAGE', 'the database failed')),
      () => fakeEngine(),
    );
    expect((await failing.load('chess', 'FEN')).toMove).toBe(1);
  });

  it('refuses what the server refuses, and fails as the server did without WebAssembly', async () => {
    const make = vi.fn(fakeEngine);
    const refused = new ApiError(400, 'ERR_ILLEGAL_MOVE', 'moves: move 1');
    await expect(new LessonPositions(() => Promise.reject(refused), make).load('chess', 'FEN')).rejects.toBe(refused);
    expect(make).not.toHaveBeenCalled();
    const down = new ApiError(503, 'ERR_STORAGE', 'the database failed');
    await expect(new LessonPositions(() => Promise.reject(down), null).load('chess', 'FEN')).rejects.toBe(down);
  });
});
