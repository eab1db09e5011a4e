// A ranked game's rating changes on its end card: "Anna 1500 → 1338? (−162)", "?" marking a provisional
// rating as lichess does.

import { h } from '../dom';
import { t } from '../i18n/i18n';
import type { Snapshot } from '../game/types';
import type { RatingChange } from '../protocol';

/** "+12", "−162" (a real minus sign), "±0". */
export function ratingDiff(before: number, after: number): string {
  const d = after - before;
  return d > 0 ? `+${d}` : d < 0 ? `\u2212${-d}` : '\u00b10';
}

export function ratingText(c: RatingChange): string {
  return `${c.name} ${c.before} \u2192 ${c.after}${c.provisional ? '?' : ''} (${ratingDiff(c.before, c.after)})`;
}

/** The list of the snapshot's rating changes, or null while the game is not rated. */
export function ratingsList(snap: Snapshot): HTMLElement | null {
  const changes = snap.ratings;
  if (!changes || changes.length === 0) return null;
  return h(
    'ul',
    { class: 'rating-changes', 'aria-label': t('room.ratingChanges') },
    changes.map((c) =>
      h(
        'li',
        { 'data-seat': c.seat, class: c.after >= c.before ? 'up' : 'down' },
        h('a', { href: `/players/${encodeURIComponent(c.name)}`, 'data-link': true }, ratingText(c)),
      ),
    ),
  );
}

/** Why a ranked game was not rated (the `unrated` code of the `ratings` event) in words. */
export function unratedText(code: string): string {
  if (code === 'shared-address') return t('room.unratedSharedAddress');
  if (code === 'shared-device') return t('room.unratedSharedDevice');
  return t('room.unratedOther');
}
