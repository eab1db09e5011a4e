// /tutorials/GAME[/LANG][/N]: lesson N of the game's tutorial (src/tutorials/GAME.json). The board takes the
// player's move among the legal moves the engine lists for the lesson's position (lessonPositions.ts); the
// lesson's data judges it (judge.ts): a hint after a wrong move (the position stays), the explanation and the
// position after the move after the right one, then the next lesson. A solved lesson is remembered on the device
// (progress.ts); /tutorials/GAME opens at the first lesson not yet solved.

import { listGames } from '../api';
import { Board } from '../board/board';
import { chooseMove } from '../board/chooser';
import { fitBoardColumn } from '../board/fit';
import { watchBoardHeight } from '../board/fitHeight';
import { quarterTurns } from '../board/orientation';
import { seatName } from '../board/pieces';
import { destsByOrigin, movesBetween } from '../board/moves';
import { localizeChrome } from '../chrome';
import { counterItems } from '../counterWarning';
import { h } from '../dom';
import { t } from '../i18n/i18n';
import { languageSwitch, pickLanguage } from '../lang';
import { parsePosition } from '../game/parse';
import { squareName, toSquares } from '../game/square';
import type { LegalMove, PositionView, Square } from '../game/types';
import type { GameInfo, PositionView as WirePosition } from '../protocol';
import { allRules } from '../rules/rulesDoc';
import { judgeMove, lessonAt, nextLesson, refusedText } from '../tutorials/judge';
import { playHref } from '../router';
import { lessonHref } from '../tutorials/links';
import { LessonPositions } from '../tutorials/lessonPositions';
import { finishedLessons, firstUnfinished, markFinished } from '../tutorials/progress';
import { localize, tutorialFor, tutorialLanguages, type Lesson, type Tutorial } from '../tutorials/tutorialDoc';
import '../tutorials/tutorial.css';

interface UiText {
  lesson: (n: number, of: number) => string;
  lessons: string;
  language: string;
  rules: string;
  loading: string;
  failed: string;
  retry: string;
  choose: string;
  right: string;
  wrong: string;
  again: string;
  next: string;
  finished: string;
  play: string;
  done: string;
  points: string;
  refused: string;
}

/** The page's frame in `lang` (the tutorial's language, which may differ from the site's). */
function uiText(lang: string): UiText {
  const text = (key: string, params: Record<string, string | number> = {}) => t(`tutorial.${key}`, params, lang);
  return {
    lesson: (n, of) => text('lesson', { n, of }),
    lessons: text('lessons'),
    language: text('language'),
    rules: text('rules'),
    loading: text('loading'),
    failed: text('failed'),
    retry: text('retry'),
    choose: text('choose'),
    right: text('right'),
    wrong: text('wrong'),
    again: text('again'),
    next: text('next'),
    finished: text('finished'),
    play: text('play'),
    done: text('done'),
    points: text('points'),
    refused: text('refused'),
  };
}

export interface TutorialOptions {
  loadPosition?: (game: string, fen: string, moves?: readonly string[]) => Promise<WirePosition>;
  /** The registry's games, for the seats' names beside their points. */
  loadGames?: () => Promise<GameInfo[]>;
}

