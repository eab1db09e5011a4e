// Which of the platform's game actions the viewer has now, read from the room's data alone (the conditions
// the server checks, docs/protocol.md): the page shows only the buttons that can work.

import type { Snapshot } from '../game/types';

/** A draw may be claimed (FIDE 9.2) by the player to move only, and only while the server lists a claim. */
export function canClaimDraw(snap: Snapshot): boolean {
  const me = snap.you.seat;
  return me !== null && !snap.state.outcome && snap.state.toMove === me && snap.state.claimable.length > 0;
}

/**
 * A draw may be offered while none is pending and the server says the viewer's seat may offer one (seat
 * `mayOfferDraw`: the other seats can answer it, else ERR_DRAW_CPU).
 */
export function canOfferDraw(snap: Snapshot): boolean {
  const me = snap.you.seat;
  if (me === null || snap.state.outcome || snap.state.drawOffer !== null) return false;
  return snap.seats.some((s) => s.seat === me && s.mayOfferDraw);
}
