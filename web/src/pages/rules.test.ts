import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { language, setLanguage } from '../i18n/i18n';
import { rulesPage } from './rules';

describe('rulesPage', () => {
  // The page asks the server for its diagrams; with no server here every request fails, and the page must
  // still write its frame and text (the diagrams are checked by the server's RulesDiagrams tests and e2e).
  beforeEach(() => vi.stubGlobal('fetch', () => Promise.reject(new Error('no server in unit tests'))));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setLanguage('en');
    localStorage.clear();
  });

  it('writes the page frame in the language of the rules document', () => {
    document.body.innerHTML = new DOMParser().parseFromString(indexHtml, 'text/html').body.innerHTML;
    const main = document.getElementById('main') as HTMLElement;
    rulesPage(main, 'chess', 'de');
    expect(document.documentElement.lang).toBe('de');
    expect(main.querySelector('h1')?.textContent).toBe('Schach');
    expect([...document.querySelectorAll('.topbar nav a')].map((a) => a.textContent)).toEqual([
      'Spielen',
      'Regeln',
      'Anmelden',
    ]);
    rulesPage(main, 'chess', 'en');
    expect([...document.querySelectorAll('.topbar nav a')].map((a) => a.textContent)).toEqual([
      'Play',
      'Rules',
      'Sign in',
    ]);
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

  it('follows the site’s language when the address names none; its language links set the site’s language', async () => {
    document.body.innerHTML = new DOMParser().parseFromString(indexHtml, 'text/html').body.innerHTML;
    const main = document.getElementById('main') as HTMLElement;
    setLanguage('fr');
    rulesPage(main, 'chess', null);
    expect(main.querySelector('article')?.getAttribute('lang')).toBe('fr');
    expect(main.querySelector('h1')?.textContent).toBe('Échecs');
    // An address naming a language wins over the site's.
    rulesPage(main, 'chess', 'de');
    expect(main.querySelector('h1')?.textContent).toBe('Schach');
    expect(language()).toBe('fr');
    // Following "English" keeps English as the site's language on this device.
    const link = main.querySelector('.lang-switch a[hreflang="en"]') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/rules/chess/en');
    link.addEventListener('click', (e) => e.preventDefault());
    link.click();
    await vi.waitFor(() => expect(language()).toBe('en'));
    expect(localStorage.getItem('littletable.lang')).toBe('en');
  });
});
