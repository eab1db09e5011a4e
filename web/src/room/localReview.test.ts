import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalReviewPanel, recordPlayers } from './localReview';
import { currentPlayer, knownPlayer } from '../players/account';
import { setLanguage } from '../i18n/i18n';
import { clientSnapshot } from '../testing/fixtures';
import type { Engine } from '../engine/engineClient';
import type { LocalActions } from '../roomSource';
import type { SeatInfo } from '../protocol';

const seats: SeatInfo[] = [
  {
    seat: 0,
    kind: 'human',
    level: null,
    name: '',
    taken: true,
    connected: true,
    cpuPlaying: false,
    mayOfferDraw: false,
  },
  { seat: 1, kind: 'cpu', level: 5, name: '', taken: true, connected: true, cpuPlaying: false, mayOfferDraw: false },
];

beforeEach(() => {
  // The record's download link is a Blob URL, which jsdom lacks.
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

describe('recordPlayers', () => {
  it('names the signed-in player, else "?", and the computer as the server does, in any language', () => {
    setLanguage('de');
    expect(recordPlayers(seats, null)).toEqual(['?', 'Computer (level 5)']);
    expect(recordPlayers(seats, undefined)).toEqual(['?', 'Computer (level 5)']);
    expect(recordPlayers(seats, { name: 'Anna', password: false })).toEqual(['Anna', 'Computer (level 5)']);
    expect(recordPlayers([seats[1]!, { ...seats[1]!, seat: 2, level: null }], null, 3)).toEqual([
      'Computer (level 5)',
      'Computer (level 3)',
    ]);
  });
});

describe('LocalReviewPanel', () => {
  it('asks for the record with the names as they are at each request, again once a player signs in', async () => {
    const requests: Record<string, unknown>[] = [];
    const engine: Engine = {
      request: <T>(req: Record<string, unknown>) => {
        requests.push(req);
        return Promise.resolve({ ok: true, record: '[White "?"]\n\n*\n' } as T);
      },
    };
    const local = { level: 5, review: () => ({ engine, id: 1, startFen: '' }) } as unknown as LocalActions;
    const panel = new LocalReviewPanel(local, {
      names: (snap) => recordPlayers(snap.seats, knownPlayer(), 5),
      showPly: () => undefined,
    });
    panel.update(clientSnapshot({ seats }), undefined);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ cmd: 'record', players: ['?', 'Computer (level 5)'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ player: { name: 'Anna', password: true } }), { status: 200 })),
    );
    await currentPlayer();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({ cmd: 'record', players: ['Anna', 'Computer (level 5)'] });
    panel.destroy();
  });
});
