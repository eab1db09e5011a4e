// Draws a rules document. Diagrams are positions given by FEN: the server turns each into board data
// (GET /api/position) and the same Board component as in a room draws it.

import { t } from '../i18n/i18n';
import { Board } from '../board/board';
import { h } from '../dom';
import { parsePair, parsePosition } from '../game/parse';
import { toSquares } from '../game/square';
import type { PositionView } from '../protocol';
import { languageSwitch, pickLanguage } from '../lang';
import { playHref } from '../router';
import { lessonHref } from '../tutorials/links';
import { allTutorials, localize, tutorialLanguages } from '../tutorials/tutorialDoc';
import { allRules, type Diagram, type RulesDoc } from './rulesDoc';

export interface RenderOptions {
  loadPosition: (game: string, fen: string) => Promise<PositionView>;
}

/** The page's own texts in the document's language (a rules page may be in another language than the site). */
function uiText(lang: string) {
  return {
    loading: t('rules.loadingDiagram', {}, lang),
    failed: t('rules.diagramFailed', {}, lang),
    play: t('rules.playNow', {}, lang),
    language: t('common.language', {}, lang),
    contents: t('rules.contents', {}, lang),
    tutorials: t('rules.tutorials', {}, lang),
    tryIt: t('rules.tryIt', {}, lang),
  };
}
type UiText = ReturnType<typeof uiText>;

export function renderRules(doc: RulesDoc, opts: RenderOptions): HTMLElement {
  const ui = uiText(doc.lang);
  const langs = [...(allRules().get(doc.game)?.keys() ?? [])];
  const switcher = languageSwitch(langs, doc.lang, (l) => `/rules/${doc.game}/${l}`, ui.language);
  const tutorial = allTutorials().get(doc.game) ?? null;
  const lessonLang = tutorial ? (pickLanguage(tutorialLanguages(tutorial), doc.lang, []) ?? 'en') : 'en';
  const toc = h(
    'nav',
    { class: 'toc', 'aria-label': ui.contents },
    h(
      'ol',
      {},
      doc.sections.map((s) => h('li', {}, h('a', { href: `#${s.id}` }, s.heading))),
    ),
  );
  const sections = doc.sections.map((s) => {
    const sec = h(
      'section',
      { id: s.id, class: 'rules-section', 'aria-labelledby': `${s.id}-h` },
      h('h2', { id: `${s.id}-h` }, s.heading),
    );
    const text = h('div', { class: 'rules-text' });
    for (const p of s.paragraphs ?? []) text.append(h('p', {}, p));
    if (s.list?.length)
      text.append(
        h(
          'ul',
          {},
          s.list.map((li) => h('li', {}, li)),
        ),
      );
    for (const p of s.after ?? []) text.append(h('p', {}, p));
    if (s.qa?.length)
      text.append(
        h(
          'dl',
          { class: 'qa' },
          s.qa.flatMap((x) => [h('dt', {}, x.q), h('dd', {}, x.a)]),
        ),
      );
    const practice = tutorialLinks(doc.game, s.tutorials ?? [], lessonLang, ui);
    if (practice) text.append(practice);
    sec.append(text);
    if (s.diagram) {
      sec.classList.add('with-diagram');
      sec.append(diagram(doc.game, s.diagram, ui, opts));
    }
    return sec;
  });
  return h(
    'article',
    { class: 'rules', lang: doc.lang },
    h(
      'header',
      { class: 'rules-head' },
      h(
        'div',
        {},
        h('h1', {}, doc.title),
        h('p', { class: 'tagline' }, doc.tagline),
        doc.facts?.length ? h('p', { class: 'facts' }, doc.facts.join(' · ')) : null,
      ),
      h(
        'div',
        { class: 'rules-actions' },
        switcher,
        tutorial
          ? h('a', { class: 'button', href: lessonHref(doc.game, lessonLang, 1), 'data-link': true }, ui.tutorials)
          : null,
        h('a', { class: 'button primary', href: playHref(doc.game), 'data-link': true }, ui.play),
      ),
    ),
    toc,
    sections,
  );
}

/** "Try it: lesson · lesson" for the lessons of the game's tutorial with these ids; null when there are none. */
function tutorialLinks(game: string, ids: string[], lang: string, ui: UiText): HTMLElement | null {
  const lessons = allTutorials().get(game)?.lessons ?? [];
  const links = ids.flatMap((id) => {
    const i = lessons.findIndex((l) => l.id === id);
    const lesson = lessons[i];
    return lesson
      ? [h('a', { href: lessonHref(game, lang, i + 1), 'data-link': true }, localize(lesson.title, lang))]
      : [];
  });
  if (links.length === 0) return null;
  return h(
    'p',
    { class: 'rules-tutorials' },
    `${ui.tryIt}: `,
    links.flatMap((a, k) => (k ? [' · ', a] : [a])),
  );
}

function diagram(game: string, d: Diagram, ui: UiText, opts: RenderOptions): HTMLElement {
  const holder = h('div', { class: 'diagram-board', 'aria-busy': 'true' }, h('p', { class: 'muted' }, ui.loading));
  const fig = h('figure', { class: 'diagram', 'data-fen': d.fen }, holder, h('figcaption', {}, d.caption));
  opts
    .loadPosition(game, d.fen)
    .then((raw) => {
      const pos = parsePosition(raw);
      // Four seats when a piece belongs to a third or fourth seat or the board has zones for four (a diagram of
      // four-player chess may show only two armies).
      const seats = Math.max(
        pos.pieces.reduce((m, p) => Math.max(m, (p.owner ?? 0) + 1), 0),
        pos.geometry.zones.length,
      );
      const board = new Board({
        geometry: pos.geometry,
        seatCount: seats > 2 ? 4 : 2,
        orientationSeat: d.seat ?? 0,
        pieces: pos.pieces,
        check: pos.check,
        lastMove: parsePair(pos.geometry, d.lastMove),
        marks: toSquares(pos.geometry, d.marks ?? []),
        label: d.caption,
      });
      holder.replaceChildren(board.element);
      holder.removeAttribute('aria-busy');
    })
    .catch(() => {
      holder.replaceChildren(h('p', { class: 'error' }, ui.failed));
      holder.removeAttribute('aria-busy');
    });
  return fig;
}
