import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { localizeChrome } from '../chrome';
import { setLanguage } from '../i18n/i18n';
import { mountAccountLink } from './accountLink';

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

/** index.html's top bar in this document, the server answering /api/me with `player`. */
function topbar(player: { name: string; password: boolean } | null): HTMLAnchorElement {
  document.body.innerHTML = new DOMParser().parseFromString(indexHtml, 'text/html').body.innerHTML;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ player }), { status: 200 })),
  );
  return document.querySelector<HTMLAnchorElement>('.topbar a.account-link')!;
}

describe('mountAccountLink', () => {
  it("writes Sign in in the top bar's language when the server answers, not the site's", async () => {
    setLanguage('de');
    const link = topbar(null);
    // A rules page in English on a German site: the top bar is English.
    localizeChrome('en');
    mountAccountLink(link);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(link.textContent).toBe('Sign in');
    expect(link.title).toBe('Take a name or sign in');
    localizeChrome('fr');
    expect(link.textContent).toBe('Se connecter');
  });

  it("shows a signed-in player's name, its title in the top bar's language", async () => {
    setLanguage('en');
    const link = topbar({ name: 'Anna', password: false });
    localizeChrome('de');
    mountAccountLink(link);
    await vi.waitFor(() => expect(link.textContent).toBe('Anna'));
    expect(link.title).toBe('Angemeldet als Anna');
    localizeChrome('fr');
    expect(link.textContent).toBe('Anna');
    expect(link.title).toBe('Connecté en tant que Anna');
  });
});
