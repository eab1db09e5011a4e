// The warning beside a running count that is about to end the game (protocol Counter): a move limit with few
// moves left, so that the game does not end by surprise.

import { h } from './dom';
import { counterText } from './format';
import { t } from './i18n/i18n';
import type { Counter } from './protocol';
import { COUNTER_NAME } from './moveKind';

/** The moves left from which a move limit is announced. */
export const MOVE_LIMIT_WARNING = 10;

/** The warning for `c` in the page's language, or null: only a move limit with MOVE_LIMIT_WARNING moves or fewer left. */
export function counterWarning(c: Counter, lang?: string): string | null {
  if (c.name !== COUNTER_NAME.MOVE_LIMIT) return null;
  const left = Math.max(0, c.limit - c.value);
  return left <= MOVE_LIMIT_WARNING ? t('counters.moveLimitNear', { count: left }, lang) : null;
}

/** The running counts as list items (a room's and a lesson's): each in words, with its warning when near the end. */
export function counterItems(counters: readonly Counter[], lang?: string): HTMLElement[] {
  return counters.map((c) => {
    const warning = counterWarning(c, lang);
    return h(
      'li',
      { class: 'counter', 'data-counter': c.name, 'data-warn': warning !== null ? 'true' : null },
      counterText(c, lang),
      warning ? h('span', { class: 'counter-warning' }, ' ', warning) : null,
    );
  });
}
