import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { rulesPage } from './rules';

describe('rulesPage', () => {
  // The page asks the server for its diagrams; with no server here every request fails, and the page must
  // still write its frame and text (the diagrams are checked by the server's RulesDiagrams tests and e2e).
  beforeEach(() => vi.stubGlobal('fetch', () => Promise.reject(new Error('no server in unit tests'))));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('writes the page frame in the language of the rules document', () => {
    document.body.innerHTML = new DOMParser().parseFromString(indexHtml, 'text/html').body.innerHTML;
    const main = document.getElementById('main') as HTMLElement;
    rulesPage(main, 'chess', 'de');
    expect(document.documentElement.lang).toBe('de');
    expect(main.querySelector('h1')?.textContent).toBe('Schach');
    expect([...document.querySelectorAll('.topbar nav a')].map((a) => a.textContent)).toEqual(['Spielen', 'Regeln', 'Anmelden']);
    rulesPage(main, 'chess', 'en');
    expect([...document.querySelectorAll('.topbar nav a')].map((a) => a.textContent)).toEqual(['Play', 'Rules', 'Sign in']);
  });

  it('leads a game whose rules are a section of another game’s page there, and shows the section', async () => {
    const shown: string[] = [];
    if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      shown.push(this.id);
    });
    document.body.innerHTML = new DOMParser().parseFromString(indexHtml, 'text/html').body.innerHTML;
    const main = document.getElementById('main') as HTMLElement;
    history.replaceState(null, '', '/rules/martian4/de');
    rulesPage(main, 'martian4', 'de');
    expect(window.location.pathname + window.location.hash).toBe('/rules/martian/de#four-players');
    expect(main.querySelector('h1')?.textContent).toBe('Martian Chess');
    expect(main.querySelector('article')?.getAttribute('lang')).toBe('de');
    expect(shown).toEqual(['four-players']);
    // Once the diagrams above it have settled (here: failed to load), the section is shown again.
    await vi.waitFor(() => expect(shown).toEqual(['four-players', 'four-players']));
  });
});
