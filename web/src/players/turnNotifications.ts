// "Tell me on this device when it is my turn" (docs/using.md): a Web Push subscription of this browser, made with
// the server's VAPID key and given to the server for the signed-in player; off until the player turns it on. The
// service worker (public/push-sw.js) shows the notification in the language the page had when it was turned on:
// the page leaves the words, game names included, in a cache the worker reads.

import { ApiError, listGames, request } from '../api';
import { h } from '../dom';
import { errorText } from '../i18n/errors';
import { gameTitle } from '../i18n/gameTexts';
import { t } from '../i18n/i18n';

/** Where the page leaves the notification's words for the service worker (public/push-sw.js reads them). */
export const PUSH_TEXTS_CACHE = 'littletable-push';
export const PUSH_TEXTS_URL = '/push-texts.json';

/** The words of a notification: a title, a body with {game} and {move}, and the games' names. */
export interface PushTexts {
  title: string;
  body: string;
  games: Record<string, string>;
}

/** The words in the page's language now. */
export async function pushTexts(): Promise<PushTexts> {
  const games: Record<string, string> = {};
  for (const g of await listGames()) games[g.name] = gameTitle(g.name, g.title);
  return { title: t('notify.yourTurn'), body: t('notify.played'), games };
}

async function saveTexts(): Promise<void> {
  const cache = await caches.open(PUSH_TEXTS_CACHE);
  await cache.put(PUSH_TEXTS_URL, new Response(JSON.stringify(await pushTexts())));
}

/**
 * This browser's service worker once it runs, when it can receive pushes; null otherwise. Production builds only
 * register one (src/serviceWorker.ts).
 */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!import.meta.env.PROD) return null;
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return null;
  return navigator.serviceWorker.ready;
}

async function turnOn(reg: ServiceWorkerRegistration): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new ApiError(0, 'DENIED', t('notify.denied'));
  const { publicKey } = await request<{ publicKey: string }>('/api/push');
  await saveTexts();
  const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  await request('/api/push/subscriptions', { method: 'POST', body: JSON.stringify(sub.toJSON()) });
}

async function turnOff(reg: ServiceWorkerRegistration): Promise<void> {
  const sub = await reg.pushManager.getSubscription();
  if (!sub) return;
  await request('/api/push/subscriptions', { method: 'DELETE', body: JSON.stringify({ endpoint: sub.endpoint }) });
  await sub.unsubscribe();
}

/** The account page's panel: the switch for this device, and why it cannot be on when it cannot. */
export function turnNotificationsPanel(): HTMLElement {
  const status = h('p', { class: 'muted', role: 'status' });
  const input = h('input', { type: 'checkbox', name: 'notify', disabled: true });
  const panel = h(
    'section',
    { class: 'panel', 'data-panel': 'notifications', 'aria-labelledby': 'notify-h' },
    h('h2', { id: 'notify-h' }, t('notify.title')),
    h('p', { class: 'muted' }, t('notify.lead')),
    h('label', { class: 'check' }, input, ' ', t('notify.toggle')),
    status,
  );
  void (async () => {
    const reg = await registration();
    if (!reg) {
      status.textContent = t('notify.unsupported');
      return;
    }
    const on = (await reg.pushManager.getSubscription()) !== null && Notification.permission === 'granted';
    input.checked = on;
    input.disabled = false;
    status.textContent = on ? t('notify.on') : t('notify.off');
    if (on) void saveTexts().catch(() => undefined); // the page's language may have changed since
    input.addEventListener('change', () => {
      input.disabled = true;
      (input.checked ? turnOn(reg) : turnOff(reg))
        .then(() => (status.textContent = input.checked ? t('notify.on') : t('notify.off')))
        .catch((e: unknown) => {
          input.checked = !input.checked;
          status.textContent =
            e instanceof ApiError && e.code === 'DENIED'
              ? t('notify.denied')
              : t('notify.failed', { why: e instanceof ApiError ? errorText(e.code, e.message) : String(e) });
        })
        .finally(() => (input.disabled = false));
    });
  })();
  return panel;
}
