// A lesson's verdict on a move: solved (with the explanation) or not (with the hint for that move, else the
// lesson's hint). The move is a legal move text the engine offered; the lesson data decides, no rule is known.

import { localize, type Lesson, type Tutorial } from './tutorialDoc';

export type Verdict = { solved: true; text: string } | { solved: false; text: string };

export function judgeMove(lesson: Lesson, move: string, lang: string): Verdict {
  if (lesson.solutions.some((s) => s.move === move)) return { solved: true, text: localize(lesson.explanation, lang) };
  const special = lesson.hints?.find((h) => h.moves.includes(move));
  return { solved: false, text: localize(special?.text ?? lesson.hint, lang) };
}

/** What the lesson says of a piece sent from `from` to `to` where it has no legal move ('' when nothing). */
export function refusedText(lesson: Lesson, from: string, to: string, lang: string): string {
  const said = lesson.refused?.find((r) => r.from === from && r.to.includes(to));
  return said ? localize(said.text, lang) : '';
}

/** The number (1-based) of the lesson after `n`, or null after the last. */
export function nextLesson(t: Tutorial, n: number): number | null {
  return n >= 1 && n < t.lessons.length ? n + 1 : null;
}

/** The lesson numbered `n` (1-based), or null when there is none. */
export function lessonAt(t: Tutorial, n: number): Lesson | null {
  return Number.isInteger(n) ? (t.lessons[n - 1] ?? null) : null;
}
