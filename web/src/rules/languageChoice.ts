// A language picked on a rules page becomes the site's language, kept on this device: the site then shows every
// page in it. The pages' own switches are links (to the page in that language) or, on a page whose address names no
// language, buttons.

import { h } from '../dom';
import { LANGUAGES, setLanguage } from '../i18n/i18n';
import { LANGUAGE_NAMES } from '../lang';

/**
 * Makes the language links inside `el` (a[hreflang] of a `.lang-switch`) set the site's language when followed.
 * The language is set after the router has followed the link, so the page is drawn once, in the new language.
 */
export function rememberLanguageLinks(el: HTMLElement): void {
  el.addEventListener('click', (e) => {
    const a = (e.target as Element | null)?.closest?.('.lang-switch a[hreflang]');
    const lang = a?.getAttribute('hreflang');
    if (!lang || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    setTimeout(() => setLanguage(lang, true), 0);
  });
}

/** A switch between the site's languages as buttons, `current` shown as chosen; `choose` gets the language picked. */
export function languageButtons(current: string, label: string, choose: (lang: string) => void): HTMLElement {
  return h(
    'nav',
    { class: 'lang-switch', 'aria-label': label },
    [...LANGUAGES]
      .sort()
      .map((l) =>
        l === current
          ? h('span', { class: 'current', 'aria-current': 'true', lang: l }, LANGUAGE_NAMES[l] ?? l)
          : h('button', { type: 'button', lang: l, onclick: () => choose(l) }, LANGUAGE_NAMES[l] ?? l),
      ),
  );
}
