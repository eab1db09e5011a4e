import { describe, expect, it, vi } from 'vitest';
import { renderRules } from './render';
import { allRules, pickRules, type RulesDoc } from './rulesDoc';
import { piecesFromFen, rectGeometry } from '../testing/fixtures';

const REQUIRED = ['setup', 'turn', 'end', 'example', 'mistake', 'questions'];

describe('rules data', () => {
  it('has chess in German and English with the same structure', () => {
    const chess = allRules().get('chess');
    expect([...(chess?.keys() ?? [])].sort()).toEqual(['de', 'en']);
    const de = chess?.get('de') as RulesDoc;
    const en = chess?.get('en') as RulesDoc;
    expect(de.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
    for (const id of REQUIRED) expect(en.sections.some((s) => s.id === id)).toBe(true);
    const example = en.sections.find((s) => s.id === 'example');
    expect(example?.diagram?.fen).toMatch(/^\S+ [wb] /);
    expect(de.sections.find((s) => s.id === 'questions')?.qa?.length).toBeGreaterThanOrEqual(2);
    // The same diagrams in both languages.
    expect(de.sections.map((s) => s.diagram?.fen)).toEqual(en.sections.map((s) => s.diagram?.fen));
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

  it('says so when a diagram cannot be loaded', async () => {
    const doc = pickRules('chess', 'de') as RulesDoc;
    const el = renderRules(doc, { loadPosition: () => Promise.reject(new Error('400')) });
    await vi.waitFor(() => expect(el.querySelector('figure .error')?.textContent).toContain('nicht geladen'));
  });
});
