import { describe, expect, it, vi } from 'vitest';
import { renderRules } from './render';
import { allRules, pickRules, type RulesDoc, type RulesSection } from './rulesDoc';
import { allTutorials } from '../tutorials/tutorialDoc';
import { piecesFromFen, rectGeometry } from '../testing/fixtures';

const REQUIRED = ['setup', 'turn', 'end', 'example', 'mistake', 'questions'];

/** The languages every rules document is written in. */
const LANGUAGES = ['de', 'en', 'fr'];

/** Everything of a document but its words: what a translation must keep of the English one. */
function shape(doc: RulesDoc) {
  return {
    game: doc.game,
    facts: doc.facts?.length ?? 0,
    sectionsFor: doc.sectionsFor ?? null,
    sections: doc.sections.map((s) => ({
      id: s.id,
      paragraphs: s.paragraphs?.length ?? 0,
      list: s.list?.length ?? 0,
      after: s.after?.length ?? 0,
      qa: s.qa?.length ?? 0,
      tutorials: s.tutorials ?? null,
      diagram: s.diagram ? { ...s.diagram, caption: '' } : null,
    })),
  };
}

/** A section's texts in reading order, each with its place ("turn.list.3"). */
function texts(s: RulesSection): [string, string][] {
  return [
    [`${s.id}.heading`, s.heading] as [string, string],
    ...(['paragraphs', 'list', 'after'] as const).flatMap((k) =>
      (s[k] ?? []).map((p, i) => [`${s.id}.${k}.${i}`, p] as [string, string]),
    ),
    ...(s.qa ?? []).flatMap((x, i) => [
      [`${s.id}.q.${i}`, x.q] as [string, string],
      [`${s.id}.a.${i}`, x.a] as [string, string],
    ]),
    ...(s.diagram ? [[`${s.id}.caption`, s.diagram.caption] as [string, string]] : []),
  ];
}

const numbers = (text: string) => text.match(/\d+/g) ?? [];
const squares = (text: string) => new Set(text.match(/\b[a-n]\d{1,2}\b/g) ?? []);

/** A game's documents by language, checked to be German, English and French. */
function byLanguage(game: string): Record<string, RulesDoc> {
  const docs = allRules().get(game);
  expect([...(docs?.keys() ?? [])].sort(), game).toEqual(LANGUAGES);
  return Object.fromEntries(docs ?? []);
}

