// Client-side routes. The server answers index.html for all of them (docs/protocol.md, "HTTP").

import { setupFromQuery, type LocalSetup } from './local/setup';

export type Route =
  | { page: 'home'; game: string | null }
  | { page: 'room'; id: string }
  /** A game against the computer in this browser: `setup` starts a new one, null resumes the saved one. */
  | { page: 'play'; game: string; setup: LocalSetup | null }
  /** A game's rules; `game` null: the list of every game's rules, in the site's language. */
  | { page: 'rules'; game: string | null; lang: string | null }
  | { page: 'tutorial'; game: string; lang: string | null; lesson: number | null }
  /** Take a name, sign in, the signed-in player's settings. */
  | { page: 'account' }
  /** A player's ratings and finished games. */
  | { page: 'player'; name: string }
  | { page: 'leaderboard'; game: string }
  /** A finished game of a room, replayed and exported. */
  | { page: 'replay'; room: string; gameNo: number }
  | { page: 'notFound'; path: string };

export function parseRoute(pathname: string, search = ''): Route {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { page: 'home', game: queryGame(search) };
  if (path === '/account') return { page: 'account' };
  let p = /^\/players\/([A-Za-z][A-Za-z0-9_-]{2,19})$/.exec(path);
  if (p?.[1]) return { page: 'player', name: p[1] };
  p = /^\/games\/([A-Za-z0-9]{1,64})\/([1-9][0-9]{0,5})$/.exec(path);
  if (p?.[1] && p[2]) return { page: 'replay', room: p[1], gameNo: Number(p[2]) };
  p = /^\/leaderboard\/([a-z0-9-]{1,32})$/.exec(path);
  if (p?.[1]) return { page: 'leaderboard', game: p[1] };
  let m = /^\/r\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (m?.[1]) return { page: 'room', id: m[1] };
  m = /^\/play\/([a-z0-9-]{1,32})$/.exec(path);
  if (m?.[1]) return { page: 'play', game: m[1], setup: setupFromQuery(m[1], search) };
  if (path === '/rules') return { page: 'rules', game: null, lang: null };
  m = /^\/rules\/([a-z0-9-]{1,32})(?:\/([a-z]{2}))?$/.exec(path);
  if (m?.[1]) return { page: 'rules', game: m[1], lang: m[2] ?? queryLanguage(search) };
  m = /^\/tutorials\/([a-z0-9-]{1,32})(?:\/([a-z]{2}))?(?:\/([1-9][0-9]{0,2}))?$/.exec(path);
  if (m?.[1])
    return { page: 'tutorial', game: m[1], lang: m[2] ?? queryLanguage(search), lesson: m[3] ? Number(m[3]) : null };
  return { page: 'notFound', path };
}

/** A `?game=NAME` of the address (the game the home page selects, as the rules pages' "Play now" links say), else null. */
function queryGame(search: string): string | null {
  const game = new URLSearchParams(search).get('game');
  return game && /^[a-z0-9-]{1,32}$/.test(game) ? game : null;
}

/** A `?lang=xx` of the address (a language code of two letters), else null. */
function queryLanguage(search: string): string | null {
  const lang = new URLSearchParams(search).get('lang');
  return lang && /^[a-z]{2}$/.test(lang) ? lang : null;
}

/** The home page with `game` selected: where a rules page's or a tutorial's "play" button leads. */
export function playHref(game: string): string {
  return `/?game=${encodeURIComponent(game)}`;
}

type Handler = (route: Route) => void | (() => void);

/** Intercepts same-origin links marked `data-link` (and any link inside `main`) and renders without a reload. */
export class Router {
  private cleanup: (() => void) | null = null;

  constructor(private readonly handler: Handler) {
    window.addEventListener('popstate', () => this.render());
    document.addEventListener('click', (e) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a');
      if (!a || a.target || a.hasAttribute('download') || !a.hasAttribute('data-link')) return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      e.preventDefault();
      this.go(url.pathname + url.search + url.hash);
    });
  }

  go(path: string, replace = false): void {
    if (replace) history.replaceState(null, '', path);
    else history.pushState(null, '', path);
    this.render();
  }

  render(): void {
    this.cleanup?.();
    this.cleanup = null;
    const r = this.handler(parseRoute(window.location.pathname, window.location.search));
    if (typeof r === 'function') this.cleanup = r;
  }
}
