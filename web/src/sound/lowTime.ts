// The low-time warning: once per turn, when the viewer's own clock, on their turn, drops under ten seconds.
// The clock code calls `update` with the time left on that clock (or null when it is not the viewer's running
// clock); the alarm sounds only on the way down, not for a turn that starts with less time than that.

import { LOW_TIME_MS } from '../room/seatClocks';

export class LowTimeAlarm {
  /** The clock was seen at or above the threshold in this turn. */
  private armed = false;

  constructor(
    private readonly sound: () => void,
    private readonly thresholdMs = LOW_TIME_MS,
  ) {}

  /** `msLeft`: the viewer's own clock while it runs on their turn, else null. */
  update(msLeft: number | null): void {
    if (msLeft === null) {
      this.armed = false;
      return;
    }
    if (msLeft >= this.thresholdMs) {
      this.armed = true;
      return;
    }
    if (this.armed) {
      this.armed = false;
      this.sound();
    }
  }
}
