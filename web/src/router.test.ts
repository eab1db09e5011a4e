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
    ['/r/', { page: 'notFound', path: '/r' }],
    ['/r/a b', { page: 'notFound', path: '/r/a b' }],
    ['/elsewhere', { page: 'notFound', path: '/elsewhere' }],
  ])('%s', (path, route) => {
    expect(parseRoute(path)).toEqual(route);
  });

  it('reads the language from the query', () => {
    expect(parseRoute('/rules/chess', '?lang=en')).toEqual({ page: 'rules', game: 'chess', lang: 'en' });
    expect(parseRoute('/rules/chess', '?lang=xx')).toEqual({ page: 'rules', game: 'chess', lang: null });
  });
});
