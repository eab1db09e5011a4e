import { describe, expect, it } from 'vitest';
import type { HistoryMove as KeptMove } from '../game/types';
import type { HistoryMove } from '../protocol';
import { rectGeometry } from '../testing/fixtures';
import { historyChange, localSnapshot, type EngineState } from './localSnapshot';

const g = rectGeometry(8, 8);
const state = (history?: HistoryMove[]): EngineState => ({
  pieces: [{ sq: 4, owner: 0, kind: 'K' }],
  fen: 'fen',
  toMove: 1,
  check: [],
  lastMove: { from: 'e2', to: 28 },
  moves: [],
  outcome: null,
  claimable: [],
  ...(history ? { history } : {}),
});
const room = { v: 1, game: 'chess', geometry: g, seats: [], me: 0, gameNo: 1 };

describe('the history a local game keeps', () => {
  it('takes the whole history from a reply that has one (new, state)', () => {
    const history: HistoryMove[] = [{ u: 'e2e4', san: 'e4', seat: 0 }];
    expect(historyChange(5, { state: state(history) })).toEqual({ keep: 0, added: history });
  });

  it('appends the move a reply played, with its seat, kind and the piece it took', () => {
    const move = {
      u: 'e5d6',
      from: '36',
      to: '43',
      san: 'exd6',
      kind: 'en-passant' as const,
      captured: { sq: '35', owner: 1, kind: 'P' },
    };
    expect(historyChange(3, { state: state(), move, seat: 0 })).toEqual({
      keep: 3,
      added: [{ u: 'e5d6', san: 'exd6', seat: 0, kind: 'en-passant', captured: { sq: '35', owner: 1, kind: 'P' } }],
    });
  });

  it('drops the moves undone, no more than it has, and keeps all for a reply that plays none (a claim)', () => {
    expect(historyChange(4, { state: state(), undone: 2 })).toEqual({ keep: 2, added: [] });
    expect(historyChange(1, { state: state(), undone: 3 })).toEqual({ keep: 0, added: [] });
    expect(historyChange(4, { state: state() })).toEqual({ keep: 4, added: [] });
  });

  it('reads the squares of what arrived only: the moves kept stay as they are', () => {
    const kept: KeptMove[] = [{ u: 'e2e4', san: 'e4', seat: 0 }];
    const added: HistoryMove[] = [{ u: 'd7d5', san: 'd5', seat: 1, captured: { sq: 'e4', owner: 0, kind: 'P' } }];
    const snap = localSnapshot(room, state(), kept, added);
    expect(snap.state.history[0]).toBe(kept[0]);
    expect(snap.state.history[1]).toEqual({
      u: 'd7d5',
      san: 'd5',
      seat: 1,
      captured: { sq: 28, owner: 0, kind: 'P' },
    });
    expect(snap.state.pieces[0]?.sq).toBe(4);
    expect(snap.state.lastMove).toEqual({ from: 12, to: 28 });
  });
});
