import { describe, expect, it, vi } from 'vitest';
import { renderRules } from './render';
import { allRules, pickRules, type RulesDoc } from './rulesDoc';
import { allTutorials } from '../tutorials/tutorialDoc';
import { piecesFromFen, rectGeometry } from '../testing/fixtures';

const REQUIRED = ['setup', 'turn', 'end', 'example', 'mistake', 'questions'];

/** A game's rules in German and English, its only languages, checked to have the same sections in the same order. */
function germanAndEnglish(game: string): { de: RulesDoc; en: RulesDoc } {
  const docs = allRules().get(game);
  expect([...(docs?.keys() ?? [])].sort()).toEqual(['de', 'en']);
  const de = docs?.get('de') as RulesDoc;
  const en = docs?.get('en') as RulesDoc;
  expect(de.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
  return { de, en };
}

describe('rules data', () => {
  it('has chess in German and English with the same structure', () => {
    const { de, en } = germanAndEnglish('chess');
    for (const id of REQUIRED) expect(en.sections.some((s) => s.id === id)).toBe(true);
    const example = en.sections.find((s) => s.id === 'example');
    expect(example?.diagram?.fen).toMatch(/^\S+ [wb] /);
    expect(de.sections.find((s) => s.id === 'questions')?.qa?.length).toBeGreaterThanOrEqual(2);
    // The same diagrams in both languages.
    expect(de.sections.map((s) => s.diagram?.fen)).toEqual(en.sections.map((s) => s.diagram?.fen));
  });

  it('has Metamate in German, English and French, each with the same sections, diagrams and lessons', () => {
    const mm = allRules().get('metamate');
    expect([...(mm?.keys() ?? [])].sort()).toEqual(['de', 'en', 'fr']);
    const en = mm?.get('en') as RulesDoc;
    // The sections of the original page (shared/seeds/metamate.de.txt), then questions.
    expect(en.sections.map((s) => s.id)).toEqual(['principle', 'configurations', 'setup', 'copying', 'evolution', 'special-moves', 'meta-moves', 'promotion', 'end', 'strategy', 'questions']);
    for (const lang of ['de', 'fr']) {
      const doc = mm?.get(lang) as RulesDoc;
      expect(doc.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
      expect(doc.sections.map((s) => s.diagram && { ...s.diagram, caption: '' })).toEqual(en.sections.map((s) => s.diagram && { ...s.diagram, caption: '' }));
      expect(doc.sections.map((s) => s.tutorials)).toEqual(en.sections.map((s) => s.tutorials));
      expect(doc.sections.map((s) => s.list?.length ?? 0)).toEqual(en.sections.map((s) => s.list?.length ?? 0));
    }
    // Every lesson of the tutorial is linked from some section.
    const linked = en.sections.flatMap((s) => s.tutorials ?? []).sort();
    expect(linked).toEqual(allTutorials().get('metamate')?.lessons.map((l) => l.id).sort());
  });

  it('has Martian Chess in German and English with the same sections and diagrams, following the rules file', () => {
    const { de, en } = germanAndEnglish('martian');
    // shared/rules/martian.md: setup, moves, crossing and capture, field promotion, rejection, end, settings, 4 players.
    expect(en.sections.map((s) => s.id)).toEqual(['principle', 'setup', 'moves', 'capture', 'promotion', 'rejection', 'end', 'settings', 'four-players', 'questions']);
    expect(de.sections.map((s) => s.diagram && { ...s.diagram, caption: '' })).toEqual(en.sections.map((s) => s.diagram && { ...s.diagram, caption: '' }));
    expect(de.sections.map((s) => s.list?.length ?? 0)).toEqual(en.sections.map((s) => s.list?.length ?? 0));
    // The start position of the rules file's "Board and setup".
    expect(en.sections.find((s) => s.id === 'setup')?.diagram?.fen.split(' ')[0]).toBe('qqd1/qdp1/dpp1/4/4/1ppd/1pdq/1dqq');
  });

  it('has four-player chess in German and English with the same sections and diagrams, following the rules file', () => {
    const { de, en } = germanAndEnglish('fourplayer');
    expect(de.sections.map((s) => s.diagram && { ...s.diagram, caption: '' })).toEqual(en.sections.map((s) => s.diagram && { ...s.diagram, caption: '' }));
    // shared/rules/fourplayer.md, "Notation": the modern start as FEN4.
    expect(en.sections.find((s) => s.id === 'setup')?.diagram?.fen).toBe(
      'R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/3,yP,yP,yP,yP,yP,yP,yP,yP,3/14/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/14/3,rP,rP,rP,rP,rP,rP,rP,rP,3/3,rR,rN,rB,rQ,rK,rB,rN,rR,3',
    );
    // The owners' marks of the source page, in both languages.
    for (const doc of [en, de]) expect(doc.sections.find((s) => s.id === 'setup')?.list?.[0]).toMatch(/●.*▲.*■.*◆/);
  });

  it('has Metamachy in German and English with the same sections and diagrams, a diagram for each fairy piece', () => {
    const { de, en } = germanAndEnglish('metamachy');
    // shared/rules/metamachy.md: board and setup, the chiefs' arrangement, each piece, the King's leap, promotion, end.
    expect(en.sections.map((s) => s.id)).toEqual(['principle', 'setup', 'chiefs', 'chess-pieces', 'cannon', 'camel', 'elephant', 'eagle', 'lion', 'prince', 'pawn', 'king', 'promotion', 'end', 'questions']);
    expect(de.sections.map((s) => s.diagram && { ...s.diagram, caption: '' })).toEqual(en.sections.map((s) => s.diagram && { ...s.diagram, caption: '' }));
    expect(de.sections.map((s) => s.list?.length ?? 0)).toEqual(en.sections.map((s) => s.list?.length ?? 0));
    expect(de.sections.map((s) => s.qa?.length ?? 0)).toEqual(en.sections.map((s) => s.qa?.length ?? 0));
    for (const id of ['cannon', 'camel', 'elephant', 'eagle', 'lion', 'prince']) expect(en.sections.find((s) => s.id === id)?.diagram?.marks?.length).toBeGreaterThan(0);
    // The default start of the rules file's "Board and setup".
    expect(en.sections.find((s) => s.id === 'setup')?.diagram?.fen.split(' ')[0]).toBe('cm3qk3mc/ernbilaibnre/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/ERNBILAIBNRE/CM3QK3MC');
  });

  it('falls back to English, and knows no unknown game', () => {
    expect(pickRules('chess', 'fr')?.lang).toBe('en');
    expect(pickRules('chess', 'de')?.title).toBe('Schach');
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
    expect(el.querySelector('.rules-actions a[href="/tutorials/metamate/fr/1"]')?.textContent).toBe('Tutoriels');
    // "Play" leads to the home page with this game selected, not the first game listed.
    expect(el.querySelector('.rules-actions a.primary')?.getAttribute('href')).toBe('/?game=metamate');
    expect([...el.querySelectorAll('#copying .rules-tutorials a')].map((a) => a.getAttribute('href'))).toEqual(['/tutorials/metamate/fr/1', '/tutorials/metamate/fr/2', '/tutorials/metamate/fr/5']);
    expect(el.querySelector('#copying .rules-tutorials a')?.textContent).toBe('La copie');
    expect(el.querySelector('.lang-switch .current')?.textContent).toBe('Français');
    expect(pickRules('chess', 'fr')?.lang).toBe('en');
    expect(renderRules(pickRules('chess', 'en') as RulesDoc, { loadPosition: () => new Promise(() => {}) }).querySelector('.rules-tutorials, a[href^="/tutorials"]')).toBeNull();
  });

  it('says so when a diagram cannot be loaded', async () => {
    const doc = pickRules('chess', 'de') as RulesDoc;
    const el = renderRules(doc, { loadPosition: () => Promise.reject(new Error('400')) });
    await vi.waitFor(() => expect(el.querySelector('figure .error')?.textContent).toContain('nicht geladen'));
  });
});
