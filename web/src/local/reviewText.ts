// Every text the after-game components show (analysis.ts, recordExport.ts), from the "review" catalogue in the
// page's language. Texts with numbers or names in them are functions; the others are read when shown.

import { t } from '../i18n/i18n';

export type Judgement = 'inaccuracy' | 'mistake' | 'blunder';

export const analysisText = {
  get title() {
    return t('review.analysisTitle');
  },
  progress: (done: number, total: number) => t('review.progress', { done, total }),
  get unavailable() {
    return t('review.unavailable');
  },
  get cancelled() {
    return t('review.cancelled');
  },
  failed: (message: string) => t('review.failed', { message }),
  get graphLabel() {
    return t('review.graphLabel');
  },
  get seatGraphLabel() {
    return t('review.seatGraphLabel');
  },
  get start() {
    return t('review.start');
  },
  get setup() {
    return t('review.setup');
  },
  get judgement(): Record<Judgement, string> {
    return { inaccuracy: t('review.inaccuracy'), mistake: t('review.mistake'), blunder: t('review.blunder') };
  },
  /** lichess's words for a mate that appears or disappears. */
  get mateCreated() {
    return t('review.mateCreated');
  },
  get mateLost() {
    return t('review.mateLost');
  },
  best: (san: string) => t('review.best', { san }),
  get checkmate() {
    return t('review.checkmate');
  },
  get listTitle() {
    return t('review.listTitle');
  },
  summary: (counts: Record<Judgement, number>) =>
    [
      t('review.inaccuracies', { count: counts.inaccuracy }),
      t('review.mistakes', { count: counts.mistake }),
      t('review.blunders', { count: counts.blunder }),
    ].join(', '),
  get noMistakes() {
    return t('review.noMistakes');
  },
};

export const recordText = {
  get title() {
    return t('review.recordTitle');
  },
  get format() {
    return t('review.format');
  },
  /** The record's format as the engine writes it, by file extension. */
  recordFormat: (extension: string) => extension.toUpperCase(),
  get moveList() {
    return t('review.moveList');
  },
  textLabel: (format: string) => t('review.textLabel', { format }),
  get loading() {
    return t('review.loading');
  },
  failed: (message: string) => t('review.recordFailed', { message }),
  get copy() {
    return t('review.copy');
  },
  get copied() {
    return t('review.copied');
  },
  get copyByHand() {
    return t('review.copyByHand');
  },
  get download() {
    return t('review.download');
  },
  get noMoves() {
    return t('review.noMoves');
  },
};