/** Renders the page into `main`; returns the cleanup the router calls when the page is left. */
export function tutorialPage(
  main: HTMLElement,
  game: string,
  lang: string | null,
  n: number | null,
  opts: TutorialOptions = {},
): () => void {
  const tutorial = tutorialFor(game);
  const chosen = tutorial ? pickLanguage(tutorialLanguages(tutorial), lang) : null;
  // The address says what is shown: another game's lessons (four-player Martian Chess learns from Martian Chess's),
  // the language picked when the one asked for is not written.
  if (tutorial && chosen && (tutorial.game !== game || (lang && lang !== chosen))) {
    history.replaceState(null, '', `/tutorials/${tutorial.game}${lang ? `/${chosen}` : ''}${n ? `/${n}` : ''}`);
    game = tutorial.game;
  }
  const number = n ?? (tutorial ? firstUnfinished(tutorial) : 1);
  const lesson = tutorial ? lessonAt(tutorial, number) : null;
  if (!tutorial || !chosen || !lesson) {
    document.title = `${t('tutorial.title')} · littletable`;
    main.replaceChildren(
      h(
        'div',
        { class: 'page-message' },
        h('h1', {}, t('tutorial.noLesson')),
        // A lesson number past the end: how many there are, and the first; no lessons for the game: the games.
        ...(tutorial && chosen
          ? [
              h(
                'p',
                {},
                t('tutorial.lessonCount', { title: localize(tutorial.title, chosen), count: tutorial.lessons.length }),
              ),
              h('a', { class: 'button', href: lessonHref(game, chosen, 1), 'data-link': true }, t('tutorial.first')),
            ]
          : [
              h('p', {}, t('tutorial.noLessonText', { game })),
              h('a', { class: 'button', href: '/', 'data-link': true }, t('chrome.backToGames')),
            ]),
      ),
    );
    return () => {};
  }
  const positions = opts.loadPosition ? null : new LessonPositions();
  const load = opts.loadPosition ?? (positions as LessonPositions).load;
  const view = new LessonView(tutorial, number, lesson, chosen, load, opts.loadGames ?? listGames);
  document.title = `${localize(lesson.title, chosen)} · ${localize(tutorial.title, chosen)} · littletable`;
  document.documentElement.lang = chosen;
  localizeChrome(chosen);
  main.replaceChildren(view.element);
  view.load();
  return () => {
    view.destroy();
    positions?.close();
  };
}

class LessonView {
  readonly element: HTMLElement;
  private readonly ui: UiText;
  private readonly boardWrap = h('div', { class: 'lesson-board board-wrap', 'aria-busy': 'true' });
  private readonly feedback = h('div', { class: 'lesson-feedback', role: 'status', 'aria-live': 'polite' });
  private readonly actions = h('div', { class: 'lesson-actions' });
  /** Every seat's points, in a lesson about points (one whose solutions state them). */
  private readonly points = h('p', { class: 'lesson-points' });
  private seatNames: readonly string[] | undefined;
  /** The running counts, as a room shows them (Martian Chess's deadlock clock, a move limit). */
  private readonly counters = h('ul', { class: 'counters lesson-counters', hidden: true });
  private board: Board | null = null;
  private start: PositionView | null = null;
  private alive = true;
  private chooser: AbortController | null = null;
  private stopFit: (() => void) | null = null;

  constructor(
    private readonly tutorial: Tutorial,
    private readonly n: number,
    private readonly lesson: Lesson,
    private readonly lang: string,
    private readonly loadPosition: NonNullable<TutorialOptions['loadPosition']>,
    private readonly loadGames: NonNullable<TutorialOptions['loadGames']>,
  ) {
    this.ui = uiText(lang);
    const game = tutorial.game;
    const count = tutorial.lessons.length;
    const rules = allRules().has(game);
    const done = finishedLessons(game);
    const lessons = h(
      'nav',
      { class: 'lesson-list', 'aria-label': this.ui.lessons },
      h(
        'ol',
        {},
        tutorial.lessons.map((l, i) =>
          h(
            'li',
            {},
            h(
              'a',
              { href: lessonHref(game, lang, i + 1), 'data-link': true, 'aria-current': i + 1 === n ? 'page' : null },
              localize(l.title, lang),
            ),
            done.has(l.id) ? this.tick() : null,
          ),
        ),
      ),
    );
    this.element = h(
      'article',
      { class: 'tutorial', lang, 'data-lesson': lesson.id },
      h(
        'header',
        { class: 'rules-head' },
        h('div', {}, h('h1', {}, localize(tutorial.title, lang)), h('p', { class: 'facts' }, this.ui.lesson(n, count))),
        h(
          'div',
          { class: 'rules-actions' },
          languageSwitch(tutorialLanguages(tutorial), lang, (l) => lessonHref(game, l, n), this.ui.language),
          rules ? h('a', { class: 'button', href: `/rules/${game}/${lang}`, 'data-link': true }, this.ui.rules) : null,
        ),
      ),
      lessons,
      h(
        'section',
        { class: 'lesson', 'aria-labelledby': 'lesson-h' },
        this.boardWrap,
        h(
          'div',
          { class: 'lesson-text' },
          h('h2', { id: 'lesson-h' }, `${n}. ${localize(lesson.title, lang)}`),
          h('p', { class: 'lesson-task' }, localize(lesson.task, lang)),
          this.points,
          this.counters,
          this.feedback,
          this.actions,
        ),
      ),
    );
  }

