import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n/i18n';
import {
  claimText,
  counterText,
  endingText,
  formatClock,
  formatDaysClock,
  historyRows,
  humanize,
  moveRows,
  noBreak,
} from './format';

describe('format', () => {
  it.each([
    [60000, '1:00'],
    [59001, '1:00'],
    [30000, '0:30'],
    [10000, '0:10'],
    [9950, '9.9'],
    [420, '0.4'],
    [-5, '0.0'],
  ])('clock %i ms → %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });

  // A day is 1440 minutes; the minute under way counts, as a countdown shows it.
  it.each([
    [2 * 86_400_000 + 5 * 3_600_000, '2 d 5 h'],
    [86_400_000, '1 d 0 h'],
    [86_400_000 - 59_999, '1 d 0 h'],
    [86_400_000 - 60_000, '23 h 59 min'],
    [3_600_000 + 7 * 60_000, '1 h 7 min'],
    [7 * 60_000, '7 min'],
    [1, '1 min'],
    [-5, '0 min'],
  ])('days-per-move clock %i ms → %s', (ms, text) => {
    expect(formatDaysClock(ms)).toBe(text);
  });

  it('numbers move rows per seat', () => {
    expect(moveRows(['f3', 'e5', 'g4', 'Qh4#'], 2)).toEqual([
      ['f3', 'e5'],
      ['g4', 'Qh4#'],
    ]);
    expect(moveRows(['e5', 'Nf3'], 2, 1)).toEqual([[undefined, 'e5'], ['Nf3']]);
  });

  it('puts setup moves in their own rows before move 1', () => {
    const history = [
      { san: 'M1h@g2', seat: 0, kind: 'setup' },
      { san: 'M3@h3', seat: 1, kind: 'setup' },
      { san: 'Mxh3=M2.1#', seat: 0 },
    ];
    expect(historyRows(history, 2)).toEqual([
      { label: 'Setup', cells: ['M1h@g2', 'M3@h3'] },
      { label: '1.', cells: ['Mxh3=M2.1#'] },
    ]);
    expect(
      historyRows(
        [
          { san: 'e5', seat: 1 },
          { san: 'Nf3', seat: 0 },
        ],
        2,
      ),
    ).toEqual([
      { label: '1.', cells: [undefined, 'e5'] },
      { label: '2.', cells: ['Nf3'] },
    ]);
    expect(historyRows([], 2)).toEqual([]);
  });

  it('humanizes codes', () => {
    expect(humanize('threefold-repetition')).toBe('threefold repetition');
    expect(humanize('fifty_moves')).toBe('fifty moves');
  });
});

describe('endingText', () => {
  it('words known endings and names who resigned', () => {
    expect(endingText('checkmate', 'checkmate', ['White'])).toBe('Checkmate');
    expect(endingText('resignation', 'seat 1 resigned', ['Black'])).toBe('Black resigned');
    expect(endingText('agreement', 'draw by agreement', [])).toBe('Draw by agreement');
  });
  it('names who ran out of time', () => {
    expect(endingText('time-forfeit', 'seat 1 ran out of time', ['Black'])).toBe('Black ran out of time');
    // FIDE 6.9: the flag fell against a side that cannot checkmate, a draw with no loser.
    expect(
      endingText('timeout-vs-insufficient-material', 'seat 0 ran out of time, but no other seat can checkmate', []),
    ).toBe('Time ran out, but the opponent cannot checkmate: a draw');
  });
  it('falls back to the server reason for unknown endings', () => {
    expect(endingText('flag-fell', 'time ran out twice', [])).toBe('Time ran out twice');
    expect(endingText('flag-fell', '', [])).toBe('Flag fell');
  });

  it('names the running counts: the called clock as moves left, the move limit as moves played', () => {
    // martian.md: seven further moves without a capture after the call end the game.
    expect(counterText({ name: 'deadlock-clock', value: 0, limit: 7 })).toBe(
      'Clock called: 7 moves left without a capture',
    );
    expect(counterText({ name: 'deadlock-clock', value: 6, limit: 7 })).toBe(
      'Clock called: 1 move left without a capture',
    );
    expect(counterText({ name: 'move-limit', value: 12, limit: 30 })).toBe('Move 12 of 30 (move limit)');
    expect(counterText({ name: 'some-count', value: 2, limit: 5 })).toBe('Some count: 2 / 5');
  });
});

describe('endings and counters in German', () => {
  afterEach(() => setLanguage('en'));

  it('use the German chess terms and plural forms', () => {
    setLanguage('de');
    expect(endingText('checkmate', 'checkmate', ['Weiß'])).toBe('Schachmatt');
    expect(endingText('stalemate', '', [])).toBe('Patt');
    expect(endingText('resignation', '', ['Rot'])).toBe('Rot hat aufgegeben');
    expect(endingText('resignation', '', ['Rot', 'Blau'])).toBe('Rot und Blau haben aufgegeben');
    expect(counterText({ name: 'deadlock-clock', value: 6, limit: 7 })).toBe(
      'Uhr ausgerufen: noch 1 Zug ohne Schlagen',
    );
    expect(claimText('threefold-repetition')).toBe('dreifache Wiederholung');
  });
});

describe('noBreak', () => {
  it('keeps a range and its unit on one line, the characters shown the same', () => {
    expect(noBreak('10-60 min')).toBe('10-\u206060\u00a0min');
    expect(noBreak('Wertung 1500–1800')).toBe('Wertung\u00a01500–\u20601800');
    expect(noBreak('2 or 4 players')).toBe('2\u00a0or\u00a04\u00a0players');
    // A hyphen between words stays a place to break.
    expect(noBreak('Four-player')).toBe('Four-player');
  });
});
