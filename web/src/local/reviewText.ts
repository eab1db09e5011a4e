// Every English text the after-game components show (analysis.ts, recordExport.ts), in one place so that a message
// catalogue can replace them. Texts with numbers or names in them are functions.

export type Judgement = 'inaccuracy' | 'mistake' | 'blunder';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const analysisText = {
  title: 'Computer analysis',
  progress: (done: number, total: number) => `Analysing position ${done} of ${total}…`,
  unavailable: 'This game has no computer analysis yet.',
  cancelled: 'The analysis was stopped.',
  failed: (message: string) => `The analysis failed: ${message}`,
  graphLabel: 'Evaluation after each move, White’s advantage up. Arrow keys move through the game.',
  seatGraphLabel: 'Each player’s evaluation when it is their turn, better up. Arrow keys move through the game.',
  start: 'Start position',
  setup: 'Setup',
  judgement: { inaccuracy: 'Inaccuracy', mistake: 'Mistake', blunder: 'Blunder' } satisfies Record<Judgement, string>,
  /** lichess's words for a mate that appears or disappears. */
  mateCreated: 'Checkmate is now unavoidable.',
  mateLost: 'Lost forced checkmate sequence.',
  best: (san: string) => `${san} was best.`,
  checkmate: 'checkmate',
  listTitle: 'Inaccuracies, mistakes and blunders',
  summary: (counts: Record<Judgement, number>) =>
    [
      plural(counts.inaccuracy, 'inaccuracy', 'inaccuracies'),
      plural(counts.mistake, 'mistake', 'mistakes'),
      plural(counts.blunder, 'blunder', 'blunders'),
    ].join(', '),
  noMistakes: 'No inaccuracies, mistakes or blunders.',
};

export const recordText = {
  title: 'Game record',
  format: 'Format',
  /** The record's format as the engine writes it, by file extension. */
  recordFormat: (extension: string) => extension.toUpperCase(),
  moveList: 'Move list',
  textLabel: (format: string) => `The game in ${format}`,
  loading: 'Preparing the record…',
  failed: (message: string) => `The record could not be made: ${message}`,
  copy: 'Copy',
  copied: 'Copied',
  copyByHand: 'Press Ctrl+C to copy',
  download: 'Download',
  noMoves: 'No moves yet.',
};
