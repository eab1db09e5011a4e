import { describe, expect, it } from 'vitest';
import { browserLanguages, languageSwitch, pickLanguage } from './lang';

describe('pickLanguage', () => {
  it('takes the wanted language, else the browser’s first offered, else English, else the first', () => {
    expect(pickLanguage(['de', 'en', 'fr'], 'fr', ['de'])).toBe('fr');
    expect(pickLanguage(['de', 'en', 'fr'], 'it', ['it', 'fr', 'de'])).toBe('fr');
    expect(pickLanguage(['de', 'en'], null, ['fr'])).toBe('en');
    expect(pickLanguage(['fr', 'de'], null, [])).toBe('fr');
    expect(pickLanguage([], 'en', ['en'])).toBeNull();
  });

  it('reads the browser’s languages as primary subtags', () => {
    expect(browserLanguages({ languages: ['de-CH', 'fr-FR', 'en'], language: 'de-CH' })).toEqual(['de', 'fr', 'en']);
    expect(browserLanguages({ languages: [], language: 'fr-BE' })).toEqual(['fr']);
  });
});

describe('languageSwitch', () => {
  it('links every other language and marks the current one', () => {
    const nav = languageSwitch(['fr', 'de', 'en'], 'de', (l) => `/x/${l}`, 'Sprache');
    expect(nav.getAttribute('aria-label')).toBe('Sprache');
    expect([...nav.children].map((c) => c.textContent)).toEqual(['Deutsch', 'English', 'Français']);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Deutsch');
    expect(nav.querySelector('a[hreflang="fr"]')?.getAttribute('href')).toBe('/x/fr');
  });
});
