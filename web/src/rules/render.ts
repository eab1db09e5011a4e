// Draws a rules document. Diagrams are positions given by FEN: the server turns each into board data
// (GET /api/position) and the same Board component as in a room draws it.

import { Board } from '../board/board';
import { h } from '../dom';
import type { PositionView } from '../protocol';
import { normalizePosition } from '../squares';
import { LANGUAGE_NAMES, allRules, type Diagram, type RulesDoc } from './rulesDoc';

export interface RenderOptions {
  loadPosition: (game: string, fen: string) => Promise<PositionView>;
}

const UI: Record<string, { loading: string; failed: string; play: string; language: string; contents: string }> = {
  en: { loading: 'Loading diagram…', failed: 'The diagram could not be loaded.', play: 'Play now', language: 'Language', contents: 'Contents' },
  de: { loading: 'Diagramm wird geladen …', failed: 'Das Diagramm konnte nicht geladen werden.', play: 'Jetzt spielen', language: 'Sprache', contents: 'Inhalt' },
};

export function renderRules(doc: RulesDoc, opts: RenderOptions): HTMLElement {
  const ui = UI[doc.lang] ?? UI.en!;
  const langs = [...(allRules().get(doc.game)?.keys() ?? [])].sort();
  const switcher = h(
    'nav',
    { class: 'lang-switch', 'aria-label': ui.language },
    langs.map((l) =>
      l === doc.lang
        ? h('span', { class: 'current', 'aria-current': 'page', lang: l }, LANGUAGE_NAMES[l] ?? l)
        : h('a', { href: `/rules/${doc.game}/${l}`, 'data-link': true, lang: l, hreflang: l }, LANGUAGE_NAMES[l] ?? l),
    ),
  );
  const toc = h(
    'nav',
    { class: 'toc', 'aria-label': ui.contents },
    h('ol', {}, doc.sections.map((s) => h('li', {}, h('a', { href: `#${s.id}` }, s.heading)))),
  );
  const sections = doc.sections.map((s) => {
    const sec = h('section', { id: s.id, class: 'rules-section', 'aria-labelledby': `${s.id}-h` }, h('h2', { id: `${s.id}-h` }, s.heading));
    const text = h('div', { class: 'rules-text' });
    for (const p of s.paragraphs ?? []) text.append(h('p', {}, p));
    if (s.list?.length) text.append(h('ul', {}, s.list.map((li) => h('li', {}, li))));
    for (const p of s.after ?? []) text.append(h('p', {}, p));
    if (s.qa?.length)
      text.append(
        h(
          'dl',
          { class: 'qa' },
          s.qa.flatMap((x) => [h('dt', {}, x.q), h('dd', {}, x.a)]),
        ),
      );
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
      h('div', {}, h('h1', {}, doc.title), h('p', { class: 'tagline' }, doc.tagline), doc.facts?.length ? h('p', { class: 'facts' }, doc.facts.join(' · ')) : null),
      h('div', { class: 'rules-actions' }, switcher, h('a', { class: 'button primary', href: '/', 'data-link': true }, ui.play)),
    ),
    toc,
    sections,
  );
}

function diagram(game: string, d: Diagram, ui: { loading: string; failed: string }, opts: RenderOptions): HTMLElement {
  const holder = h('div', { class: 'diagram-board', 'aria-busy': 'true' }, h('p', { class: 'muted' }, ui.loading));
  const fig = h('figure', { class: 'diagram', 'data-fen': d.fen }, holder, h('figcaption', {}, d.caption));
  opts
    .loadPosition(game, d.fen)
    .then((raw) => {
      const pos = normalizePosition(raw);
      const owners = pos.pieces.reduce((m, p) => Math.max(m, p.owner), 0);
      const board = new Board({
        geometry: pos.geometry,
        seatCount: owners >= 2 ? 4 : 2,
        orientationSeat: d.seat ?? 0,
        pieces: pos.pieces,
        check: pos.check,
        lastMove: d.lastMove ?? null,
        marks: d.marks ?? [],
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
