import { describe, expect, it } from 'vitest';
import { parseRoute } from './router';

describe('parseRoute', () => {
  it.each([
    ['/', { page: 'home' }],
    ['', { page: 'home' }],
    ['/r/AbC_12-x', { page: 'room', id: 'AbC_12-x' }],
    ['/r/abc/', { page: 'room', id: 'abc' }],
    ['/rules/chess', { page: 'rules', game: 'chess', lang: null }],
    ['/rules/chess/de', { page: 'rules', game: 'chess', lang: 'de' }],
    ['/rules/metamate/fr', { page: 'rules', game: 'metamate', lang: 'fr' }],
    ['/tutorials/metamate', { page: 'tutorial', game: 'metamate', lang: null, lesson: null }],
    ['/tutorials/metamate/3', { page: 'tutorial', game: 'metamate', lang: null, lesson: 3 }],
    ['/tutorials/metamate/fr/5', { page: 'tutorial', game: 'metamate', lang: 'fr', lesson: 5 }],
    ['/tutorials/metamate/fr/0', { page: 'notFound', path: '/tutorials/metamate/fr/0' }],
    ['/rules/chess/deutsch', { page: 'notFound', path: '/rules/chess/deutsch' }],
    ['/r/', { page: 'notFound', path: '/r' }],
    ['/r/a b', { page: 'notFound', path: '/r/a b' }],
    ['/elsewhere', { page: 'notFound', path: '/elsewhere' }],
  ])('%s', (path, route) => {
    expect(parseRoute(path)).toEqual(route);
  });

  it('reads the language from the query', () => {
    expect(parseRoute('/rules/chess', '?lang=en')).toEqual({ page: 'rules', game: 'chess', lang: 'en' });
    expect(parseRoute('/rules/chess', '?lang=english')).toEqual({ page: 'rules', game: 'chess', lang: null });
    expect(parseRoute('/tutorials/metamate/2', '?lang=de')).toEqual({ page: 'tutorial', game: 'metamate', lang: 'de', lesson: 2 });
  });
});
