// The language a page is shown in, from its route, and where the language switch leads on that page. Rules and
// tutorial pages may name a language in their address (/rules/chess/fr); every other page takes the site's.

import type { Route } from '../router';

/** The language the route's address names, else null. */
export function addressLanguage(route: Route): string | null {
  return route.page === 'rules' || route.page === 'tutorial' ? route.lang : null;
}

/**
 * The address that shows the route in `lang` when its address names a language (the same page in `lang`), else
 * null: the page is drawn again where it is.
 */
export function addressInLanguage(route: Route, lang: string): string | null {
  if (route.page === 'rules' && route.lang) return `/rules/${route.game}/${lang}${globalThis.location?.hash ?? ''}`;
  if (route.page === 'tutorial' && route.lang) return `/tutorials/${route.game}/${lang}${route.lesson ? `/${route.lesson}` : ''}`;
  return null;
}
