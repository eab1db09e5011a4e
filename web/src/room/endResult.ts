// What the end card tells each viewer, from the outcome's places: the ranking the server or the browser's module
// sends by seat (docs/protocol.md, Outcome.places). The rule itself lives in the engine (engine/core/ranking.h);
// this only reads it: the sole first place won, a shared first place is a draw, any other place is said as such.

import { h } from '../dom';
import { t } from '../i18n/i18n';
import type { Outcome, Seat } from '../protocol';

/** The end card's headline for a viewer. */
export type EndHeadline =
  | { kind: 'aborted' }
  | { kind: 'won' }
  | { kind: 'draw' }
  | { kind: 'place'; place: number; of: number }
  | { kind: 'winners'; seats: Seat[] };

/**
 * The headline for `seat` (null: a spectator) in a game of `seatCount` seats. A seated player of a game of more than
 * two seats who is not first hears their place ("2nd of 4"); otherwise the winners are named. An aborted game has
 * no result. An outcome without
 * places (a game saved before they were sent) reads its winners as the first place.
 */
export function endHeadline(o: Outcome, seat: Seat | null, seatCount: number): EndHeadline {
  if (o.termination === 'aborted') return { kind: 'aborted' };
  const places = o.places ?? Array.from({ length: seatCount }, (_, s) => (o.winners.includes(s) ? 1 : 2));
  const firsts = places.filter((p) => p === 1).length;
  if (o.winners.length === 0 || firsts === places.length) return { kind: 'draw' };
  if (seat !== null && places[seat] === 1) return firsts === 1 ? { kind: 'won' } : { kind: 'draw' };
  if (seat !== null && seatCount > 2 && places[seat] !== undefined)
    return { kind: 'place', place: places[seat], of: seatCount };
  return { kind: 'winners', seats: o.winners };
}

/** The headline as text; `nameOf` names a seat. */
export function endHeadlineText(head: EndHeadline, nameOf: (s: Seat) => string, joinNames: (n: string[]) => string) {
  switch (head.kind) {
    case 'aborted':
      return t('room.aborted');
    case 'won':
      return t('room.youWon');
    case 'draw':
      return t('room.draw');
    case 'place':
      return t('room.yourPlace', { ordinal: t(`room.ordinal${head.place}`), count: head.of });
    case 'winners':
      return t('room.wins', { count: head.seats.length, seats: joinNames(head.seats.map(nameOf)) });
  }
}

/**
 * The final ranking of a game of more than two seats, best first ("1. Green (Anna)", "2. Red (Bruno)"): `nameOf`
 * names a seat, `playerOf` who sat there. Null for other games.
 */
export function rankingList(
  o: Outcome,
  nameOf: (s: Seat) => string,
  playerOf: (s: Seat) => string,
): HTMLElement | null {
  const places = o.places;
  if (!places || places.length <= 2 || o.termination === 'aborted') return null;
  const order = places.map((place, seat) => ({ place, seat })).sort((a, b) => a.place - b.place || a.seat - b.seat);
  return h(
    'ol',
    { class: 'end-ranking', 'aria-label': t('room.ranking') },
    order.map(({ place, seat }) =>
      h(
        'li',
        { 'data-seat': seat, 'data-place': place },
        t('room.rankingEntry', { place, seat: nameOf(seat), name: playerOf(seat) }),
      ),
    ),
  );
}
