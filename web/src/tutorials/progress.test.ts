import { beforeEach, describe, expect, it } from 'vitest';
import { finishedCount, finishedLessons, firstUnfinished, markFinished } from './progress';
import type { Lesson, Tutorial } from './tutorialDoc';

const lesson = (id: string) => ({ id }) as Lesson;
const tutorial: Tutorial = { game: 'chess', title: { en: 'Chess' }, lessons: ['rook', 'bishop', 'queen'].map(lesson) };

describe('lesson progress', () => {
  beforeEach(() => localStorage.clear());

  it('remembers finished lessons by game and opens at the first unfinished one', () => {
    expect(firstUnfinished(tutorial)).toBe(1);
    markFinished('chess', 'rook');
    markFinished('chess', 'rook');
    markFinished('martian', 'bishop');
    expect([...finishedLessons('chess')]).toEqual(['rook']);
    expect(finishedCount(tutorial)).toBe(1);
    expect(firstUnfinished(tutorial)).toBe(2);
    markFinished('chess', 'bishop');
    markFinished('chess', 'queen');
    expect(finishedCount(tutorial)).toBe(3);
    expect(firstUnfinished(tutorial)).toBe(1); // all done: from the start again
  });

  it('reads nothing from a garbled or foreign entry, and ids of removed lessons do not count', () => {
    localStorage.setItem('littletable:lessons:chess', '{not json');
    expect(finishedLessons('chess').size).toBe(0);
    localStorage.setItem('littletable:lessons:chess', '{"rook": true}');
    expect(finishedLessons('chess').size).toBe(0);
    localStorage.setItem('littletable:lessons:chess', '["rook", 7, "gone"]');
    expect([...finishedLessons('chess')]).toEqual(['rook', 'gone']);
    expect(finishedCount(tutorial)).toBe(1);
    markFinished('chess', 'queen');
    expect(finishedCount(tutorial)).toBe(2);
  });
});
