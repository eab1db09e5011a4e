// Where the language switch leads on a page. Rules and tutorial pages may name a language in their address
// (/rules/chess/fr): the switch leads to the same page in the new language; every other page is drawn again.

import type { Route } from '../router';

/**
 * The address that shows the route in `lang` when its address names a language (the same page in `lang`), else
 * null: the page is drawn again where it is.
 */
export function addressInLanguage(route: Route, lang: string): string | null {
  if (route.page === 'rules' && route.lang) return `/rules/${route.game}/${lang}${globalThis.location?.hash ?? ''}`;
  if (route.page === 'tutorial' && route.lang)
    return `/tutorials/${route.game}/${lang}${route.lesson ? `/${route.lesson}` : ''}`;
  return null;
}
