// Points just scored, for the room's seat cards: when a seat's points grow, "+N" shows beside them for a few
// seconds (a move's capture, checkmate or bonus in a points game), so a score is noticed when it happens.

/** How long a gain stays shown, in milliseconds. */
export const GAIN_MS = 4000;

export class PointGains {
  private last: number[] | null = null;
  private readonly shown = new Map<number, { amount: number; until: number }>();

  /** Takes the seats' points now (null: not a points game); a seat whose points grew shows the gain from `now`. */
  update(points: readonly number[] | null, now: number): void {
    if (points && this.last && points.length === this.last.length)
      points.forEach((p, seat) => {
        const before = this.last?.[seat] ?? p;
        if (p > before) this.shown.set(seat, { amount: p - before, until: now + GAIN_MS });
        else if (p < before) this.shown.delete(seat); // a new game started
      });
    this.last = points ? [...points] : null;
  }

  /** The gain `seat` shows at `now`, or null. */
  gain(seat: number, now: number): number | null {
    const g = this.shown.get(seat);
    return g && now < g.until ? g.amount : null;
  }
}
