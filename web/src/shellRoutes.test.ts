import { describe, expect, it } from 'vitest';
import { parseRoute } from './router';
import { isAppShellPath } from './shellRoutes';

describe('the navigations the service worker answers from its cache', () => {
  it('include every client route, with or without a query', () => {
    for (const path of [
      '/',
      '/?game=metamate',
      '/play/chess',
      '/play/fourplayer?level=2&seat=1&option-setup=classic',
      '/r/AbC-12_x',
      '/rules',
      '/rules/chess',
      '/rules/metamate/fr',
      '/tutorials/metamate/en/3',
      '/tutorials/metamate?lang=de',
    ]) {
      const [pathname = '', search = ''] = path.split(/(?=\?)/);
      expect(parseRoute(pathname, search).page, path).not.toBe('notFound');
      expect(isAppShellPath(path), path).toBe(true);
    }
  });

  it('leave the API, the WebSockets and files to the network', () => {
    for (const path of [
      '/api',
      '/api/games',
      '/api/position?game=chess&fen=x',
      '/api?x',
      '/ws/AbC',
      '/ws',
      '/sw.js',
      '/manifest.webmanifest',
      '/assets/index-CqW393Ut.js',
      '/icons/icon-192.png',
      '/index.html?x=1',
    ])
      expect(isAppShellPath(path), path).toBe(false);
  });

  it('do not mistake a dot in the query for a file', () => {
    expect(isAppShellPath('/play/chess?fen=8/8/8/8/8/8/8/K6k.w')).toBe(true);
    expect(isAppShellPath('/rules/chess?v=1.2')).toBe(true);
  });
});
