import { describe, expect, it } from 'vitest';
import type { GameInfo } from '../protocol';
import { ApiError } from '../api';
import { EngineError, type Engine } from './engineClient';
import { knownGames, loadGames } from './gamesList';
import { isMetaKind } from '../board/metaPiece';
import { METAMATE_COPYING_KINDS } from '../testing/copyingKinds';

const chess: GameInfo = { name: 'chess', title: 'Chess', seats: [2], players: '2', duration: null, complexity: null };

function engine(reply: () => Promise<unknown>): Engine & { close: () => void; closed: boolean; asked: unknown[] } {
  return {
    closed: false,
    asked: [],
    request(req) {
      this.asked.push(req);
      return reply() as never;
    },
    close() {
      this.closed = true;
    },
  };
}

describe('loadGames', () => {
  it("takes the server's list when it answers, without starting an engine", async () => {
    let made = 0;
    const games = await loadGames(
      async () => [chess],
      () => {
        made++;
        return engine(async () => ({ games: [] }));
      },
    );
    expect(games).toEqual([chess]);
    expect(made).toBe(0);
  });

  it('asks the module for its games when the server cannot be reached, then ends that engine', async () => {
    const e = engine(async () => ({ ok: true, games: [chess] }));
    const games = await loadGames(
      () => Promise.reject(new ApiError(0, 'ERR_NETWORK', 'The server cannot be reached.')),
      () => e,
    );
    expect(games).toEqual([chess]);
    expect(e.asked).toEqual([{ cmd: 'games' }]);
    expect(e.closed).toBe(true);
  });

  it("gives the server's error when the module cannot answer either", async () => {
    const e = engine(() => Promise.reject(new EngineError('ERR_ENGINE_LOAD', 'no module')));
    await expect(
      loadGames(
        () => Promise.reject(new ApiError(0, 'ERR_NETWORK', 'The server cannot be reached.')),
        () => e,
      ),
    ).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(e.closed).toBe(true);
  });
});

describe('knownGames', () => {
  const metamate: GameInfo = { ...chess, name: 'metamate', title: 'Metamate', copyingKinds: METAMATE_COPYING_KINDS };

  it('forgets a failure, then asks once and teaches the boards the copying kinds of the list', async () => {
    let asked = 0;
    const failing = () => {
      asked++;
      return Promise.reject(new ApiError(0, 'ERR_NETWORK', 'The server cannot be reached.'));
    };
    await expect(knownGames(failing)).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(isMetaKind('M3')).toBe(false);
    const answering = async () => {
      asked++;
      return [chess, metamate];
    };
    expect(await knownGames(answering)).toEqual([chess, metamate]);
    expect(await knownGames(answering)).toEqual([chess, metamate]);
    expect(asked).toBe(2);
    expect(isMetaKind('M3')).toBe(true);
  });
});