describe('rules data', () => {
  it('has every game in German, English and French, each translation shaped like the English document', () => {
    expect([...allRules().keys()].sort()).toEqual(['chess', 'fourplayer', 'martian', 'metamachy', 'metamate']);
    for (const game of allRules().keys()) {
      const docs = byLanguage(game);
      const en = docs.en as RulesDoc;
      for (const lang of LANGUAGES) {
        const doc = docs[lang] as RulesDoc;
        expect(doc.lang).toBe(lang);
        // The same sections in the same order, the same diagrams, lists, questions and lessons.
        expect(shape(doc), `${game}.${lang}`).toEqual(shape(en));
        for (const [k, s] of doc.sections.entries()) {
          const mine = texts(s);
          const english = texts(en.sections[k] as RulesSection);
          for (const [i, [where, text]] of mine.entries()) {
            expect(text.trim(), `${game}.${lang} ${where} is empty`).not.toBe('');
            // Every figure of the English text is in its translation (a translation may add one, as "Cf3").
            for (const n of numbers(english[i]?.[1] ?? ''))
              expect(numbers(text), `${game}.${lang} ${where}`).toContain(n);
            // The same squares named.
            expect(squares(text), `${game}.${lang} ${where}`).toEqual(squares(english[i]?.[1] ?? ''));
          }
        }
        for (const text of [doc.title, doc.tagline, doc.summary, ...(doc.facts ?? [])])
          expect(text.trim(), `${game}.${lang}`).not.toBe('');
      }
      // Translated, not copied: the texts of the German and French documents are their own.
      for (const lang of ['de', 'fr']) {
        const own = (docs[lang] as RulesDoc).sections.flatMap((s) => s.paragraphs ?? []);
        const english = new Set(en.sections.flatMap((s) => s.paragraphs ?? []));
        expect(
          own.filter((p) => english.has(p)),
          `${game}.${lang}`,
        ).toEqual([]);
      }
    }
  });

  it('has chess with the sections of a rules page and an explained example', () => {
    const { de, en } = byLanguage('chess') as { de: RulesDoc; en: RulesDoc };
    for (const id of REQUIRED) expect(en.sections.some((s) => s.id === id)).toBe(true);
    const example = en.sections.find((s) => s.id === 'example');
    expect(example?.diagram?.fen).toMatch(/^\S+ [wb] /);
    expect(de.sections.find((s) => s.id === 'questions')?.qa?.length).toBeGreaterThanOrEqual(2);
  });

  it('has Metamate with the sections of its original page, every lesson linked', () => {
    const en = byLanguage('metamate').en as RulesDoc;
    // The sections of the original page (docs/rules/originals/metamate.de.txt), then questions.
    expect(en.sections.map((s) => s.id)).toEqual([
      'principle',
      'configurations',
      'setup',
      'copying',
      'evolution',
      'special-moves',
      'meta-moves',
      'promotion',
      'end',
      'strategy',
      'questions',
    ]);
  });

  it("links every lesson of a game's tutorial from a section of its rules page, once", () => {
    for (const tutorial of allTutorials().values()) {
      const en = byLanguage(tutorial.game).en as RulesDoc;
      const linked = en.sections.flatMap((s) => s.tutorials ?? []).sort();
      expect(linked, tutorial.game).toEqual(tutorial.lessons.map((l) => l.id).sort());
    }
  });

  it('has Martian Chess following the rules file', () => {
    const en = byLanguage('martian').en as RulesDoc;
    // docs/rules/martian.md: setup, moves, crossing and capture, field promotion, rejection, end, settings, 4 players.
    expect(en.sections.map((s) => s.id)).toEqual([
      'principle',
      'setup',
      'moves',
      'capture',
      'promotion',
      'rejection',
      'end',
      'settings',
      'four-players',
      'questions',
    ]);
    // The start position of the rules file's "Board and setup".
    expect(en.sections.find((s) => s.id === 'setup')?.diagram?.fen.split(' ')[0]).toBe(
      'qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq',
    );
  });

  it('has four-player chess following the rules file, the owners’ marks in every language', () => {
    const docs = byLanguage('fourplayer');
    // docs/rules/fourplayer.md, "Notation": the modern start as FEN4.
    expect(docs.en?.sections.find((s) => s.id === 'setup')?.diagram?.fen).toBe(
      'R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/3,yP,yP,yP,yP,yP,yP,yP,yP,3/14/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/14/3,rP,rP,rP,rP,rP,rP,rP,rP,3/3,rR,rN,rB,rQ,rK,rB,rN,rR,3',
    );
    // The owners' marks of the source page.
    for (const doc of Object.values(docs))
      expect(doc.sections.find((s) => s.id === 'setup')?.list?.[0], doc.lang).toMatch(/●.*▲.*■.*◆/);
  });

  it('has Metamachy following the rules file, a diagram for each fairy piece', () => {
    const en = byLanguage('metamachy').en as RulesDoc;
    // docs/rules/metamachy.md: board and setup, the chiefs' arrangement, each piece, the King's leap, promotion, end.
    expect(en.sections.map((s) => s.id)).toEqual([
      'principle',
      'setup',
      'chiefs',
      'chess-pieces',
      'cannon',
      'camel',
      'elephant',
      'eagle',
      'lion',
      'prince',
      'pawn',
      'king',
      'promotion',
      'end',
      'questions',
    ]);
    for (const id of ['cannon', 'camel', 'elephant', 'eagle', 'lion', 'prince'])
      expect(en.sections.find((s) => s.id === id)?.diagram?.marks?.length).toBeGreaterThan(0);
    // The default start of the rules file's "Board and setup".
    expect(en.sections.find((s) => s.id === 'setup')?.diagram?.fen.split(' ')[0]).toBe(
      'cm3qk3mc/ernbilaibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBILAIBNRE/CM3QK3MC',
    );
  });

  it('picks the wanted language, else English, and knows no unknown game', () => {
    expect(pickRules('chess', 'fr')?.title).toBe('Échecs');
    expect(pickRules('chess', 'de')?.title).toBe('Schach');
    expect(pickRules('chess', 'it')?.lang).toBe('en');
    expect(pickRules('nope', 'en')).toBeNull();
  });
});

