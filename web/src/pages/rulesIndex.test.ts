import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { language, setLanguage } from '../i18n/i18n';
import { rulesPage } from './rules';
import { renderRulesIndex } from './rulesIndex';

/** The page frame of index.html, with its top bar. */
function frame(): HTMLElement {
  document.body.innerHTML = new DOMParser().parseFromString(indexHtml, 'text/html').body.innerHTML;
  return document.getElementById('main') as HTMLElement;
}

describe('the list of every game’s rules', () => {
  afterEach(() => {
    setLanguage('en');
    localStorage.clear();
  });

  it('names every game with a rules page, one line about it, and links to its rules and lessons in the page language', () => {
    const el = renderRulesIndex('fr', () => {});
    const games = [...el.querySelectorAll('li.rules-game')];
    expect(games.map((g) => g.getAttribute('data-game'))).toEqual([
      'chess',
      'fourplayer',
      'martian',
      'metamachy',
      'metamate',
    ]);
    expect(games.map((g) => g.querySelector('h2')?.textContent)).toEqual([
      'Échecs',
      'Échecs à quatre',
      'Martian Chess',
      'Metamachy',
      'Metamate',
    ]);
    const chess = el.querySelector('[data-game="chess"]') as HTMLElement;
    expect(chess.querySelector('p')?.textContent).toBe(
      'Le grand classique à deux armées\u00a0: mets le roi adverse échec et mat.',
    );
    expect([...chess.querySelectorAll('.learn-links a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Règles', '/rules/chess/fr'],
      ['Leçons', '/tutorials/chess/fr'],
    ]);
    // Martian Chess for four is a section of Martian Chess's page, and learns from its lessons.
    const martian = el.querySelector('[data-game="martian"]') as HTMLElement;
    expect([...martian.querySelectorAll('.learn-links a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      [
        ['Règles', '/rules/martian/fr'],
        ['À quatre joueurs', '/rules/martian/fr#four-players'],
        ['Leçons', '/tutorials/martian/fr'],
      ],
    );
    const metamate = el.querySelector('[data-game="metamate"]') as HTMLElement;
    expect(
      [...metamate.querySelectorAll('.learn-links a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Règles', '/rules/metamate/fr'],
      ['Leçons', '/tutorials/metamate/fr'],
    ]);
    expect(el.getAttribute('lang')).toBe('fr');
    expect(el.querySelector('h1')?.textContent).toBe('Les règles des jeux');
  });

  it('is drawn in the site’s language, and its language buttons change and keep the site’s language', () => {
    const main = frame();
    setLanguage('de');
    rulesPage(main, null, null);
    expect(document.documentElement.lang).toBe('de');
    expect(main.querySelector('h1')?.textContent).toBe('Die Spielregeln');
    expect(main.querySelector('[data-game="fourplayer"] h2')?.textContent).toBe('Schach zu viert');
    expect(
      [...document.querySelectorAll('.topbar nav a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toContainEqual(['Regeln', '/rules']);
    expect(main.querySelector('.lang-switch .current')?.textContent).toBe('Deutsch');
    (main.querySelector('.lang-switch button[lang="fr"]') as HTMLButtonElement).click();
    expect(language()).toBe('fr');
    expect(localStorage.getItem('littletable.lang')).toBe('fr');
    expect(main.querySelector('h1')?.textContent).toBe('Les règles des jeux');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('Les règles des jeux · littletable');
  });
});
