// Short messages the room page shows for a while after an event, worded from the room's data alone.

import { t } from '../i18n/i18n';
import type { Snapshot } from '../game/types';
import type { ServerMessage } from '../protocol';

/** How long a transient notice stays up (ms). */
export const NOTICE_MS = 8000;

/**
 * The message for a `move` event the CPU played for the viewer's own seat, else null. `snap` is the room with
 * the event applied. The CPU plays a human seat when its player was away past the grace period or ran out of
 * move time (docs/protocol.md); a seat still connected when the move came cannot have been away.
 */
export function cpuMoveNotice(snap: Snapshot, cause: ServerMessage | null): string | null {
  if (cause?.t !== 'move' || !cause.d.cpu) return null;
  const me = snap.you.seat;
  const seat = snap.seats.find((s) => s.seat === me);
  if (me === null || cause.d.seat !== me || seat?.kind !== 'human') return null;
  return seat.connected && snap.settings.moveTime > 0 ? t('room.cpuTimeRanOut') : t('room.cpuWhileAway');
}
