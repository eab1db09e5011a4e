// Web Push in the service worker (imported by the generated sw.js: vite.config.ts): shows "your turn" with the
// words the page left in the cache (src/players/turnNotifications.ts), unless a focused window already shows the
// room; a click opens or focuses the room's page.
const TEXTS_CACHE = 'littletable-push';
const TEXTS_URL = '/push-texts.json';
const FALLBACK = { title: 'littletable', body: '{game}: {move}', games: {} };

async function texts() {
  try {
    const cached = await (await caches.open(TEXTS_CACHE)).match(TEXTS_URL);
    return cached ? { ...FALLBACK, ...(await cached.json()) } : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

async function showTurn(data) {
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((w) => w.focused && new URL(w.url).pathname === url)) return;
  const words = await texts();
  const game = words.games[data.game] ?? String(data.game ?? '');
  const body = words.body.replace('{game}', game).replace('{move}', String(data.move ?? ''));
  await self.registration.showNotification(words.title, {
    body,
    tag: `turn-${data.room}`,
    renotify: true,
    icon: '/icons/icon-192.png',
    data: { url },
  });
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  if (data.kind === 'turn') event.waitUntil(showTurn(data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).pathname === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
