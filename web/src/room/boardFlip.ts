// Flipping the board: the viewer looks from the opposite edge (chess: Black's side for White; four seats: the seat
// across the table). The choice is kept per room for the browser tab's session.

import type { Seat } from '../protocol';

const KEY = 'littletable.flip.';

/** The seat whose edge is drawn at the bottom: the viewer's (seat 0's for a spectator), or across from it. */
export function viewSeat(seat: Seat | null, seatCount: number, flipped: boolean): Seat | null {
  if (!flipped || seatCount < 2) return seat;
  return ((seat ?? 0) + Math.floor(seatCount / 2)) % seatCount;
}

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage refused: the flip lasts as long as the page
  }
}

/** Whether the board of `room` was flipped in this session. */
export function loadFlip(room: string): boolean {
  return session()?.getItem(KEY + room) === '1';
}

export function saveFlip(room: string, flipped: boolean): void {
  const s = session();
  if (!s) return;
  if (flipped) s.setItem(KEY + room, '1');
  else s.removeItem(KEY + room);
}