  load(): void {
    this.boardWrap.replaceChildren(h('p', { class: 'muted' }, this.ui.loading));
    if (this.aboutPoints())
      this.loadGames()
        .then((games) => {
          this.seatNames = games.find((g) => g.name === this.tutorial.game)?.seatNames;
          if (this.start) this.showPoints(this.start.points);
        })
        .catch(() => undefined); // the colours' names then
    this.loadPosition(this.tutorial.game, this.lesson.fen, this.lesson.history ?? [])
      .then((raw) => {
        if (!this.alive) return;
        this.start = parsePosition(raw);
        this.showStart();
      })
      .catch(() => this.failed());
  }

  destroy(): void {
    this.alive = false;
    this.chooser?.abort();
    this.stopFit?.();
  }

  /** The seats of the lesson's game (its points are by seat); colours and turns follow from it. */
  private seatCount(): number {
    return this.start?.points?.length ?? 2;
  }

  private orientationSeat(): number {
    return this.lesson.seat ?? this.start?.toMove ?? 0;
  }

  private aboutPoints(): boolean {
    return this.lesson.solutions.some((s) => s.points !== undefined);
  }

  private showPoints(points: readonly number[] | undefined): void {
    if (!this.aboutPoints() || !points) return;
    const seats = points.length;
    this.points.replaceChildren(
      `${this.ui.points} `,
      ...points.flatMap((p, s) => [
        s ? ' · ' : '',
        h('span', { 'data-seat': s, 'data-points': p }, `${seatName(s, seats, this.seatNames, this.lang)} ${p}`),
      ]),
    );
  }

  private showCounters(pos: PositionView): void {
    const counters = pos.outcome ? [] : (pos.counters ?? []);
    this.counters.hidden = counters.length === 0;
    this.counters.replaceChildren(...counterItems(counters, this.lang));
  }

  private tick(): HTMLElement {
    return h(
      'span',
      { class: 'lesson-done' },
      h('span', { 'aria-hidden': 'true' }, ' ✓'),
      h('span', { class: 'visually-hidden' }, ` (${this.ui.done})`),
    );
  }

  private showStart(): void {
    const pos = this.start;
    if (!pos) return;
    this.showPoints(pos.points);
    this.showCounters(pos);
    const config = {
      geometry: pos.geometry,
      seatCount: this.seatCount(),
      orientationSeat: this.orientationSeat(),
      pieces: pos.pieces,
      check: pos.check,
      lastMove: pos.lastMove ?? null,
      marks: toSquares(pos.geometry, this.lesson.marks ?? []),
      dests: destsByOrigin(pos.moves ?? []),
      label: localize(this.lesson.title, this.lang),
    };
    if (this.board) this.board.set(config);
    else {
      this.board = new Board(config, {
        onMove: (from, to) => void this.onMove(from, to),
        onRefused: (from, to) => this.refused(from, to),
      });
      this.boardWrap.replaceChildren(this.board.element);
      // As in a room: the board fits the column and the window's height, whatever its shape.
      this.stopFit = watchBoardHeight(this.boardWrap, this.boardWrap);
    }
    fitBoardColumn(this.boardWrap, this.board.shape);
    this.boardWrap.removeAttribute('aria-busy');
  }

