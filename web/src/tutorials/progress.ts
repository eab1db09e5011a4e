// The lessons a player finished, remembered on this device (localStorage) by game and lesson id: the lesson list
// ticks them, the home page's "Learn" link counts them, and a tutorial opens at the first one not yet finished.

import { deviceStorage } from '../deviceStorage';
import type { Tutorial } from './tutorialDoc';

const PREFIX = 'littletable:lessons:';

/** The ids of the lessons of `game` finished on this device (none when nothing, or something unreadable, is kept). */
export function finishedLessons(game: string): Set<string> {
  try {
    const kept: unknown = JSON.parse(deviceStorage()?.getItem(PREFIX + game) ?? '[]');
    return new Set(Array.isArray(kept) ? kept.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remembers that the lesson `id` of `game` was solved on this device. */
export function markFinished(game: string, id: string): void {
  const done = finishedLessons(game);
  if (done.has(id)) return;
  done.add(id);
  try {
    deviceStorage()?.setItem(PREFIX + game, JSON.stringify([...done]));
  } catch {
    // storage full or refused: the lesson is simply not remembered
  }
}

/** How many of the tutorial's lessons were finished here (ids of lessons since removed do not count). */
export function finishedCount(t: Tutorial): number {
  const done = finishedLessons(t.game);
  return t.lessons.filter((l) => done.has(l.id)).length;
}

/** The number (1-based) of the first lesson not finished here; the first when all are. */
export function firstUnfinished(t: Tutorial): number {
  const done = finishedLessons(t.game);
  const i = t.lessons.findIndex((l) => !done.has(l.id));
  return i < 0 ? 1 : i + 1;
}
