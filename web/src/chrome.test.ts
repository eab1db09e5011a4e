import { describe, expect, it } from 'vitest';
import indexHtml from '../index.html?raw';
import { languageMenu, localizeChrome } from './chrome';
import { setLanguage } from './i18n/i18n';

function page(): Document {
  return new DOMParser().parseFromString(indexHtml, 'text/html');
}

const texts = (doc: Document) => ({
  skip: doc.querySelector('.skip-link')?.textContent,
  nav: doc.querySelector('.topbar nav')?.getAttribute('aria-label'),
  links: [...doc.querySelectorAll('.topbar nav a')].map((a) => a.textContent),
});

describe('localizeChrome', () => {
  it('writes the top bar of index.html in German, and back in English', () => {
    const doc = page();
    const english = texts(doc);
    expect(english).toEqual({ skip: 'Skip to content', nav: 'Main', links: ['Play', 'Rules', 'Sign in'] });
    localizeChrome('de', doc);
    expect(texts(doc)).toEqual({
      skip: 'Zum Inhalt springen',
      nav: 'Hauptmenü',
      links: ['Spielen', 'Regeln', 'Anmelden'],
    });
    localizeChrome('en', doc);
    expect(texts(doc)).toEqual(english);
  });

  it('writes French, and keeps English for a language it has no texts for', () => {
    const doc = page();
    localizeChrome('fr', doc);
    expect(texts(doc).links).toEqual(['Jouer', 'Règles', 'Se connecter']);
    localizeChrome('xx', doc);
    expect(texts(doc).links).toEqual(['Play', 'Rules', 'Sign in']);
  });

  it("keeps a signed-in player's name on the account link", () => {
    const doc = page();
    const link = doc.querySelector<HTMLAnchorElement>('.topbar a.account-link')!;
    link.textContent = 'Anna';
    link.classList.add('signed-in');
    localizeChrome('de', doc);
    expect(texts(doc).links).toEqual(['Spielen', 'Regeln', 'Anna']);
  });
});

describe('languageMenu', () => {
  it('offers each language in its own name, the page language selected, and reports the choice', () => {
    setLanguage('fr');
    const chosen: string[] = [];
    const menu = languageMenu((lang) => chosen.push(lang));
    expect([...menu.options].map((o) => [o.value, o.textContent, o.lang])).toEqual([
      ['de', 'Deutsch', 'de'],
      ['en', 'English', 'en'],
      ['fr', 'Français', 'fr'],
    ]);
    expect(menu.value).toBe('fr');
    expect(menu.getAttribute('aria-label')).toBe('Langue');
    menu.value = 'de';
    menu.dispatchEvent(new Event('change'));
    expect(chosen).toEqual(['de']);
    setLanguage('en');
  });
});
