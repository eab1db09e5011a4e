// The seat secret of each room, kept on this device (localStorage), with the next move ack id so ids stay
// unique across reloads and across tabs of the same seat. A signed-in player's seat is theirs on every device:
// each device that gets the seat without a record starts its ack ids at a random point (firstAckId), so two
// devices of one seat never take the same id for different moves.

import { deviceStorage } from '../deviceStorage';

export interface SeatRecord {
  seat: number;
  /** Empty on a device seated as its signed-in player: it never gets the seat's secret. */
  secret: string;
  nextAck: number;
}

const PREFIX = 'littletable:room:';

export function loadSeat(room: string): SeatRecord | null {
  const raw = deviceStorage()?.getItem(PREFIX + room);
  if (!raw) return null;
  try {
    const r = JSON.parse(raw) as Partial<SeatRecord>;
    if (typeof r.secret !== 'string' || typeof r.seat !== 'number') return null;
    return { seat: r.seat, secret: r.secret, nextAck: typeof r.nextAck === 'number' ? r.nextAck : 1 };
  } catch {
    return null;
  }
}

export function saveSeat(room: string, record: SeatRecord): void {
  try {
    deviceStorage()?.setItem(PREFIX + room, JSON.stringify(record));
  } catch {
    // Private mode or full storage: the seat lasts as long as the page.
  }
}

/**
 * The ack id for the next move of this seat, and the id after it stored at once. Every tab of a seat shares one
 * counter in localStorage, so the id is the larger of the stored and the in-memory next id: the server applies
 * a move at most once per (seat, ack id) and takes a repeated id for a retry (docs/protocol.md, `move`).
 * `record.nextAck` is advanced too, so ids stay increasing when storage is unavailable.
 */
export function takeAckId(room: string, record: SeatRecord): number {
  const a = Math.max(record.nextAck, loadSeat(room)?.nextAck ?? 1);
  record.nextAck = a + 1;
  saveSeat(room, record);
  return a;
}

/** Where a device's ack ids start when it gets a seat it has no record of: a random integer in [1, 2^48]. Two
 * devices counting a few thousand ids each from such points overlap with a chance of about 1e-8. */
export function firstAckId(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * 2 ** 48);
}
