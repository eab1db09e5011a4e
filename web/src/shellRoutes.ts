// Which navigations the service worker (vite.config.ts, Workbox's navigateFallback) answers with the cached
// index.html: the client's routes (router.ts) are, as the server's static_files.cpp answers index.html for any path
// whose last segment has no dot. The server's own paths are not: /api and /ws always go to the network, and so do
// paths of files (a dot in the last segment), which the server answers itself or refuses.

/** Paths (with their query) that a navigation must fetch from the network, never from the cached index.html. */
export const NOT_THE_APP_SHELL: RegExp[] = [/^\/api(\/|\?|$)/, /^\/ws(\/|\?|$)/, /^[^?]*\/[^/?]*\.[^/?]*(\?|$)/];

/** Whether the service worker answers a navigation to `pathAndQuery` with the cached index.html. */
export function isAppShellPath(pathAndQuery: string): boolean {
  return !NOT_THE_APP_SHELL.some((re) => re.test(pathAndQuery));
}
