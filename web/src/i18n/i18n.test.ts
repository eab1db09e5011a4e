import { afterEach, describe, expect, it } from 'vitest';
import {
  format,
  initialLanguage,
  language,
  loadCatalogues,
  onLanguageChange,
  pseudoRequested,
  setLanguage,
  setPseudo,
  t,
} from './i18n';

afterEach(() => {
  localStorage.clear();
  setLanguage('en');
});

describe('t', () => {
  it('gives the message in the page language, English where a language lacks it, else the key', () => {
    setLanguage('de');
    expect(t('common.close')).toBe('Schließen');
    expect(t('common.close', {}, 'fr')).toBe('Fermer');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('{a} takes {b}', { a: 'Knight', b: 'e5' })).toBe('Knight takes e5');
    expect(format('{a} and {missing}', { a: 1 })).toBe('1 and {missing}');
  });
});

describe('loadCatalogues', () => {
  it('keys messages by area and file language', () => {
    const cats = loadCatalogues({
      './catalog/room.de.json': { resign: 'Aufgeben' },
      './catalog/room.en.json': { resign: 'Resign' },
    });
    expect(cats.de).toEqual({ 'room.resign': 'Aufgeben' });
    expect(cats.en).toEqual({ 'room.resign': 'Resign' });
  });
});

describe('the page language', () => {
  it('starts in the remembered choice, else the browser’s first offered language, else English', () => {
    expect(initialLanguage(['it', 'fr'])).toBe('fr');
    expect(initialLanguage(['it'])).toBe('en');
    setLanguage('de', true);
    expect(initialLanguage(['fr'])).toBe('de');
  });

  it('tells listeners and sets the document language; ignores unknown languages', () => {
    const seen: string[] = [];
    const off = onLanguageChange((l) => seen.push(l));
    setLanguage('fr');
    setLanguage('xx');
    off();
    setLanguage('de');
    expect(seen).toEqual(['fr']);
    expect(language()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });
});

describe('the pseudo language of the tests', () => {
  afterEach(() => setPseudo(false));

  it('marks every message, leaving its parameters outside the marks', () => {
    setPseudo(true);
    expect(t('common.close')).toBe('⟦Close⟧');
    expect(t('room.toMove', { seat: 'White' })).toBe('⟦⟧White⟦ to move⟧');
    setPseudo(false);
    expect(t('common.close')).toBe('Close');
  });

  it('is asked for by the address or on the device only', () => {
    expect(pseudoRequested('?i18n=pseudo')).toBe(true);
    expect(pseudoRequested('?i18n=de')).toBe(false);
    localStorage.setItem('littletable.i18n', 'pseudo');
    expect(pseudoRequested('')).toBe(true);
  });
});
