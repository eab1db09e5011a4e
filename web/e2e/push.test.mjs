// "Your turn" by Web Push: a player who closed the room's page is sent an encrypted message (RFC 8291) signed for
// the push service (VAPID, RFC 8292). A local push service receives it; npm's http_ece decrypts it as the
// browser would, with the keys the subscription was made with.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer } from 'node:http';
import ece from 'http_ece';
import { createPrivateRoom, move, mySeat, newPlayer, useServerAndBrowser, WAIT } from './helpers.mjs';

const env = useServerAndBrowser(['--push-allow-local']);

/** A push service on 127.0.0.1: answers 201 and keeps each request it receives. */
async function localPushService() {
  const received = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    received,
    /** The n-th request, once it came (undefined after WAIT). */
    async next(n) {
      const deadline = Date.now() + WAIT;
      while (received.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      return received[n - 1];
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

const b64u = (b) => Buffer.from(b).toString('base64url');

/** Verifies the VAPID header's ES256 JWT with the server's public key; returns its claims. */
function vapidClaims(authorization, publicKey) {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  assert.ok(m, authorization);
  assert.equal(m[2], publicKey);
  const [header, claims, signature] = m[1].split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  assert.ok(signed, 'the JWT is signed with the server key');
  assert.deepEqual(JSON.parse(Buffer.from(header, 'base64url')), { typ: 'JWT', alg: 'ES256' });
  return JSON.parse(Buffer.from(claims, 'base64url'));
}

test('a player away from the room gets their turn by push, encrypted for their browser', async () => {
  const service = await localPushService();
  try {
    const { white, black, link } = await twoPlayersInRoomSignedIn(env);
    // Black's browser subscribes: its keys stay here, as a browser keeps them.
    const browserKey = createECDH('prime256v1');
    browserKey.generateKeys();
    const auth = randomBytes(16);
    const subscribed = await black.page.request.post('/api/push/subscriptions', {
      data: {
        endpoint: `${service.origin}/push/black`,
        keys: { p256dh: b64u(browserKey.getPublicKey()), auth: b64u(auth) },
      },
    });
    assert.equal(subscribed.status(), 200, await subscribed.text());

    await black.page.close();
    await white.page.locator('.seat-card[data-seat="1"] .presence.away').waitFor();
    await move(white.page, 'e2', 'e4');

    const push = await service.next(1);
    assert.ok(push, 'the push service received a message');
    assert.equal(push.url, '/push/black');
    assert.equal(push.headers['content-encoding'], 'aes128gcm');
    const { publicKey } = await (await white.page.request.get('/api/push')).json();
    const claims = vapidClaims(push.headers.authorization, publicKey);
    assert.equal(claims.aud, service.origin);
    assert.ok(claims.exp > Date.now() / 1000 && claims.exp <= Date.now() / 1000 + 24 * 3600);

    const plain = ece.decrypt(push.body, { version: 'aes128gcm', privateKey: browserKey, authSecret: auth });
    const room = new URL(link).pathname;
    assert.deepEqual(JSON.parse(plain.toString('utf8')), {
      kind: 'turn',
      room: room.slice(3),
      game: 'chess',
      gameNo: 1,
      ply: 1,
      move: 'e4',
      url: room,
    });
    assert.equal(service.received.length, 1, 'White, who is in the room, was told nothing');
  } finally {
    await service.close();
  }
});

test('the service worker shows a push in the language of the page that turned it on', async () => {
  const { context, page } = await signedInPlayer(env, 'Carla', { locale: 'de-DE' });
  await context.grantPermissions(['notifications']);
  await page.goto('/account');
  const toggle = page.locator('[data-panel="notifications"] input[name="notify"]');
  await page.waitForFunction(() => !document.querySelector('[data-panel="notifications"] input')?.disabled);
  assert.equal(await toggle.isChecked(), false, 'off by default');
  // This Chromium reaches no push service: turning it on fails, says so, and stays off (the box may be unticked
  // again before a check of its state could see it ticked: a plain click).
  await toggle.click();
  await page.locator('[data-panel="notifications"] [role="status"]', { hasText: 'nicht einschalten' }).waitFor();
  assert.equal(await toggle.isChecked(), false);

  // A push delivered to the worker as a push service would (DevTools protocol) is shown in German.
  const cdp = await context.newCDPSession(page);
  const registered = new Promise((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const r = registrations.find((x) => !x.isDeleted);
      if (r) resolve(r.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const payload = {
    kind: 'turn',
    room: 'AbCdEfGhIj',
    game: 'chess',
    gameNo: 1,
    ply: 1,
    move: 'e4',
    url: '/r/AbCdEfGhIj',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(env.server.url).origin,
    registrationId: await registered,
    data: JSON.stringify(payload),
  });
  // Asked until the worker has shown it (waitForFunction would take the predicate's promise itself as its answer).
  const notifications = () =>
    page.evaluate(async () => {
      const list = await (await navigator.serviceWorker.ready).getNotifications();
      return list.map((n) => ({ title: n.title, body: n.body, url: n.data?.url }));
    });
  let shown = [];
  for (const until = Date.now() + WAIT; shown.length === 0 && Date.now() < until;)
    shown = await notifications().then((list) =>
      list.length ? list : new Promise((r) => setTimeout(() => r([]), 100)),
    );
  assert.deepEqual(shown, [{ title: 'Du bist am Zug', body: 'Schach: e4 wurde gespielt.', url: '/r/AbCdEfGhIj' }]);
});

/** A new player at a device of their own (`contextOptions`: its language, ...), signed in with `name`. */
async function signedInPlayer(e, name, contextOptions = {}) {
  const player = await newPlayer(e.browser, e.server.url, contextOptions);
  const res = await player.page.request.post('/api/players', { data: { name } });
  assert.equal(res.status(), 200, await res.text());
  return player;
}

/** Two signed-in players in a private room: White (Anna) made it, Black (Bruno) sat down from its link. */
async function twoPlayersInRoomSignedIn(e) {
  const anna = await signedInPlayer(e, 'Anna');
  const bruno = await signedInPlayer(e, 'Bruno');
  const link = await createPrivateRoom(anna.page);
  await anna.page.goto(link);
  await bruno.page.goto(link);
  assert.equal(await mySeat(anna.page), '0');
  await bruno.page.waitForFunction(() => document.querySelector('.room')?.getAttribute('data-you') === '1');
  return { white: anna, black: bruno, link };
}
