// The seat secret of each room, kept on this device (localStorage), with the next move ack id so ids stay
// unique across reloads.

export interface SeatRecord {
  seat: number;
  secret: string;
  nextAck: number;
}

const PREFIX = 'littletable:room:';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function loadSeat(room: string): SeatRecord | null {
  const raw = storage()?.getItem(PREFIX + room);
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
    storage()?.setItem(PREFIX + room, JSON.stringify(record));
  } catch {
    // Private mode or full storage: the seat lasts as long as the page.
  }
}
