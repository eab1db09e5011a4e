import { describe, expect, it } from 'vitest';
import { parseRoute, playHref } from './router';
import { playPath } from './local/setup';

describe('parseRoute', () => {
  it.each([
    ['/', { page: 'home', game: null }],
    ['', { page: 'home', game: null }],
    ['/r/AbC_12-x', { page: 'room', id: 'AbC_12-x' }],
    ['/r/abc/', { page: 'room', id: 'abc' }],
    ['/account', { page: 'account' }],
    ['/account/', { page: 'account' }],
    ['/account/x', { page: 'notFound', path: '/account/x' }],
    ['/players/Anna_1', { page: 'player', name: 'Anna_1' }],
    ['/players/an', { page: 'notFound', path: '/players/an' }],
    ['/leaderboard/chess', { page: 'leaderboard', game: 'chess' }],
    ['/games/AbC123xyz0/2', { page: 'replay', room: 'AbC123xyz0', gameNo: 2 }],
    ['/games/AbC123xyz0/0', { page: 'notFound', path: '/games/AbC123xyz0/0' }],
    ['/rules', { page: 'rules', game: null, lang: null }],
    ['/rules/', { page: 'rules', game: null, lang: null }],
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

  it('reads the game the home page selects from the query, and makes that address', () => {
    expect(parseRoute('/', '?game=metamate')).toEqual({ page: 'home', game: 'metamate' });
    expect(parseRoute('/', '?game=Meta%20mate')).toEqual({ page: 'home', game: null });
    expect(playHref('metamate')).toBe('/?game=metamate');
    const url = new URL(playHref('four-player'), 'http://x');
    expect(parseRoute(url.pathname, url.search)).toEqual({ page: 'home', game: 'four-player' });
  });

  it('reads a game against the computer: a new one from the query, else the saved one', () => {
    expect(parseRoute('/play/chess')).toEqual({ page: 'play', game: 'chess', setup: null });
    expect(parseRoute('/play/martian4/', '?level=1&seat=2&option-clock=on')).toEqual({
      page: 'play',
      game: 'martian4',
      setup: { game: 'martian4', level: 1, seat: 2, options: { clock: 'on' } },
    });
    // Out of range: the defaults (level 3, the first seat).
    expect(parseRoute('/play/chess', '?level=9&seat=-1')).toEqual({
      page: 'play',
      game: 'chess',
      setup: { game: 'chess', level: 3, seat: 0, options: {} },
    });
    expect(parseRoute('/play/Chess')).toEqual({ page: 'notFound', path: '/play/Chess' });
    // The home page's form makes the address back from a setup.
    const setup = { game: 'martian', level: 8, seat: 1, options: { first: 'n', moveLimit: '60' } };
    const url = new URL(playPath(setup), 'http://x');
    expect(parseRoute(url.pathname, url.search)).toEqual({ page: 'play', game: 'martian', setup });
  });

  it('reads the language from the query', () => {
    expect(parseRoute('/rules/chess', '?lang=en')).toEqual({ page: 'rules', game: 'chess', lang: 'en' });
    expect(parseRoute('/rules/chess', '?lang=english')).toEqual({ page: 'rules', game: 'chess', lang: null });
    expect(parseRoute('/tutorials/metamate/2', '?lang=de')).toEqual({
      page: 'tutorial',
      game: 'metamate',
      lang: 'de',
      lesson: 2,
    });
  });
});
