import { describe, expect, it } from 'vitest';
import { cpuMoveNotice } from './roomNotices';
import { clientSnapshot, startState } from '../testing/fixtures';
import type { SeatInfo, ServerMessage, Settings } from '../protocol';

const seat = (s: number, connected: boolean): SeatInfo => ({
  seat: s,
  kind: 'human',
  level: null,
  name: '',
  taken: true,
  connected,
  cpuPlaying: true,
  mayOfferDraw: false,
});
const settings = (moveTime: number): Settings => ({
  moveTime,
  showLegalMoves: true,
  moveLimit: 0,
  rotateStart: true,
  graceSeconds: 20,
});

function moveBy(s: number, cpu: boolean): ServerMessage {
  const { history: _h, ...state } = startState({ toMove: 1 - s });
  return { t: 'move', d: { v: 2, seat: s, cpu, move: { u: 'e2e4', san: 'e4', from: 'e2', to: 'e4' }, state } };
}

describe('cpuMoveNotice', () => {
  it('says the time ran out when the CPU moved for a connected player on a move clock', () => {
    const snap = clientSnapshot({ seats: [seat(0, true), seat(1, true)], settings: settings(30) });
    expect(cpuMoveNotice(snap, moveBy(0, true))).toBe('Time ran out: the computer moved for you.');
  });
  it('says the player was away when their seat was not connected, or there is no move clock', () => {
    expect(
      cpuMoveNotice(
        clientSnapshot({ seats: [seat(0, false), seat(1, true)], settings: settings(30) }),
        moveBy(0, true),
      ),
    ).toBe('The computer moved for you while you were away.');
    expect(
      cpuMoveNotice(clientSnapshot({ seats: [seat(0, true), seat(1, true)], settings: settings(0) }), moveBy(0, true)),
    ).toBe('The computer moved for you while you were away.');
  });
  it('says nothing for the player’s own moves, other seats, spectators or other events', () => {
    const snap = clientSnapshot({ seats: [seat(0, true), seat(1, true)], settings: settings(30) });
    expect(cpuMoveNotice(snap, moveBy(0, false))).toBeNull();
    expect(cpuMoveNotice(snap, moveBy(1, true))).toBeNull();
    expect(cpuMoveNotice({ ...snap, you: { seat: null } }, moveBy(0, true))).toBeNull();
    expect(cpuMoveNotice(snap, { t: 'draw', d: { v: 2, offeredBy: 1 } })).toBeNull();
    expect(cpuMoveNotice(snap, null)).toBeNull();
  });
});
