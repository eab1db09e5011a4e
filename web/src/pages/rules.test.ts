import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { rulesPage } from './rules';

describe('rulesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes the page frame in the language of the rules document', () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    document.body.innerHTML = new DOMParser().parseFromString(indexHtml, 'text/html').body.innerHTML;
    const main = document.getElementById('main') as HTMLElement;
    rulesPage(main, 'chess', 'de');
    expect(document.documentElement.lang).toBe('de');
    expect(main.querySelector('h1')?.textContent).toBe('Schach');
    expect([...document.querySelectorAll('.topbar nav a')].map((a) => a.textContent)).toEqual(['Spielen', 'Regeln']);
    rulesPage(main, 'chess', 'en');
    expect([...document.querySelectorAll('.topbar nav a')].map((a) => a.textContent)).toEqual(['Play', 'Rules']);
  });
});
