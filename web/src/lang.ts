// Which language a page is shown in, for pages offered in several languages (rules, tutorials): the one asked
// for (the address), else the first the browser prefers, else English, else any.

import { h } from './dom';

/** The browser's preferred languages as primary subtags, most preferred first ("de-CH" → "de"). */
export function browserLanguages(
  nav: Pick<Navigator, 'languages' | 'language'> | undefined = globalThis.navigator,
): string[] {
  const list = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  return list.map((l) => l.toLowerCase().split('-')[0] ?? '').filter((l) => l !== '');
}

/** Picks from `offered`: `wanted` if offered, else the first offered of `preferred`, else "en", else the first. */
export function pickLanguage(
  offered: readonly string[],
  wanted: string | null,
  preferred: readonly string[] = browserLanguages(),
): string | null {
  if (wanted && offered.includes(wanted)) return wanted;
  return preferred.find((l) => offered.includes(l)) ?? (offered.includes('en') ? 'en' : (offered[0] ?? null));
}

/** Names of the languages in themselves, for a language switch. */
export const LANGUAGE_NAMES: Record<string, string> = { de: 'Deutsch', en: 'English', fr: 'Français' };

/** A switch between the `langs` of a page: the current one as text, the others as links to `hrefOf(lang)`. */
export function languageSwitch(
  langs: readonly string[],
  current: string,
  hrefOf: (lang: string) => string,
  label: string,
): HTMLElement {
  return h(
    'nav',
    { class: 'lang-switch', 'aria-label': label },
    [...langs]
      .sort()
      .map((l) =>
        l === current
          ? h('span', { class: 'current', 'aria-current': 'page', lang: l }, LANGUAGE_NAMES[l] ?? l)
          : h('a', { href: hrefOf(l), 'data-link': true, lang: l, hreflang: l }, LANGUAGE_NAMES[l] ?? l),
      ),
  );
}