  private async onMove(from: Square, to: Square): Promise<void> {
    const start = this.start;
    if (!start) return;
    const candidates: LegalMove[] = movesBetween(start.moves ?? [], from, to);
    let move = candidates[0] ?? null;
    if (candidates.length > 1) {
      this.chooser = new AbortController();
      // As in a room: the board colours what each answer would copy, and the dialog leaves the square in view.
      move = await chooseMove(this.boardWrap, candidates, {
        geometry: start.geometry,
        title: this.ui.choose,
        lang: this.lang,
        owner: start.toMove ?? 0,
        seatCount: this.seatCount(),
        quarterTurns: quarterTurns(this.seatCount(), this.orientationSeat()),
        onHighlight: (hint) => this.board?.set({ hint }),
        placement: (sq) => (this.board?.displayHalf(sq) === 'top' ? 'end' : 'start'),
        signal: this.chooser.signal,
      });
      this.chooser = null;
    }
    if (!this.alive) return;
    if (!move) {
      this.focusBoard(); // the chooser was cancelled
      return;
    }
    const verdict = judgeMove(this.lesson, move.u, this.lang);
    if (!verdict.solved) {
      this.say('hint', this.ui.wrong, verdict.text);
      return;
    }
    this.board?.set({ dests: null });
    this.remember();
    try {
      const moves = [...(this.lesson.history ?? []), move.u];
      const after = parsePosition(await this.loadPosition(this.tutorial.game, this.lesson.fen, moves));
      if (!this.alive) return;
      this.showPoints(after.points);
      this.showCounters(after);
      this.board?.set({
        pieces: after.pieces,
        check: after.check,
        lastMove: after.lastMove ?? { from, to },
        marks: [],
        dests: null,
      });
    } catch {
      // The explanation stands on its own; the board keeps the lesson's position.
    }
    if (!this.alive) return;
    this.say('solved', this.ui.right, verdict.text);
    this.showActions();
  }

  /** What the lesson says of a piece sent where it has no legal move (its data names the squares). */
  private refused(from: Square, to: Square): void {
    const g = this.start?.geometry;
    if (!g) return;
    this.say('hint', this.ui.refused, refusedText(this.lesson, squareName(g, from), squareName(g, to), this.lang));
  }

  /** Keeps the solved lesson on the device and ticks it in the list. */
  private remember(): void {
    markFinished(this.tutorial.game, this.lesson.id);
    const item = this.element.querySelectorAll('.lesson-list li')[this.n - 1];
    if (item && !item.querySelector('.lesson-done')) item.append(this.tick());
  }

  private say(kind: 'hint' | 'solved', lead: string, text: string): void {
    this.feedback.className = `lesson-feedback ${kind}`;
    this.feedback.replaceChildren(h('strong', {}, lead), ' ', text);
    this.feedback.scrollIntoView?.({ block: 'nearest' }); // below the board on a phone
  }

  private showActions(): void {
    const game = this.tutorial.game;
    const next = nextLesson(this.tutorial, this.n);
    const again = h('button', { type: 'button', class: 'button', onclick: () => this.restart() }, this.ui.again);
    this.actions.replaceChildren(
      again,
      next
        ? h('a', { class: 'button primary', href: lessonHref(game, this.lang, next), 'data-link': true }, this.ui.next)
        : h(
            'span',
            { class: 'lesson-finished' },
            this.ui.finished,
            ' ',
            h('a', { class: 'button primary', href: playHref(game), 'data-link': true }, this.ui.play),
          ),
    );
    (this.actions.querySelector('a.button.primary') as HTMLElement | null)?.focus();
  }

  private restart(): void {
    this.feedback.className = 'lesson-feedback';
    this.feedback.replaceChildren();
    this.actions.replaceChildren();
    this.showStart();
    this.focusBoard();
  }

  /** Puts the keyboard back on the board (its square that takes the focus). */
  private focusBoard(): void {
    this.board?.element.querySelector<SVGElement>('rect.sq[tabindex="0"]')?.focus();
  }

  private failed(): void {
    if (!this.alive) return;
    this.boardWrap.removeAttribute('aria-busy');
    this.boardWrap.replaceChildren(
      h('p', { class: 'error', role: 'alert' }, this.ui.failed),
      h('button', { type: 'button', class: 'button', onclick: () => this.load() }, this.ui.retry),
    );
  }
}
