// The frame around every page (index.html's skip link and top bar) in the page's language, and the top bar's
// language switch. A rules page in another language than the site's calls `localizeChrome` with its language.

import { h } from './dom';
import { LANGUAGES, language, t } from './i18n/i18n';
import { LANGUAGE_NAMES } from './lang';

interface ChromeText {
  skip: string;
  nav: string;
  play: string;
  rules: string;
  /** The account link while nobody is signed in. */
  signIn: string;
}

/** The frame's texts in `lang` (English for a language without texts). */
export function chromeText(lang: string): ChromeText {
  return {
    skip: t('chrome.skip', {}, lang),
    nav: t('chrome.nav', {}, lang),
    play: t('chrome.play', {}, lang),
    rules: t('chrome.rules', {}, lang),
    signIn: t('chrome.signIn', {}, lang),
  };
}

/**
 * Writes the frame's texts in `lang` (English for a language without texts). Links are found by their path. The
 * top bar keeps `lang` (data-lang) for the parts written later, such as the account link once the server says who
 * is signed in.
 */
export function localizeChrome(lang: string, doc: Document = document): void {
  const text = chromeText(lang);
  doc.querySelector<HTMLElement>('.topbar')?.setAttribute('data-lang', lang);
  const skip = doc.querySelector('.skip-link');
  if (skip) skip.textContent = text.skip;
  const nav = doc.querySelector('.topbar nav');
  nav?.setAttribute('aria-label', text.nav);
  for (const a of nav?.querySelectorAll<HTMLAnchorElement>('a') ?? []) {
    const path = new URL(a.getAttribute('href') ?? '', 'http://x').pathname;
    if (path === '/') a.textContent = text.play;
    else if (path.startsWith('/rules')) a.textContent = text.rules;
    else if (path === '/account')
      accountLinkText(a, a.classList.contains('signed-in') ? (a.textContent ?? '') : null, lang);
  }
  const menu = doc.querySelector<HTMLSelectElement>('.topbar select.lang-menu');
  menu?.setAttribute('aria-label', t('chrome.language', {}, lang));
}

/** The language the top bar is written in: the one `localizeChrome` last wrote, else the page's. */
export function chromeLanguage(doc: Document = document): string {
  return doc.querySelector<HTMLElement>('.topbar')?.dataset.lang || language();
}

/** The account link in `lang`: "Sign in" while nobody is signed in (`name` null), else the player's name. */
export function accountLinkText(
  a: HTMLAnchorElement,
  name: string | null,
  lang: string = chromeLanguage(a.ownerDocument),
): void {
  a.textContent = name ?? t('chrome.signIn', {}, lang);
  a.title = name === null ? t('chrome.takeName', {}, lang) : t('chrome.signedInAs', { name }, lang);
  a.classList.toggle('signed-in', name !== null);
}

/**
 * The top bar's language switch: the site's languages, each named in itself, the page's one selected;
 * `choose` is called with the language picked.
 */
export function languageMenu(choose: (lang: string) => void): HTMLSelectElement {
  const select = h(
    'select',
    { class: 'lang-menu', 'aria-label': t('chrome.language') },
    LANGUAGES.map((l) => h('option', { value: l, lang: l, selected: l === language() }, LANGUAGE_NAMES[l] ?? l)),
  );
  select.addEventListener('change', () => choose(select.value));
  return select;
}

/** Shows the page's language as the one selected in the switch. */
export function syncLanguageMenu(doc: Document = document): void {
  const menu = doc.querySelector<HTMLSelectElement>('.topbar select.lang-menu');
  if (menu) menu.value = language();
}
