import { describe, expect, it } from 'vitest';
import { judgeMove, lessonAt, nextLesson, refusedText } from './judge';
import { allTutorials, localize, tutorialLanguages, type Tutorial } from './tutorialDoc';

const lesson = {
  id: 'copy',
  fen: '8/8/8/8/8/8/8/8 w - - 0 1',
  solutions: [
    { move: 'e2e3', result: [] },
    { move: 'e2e4', result: [] },
  ],
  title: { en: 'The copy', fr: 'La copie' },
  task: { en: 'Move.', fr: 'Jouez.' },
  hint: { en: 'Move the Meta.', fr: 'Jouez le Meta.' },
  hints: [{ moves: ['d2d3', 'd2d4'], text: { en: 'That was the pawn.', fr: 'C’était le pion.' } }],
  refused: [{ from: 'e2', to: ['e5', 'e6'], text: { en: 'Too far.', fr: 'Trop loin.' } }],
  explanation: { en: 'It copied the pawn.', fr: 'Il a copié le pion.' },
};
const tutorial: Tutorial = { game: 'g', title: { en: 'T', fr: 'T' }, lessons: [lesson, { ...lesson, id: 'two' }] };

describe('refusedText', () => {
  it("says the lesson's text for a forbidden square, nothing for others", () => {
    expect(refusedText(lesson, 'e2', 'e6', 'fr')).toBe('Trop loin.');
    expect(refusedText(lesson, 'e2', 'e7', 'en')).toBe('');
    expect(refusedText(lesson, 'd2', 'e5', 'en')).toBe('');
  });
});

describe('judgeMove', () => {
  it('explains a solution, in the chosen language', () => {
    expect(judgeMove(lesson, 'e2e4', 'fr')).toEqual({ solved: true, text: 'Il a copié le pion.' });
    expect(judgeMove(lesson, 'e2e3', 'en')).toEqual({ solved: true, text: 'It copied the pawn.' });
  });

  it('gives the hint for that move, else the lesson hint', () => {
    expect(judgeMove(lesson, 'd2d4', 'en')).toEqual({ solved: false, text: 'That was the pawn.' });
    expect(judgeMove(lesson, 'e1f1', 'fr')).toEqual({ solved: false, text: 'Jouez le Meta.' });
  });

  it('falls back to English for a language the lesson does not have', () => {
    expect(judgeMove(lesson, 'e1f1', 'de').text).toBe('Move the Meta.');
    expect(localize({ fr: 'seulement' }, 'de')).toBe('seulement');
  });
});

describe('lessons in order', () => {
  it('numbers lessons from 1 and knows the last', () => {
    expect(lessonAt(tutorial, 1)?.id).toBe('copy');
    expect(lessonAt(tutorial, 2)?.id).toBe('two');
    expect(lessonAt(tutorial, 3)).toBeNull();
    expect(lessonAt(tutorial, 0)).toBeNull();
    expect(lessonAt(tutorial, 1.5)).toBeNull();
    expect(nextLesson(tutorial, 1)).toBe(2);
    expect(nextLesson(tutorial, 2)).toBeNull();
  });
});

// The data itself is checked against the engine by tests/server/tutorials_test.cpp; here only what the page needs.
describe('tutorial data', () => {
  it('has Metamate in German, English and French, five lessons with their texts', () => {
    const mm = allTutorials().get('metamate');
    expect(mm && tutorialLanguages(mm)).toEqual(['de', 'en', 'fr']);
    expect(mm?.lessons).toHaveLength(5);
    for (const l of mm?.lessons ?? []) {
      expect(l.solutions.length).toBeGreaterThan(0);
      for (const text of [l.title, l.task, l.hint, l.explanation])
        expect(Object.keys(text).sort()).toEqual(['de', 'en', 'fr']);
    }
  });
});