describe('renderRules', () => {
  it('renders every section and draws each diagram from the server position', async () => {
    const doc = pickRules('chess', 'en') as RulesDoc;
    const loadPosition = vi.fn(async (_game: string, fen: string) => ({
      geometry: rectGeometry(8, 8),
      pieces: piecesFromFen(fen),
      toMove: 0,
      check: [],
    }));
    const el = renderRules(doc, { loadPosition });
    document.body.replaceChildren(el);
    expect(el.querySelector('h1')?.textContent).toBe('Chess');
    expect(el.querySelectorAll('section.rules-section')).toHaveLength(doc.sections.length);
    expect(el.querySelectorAll('dl.qa dt').length).toBeGreaterThanOrEqual(2);
    expect(el.querySelector('.lang-switch a[hreflang="de"]')?.getAttribute('href')).toBe('/rules/chess/de');
    const diagrams = doc.sections.filter((s) => s.diagram).length;
    expect(loadPosition).toHaveBeenCalledTimes(diagrams);
    expect(loadPosition).toHaveBeenCalledWith('chess', doc.sections.find((s) => s.id === 'example')?.diagram?.fen);
    await vi.waitFor(() => expect(el.querySelectorAll('figure.diagram svg.board')).toHaveLength(diagrams));
    const example = el.querySelector('#example svg.board');
    expect(example?.querySelectorAll('.last-move')).toHaveLength(2);
    expect(example?.querySelector('g.piece[data-sq="f3"]')?.getAttribute('data-kind')).toBe('N');
    expect(el.querySelector('#mistake .mark')?.getAttribute('data-sq')).toBe('f1');
  });

  it('links the tutorial and its lessons in the page language', () => {
    const doc = pickRules('metamate', 'fr') as RulesDoc;
    const el = renderRules(doc, { loadPosition: () => new Promise(() => {}) });
    expect(el.querySelector('.rules-actions a[href="/tutorials/metamate/fr/1"]')?.textContent).toBe('Leçons');
    // "Play" leads to the home page with this game selected, not the first game listed.
    expect(el.querySelector('.rules-actions a.primary')?.getAttribute('href')).toBe('/?game=metamate');
    expect([...el.querySelectorAll('#copying .rules-tutorials a')].map((a) => a.getAttribute('href'))).toEqual([
      '/tutorials/metamate/fr/1',
      '/tutorials/metamate/fr/2',
      '/tutorials/metamate/fr/5',
    ]);
    expect(el.querySelector('#copying .rules-tutorials a')?.textContent).toBe('La copie');
    expect(el.querySelector('.lang-switch .current')?.textContent).toBe('Français');
    const chess = renderRules(pickRules('chess', 'en') as RulesDoc, { loadPosition: () => new Promise(() => {}) });
    expect([...chess.querySelectorAll('#end .rules-tutorials a')].map((a) => a.textContent)).toEqual([
      'Check',
      'Checkmate',
      'Stalemate',
      'Dead position',
      'Repetition and other draws',
    ]);
  });

  it('says so when a diagram cannot be loaded', async () => {
    const doc = pickRules('chess', 'de') as RulesDoc;
    const el = renderRules(doc, { loadPosition: () => Promise.reject(new Error('400')) });
    await vi.waitFor(() => expect(el.querySelector('figure .error')?.textContent).toContain('nicht geladen'));
  });
});
