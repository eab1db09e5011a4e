// The server is killed and restarted mid-game with the same data file: both pages reconnect and the game goes
// on with no move lost.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { move, mySeat, startServer, twoPlayersInRoom, useServerAndBrowser, waitForMoveCount } from './helpers.mjs';

const env = useServerAndBrowser();

test('a killed and restarted server loses no move', async () => {
  const { white, black } = await twoPlayersInRoom(env);

  await move(white.page, 'd2', 'd4');
  await waitForMoveCount(black.page, 1);
  await move(black.page, 'd7', 'd5');
  await waitForMoveCount(white.page, 2);
  await move(white.page, 'c2', 'c4');
  await waitForMoveCount(black.page, 3);

  const port = env.server.port;
  await env.server.kill();
  for (const p of [white.page, black.page]) await p.locator('.conn-banner', { hasText: 'Connection lost' }).waitFor();

  env.server = await startServer({ dir: env.dir, port });
  for (const p of [white.page, black.page]) {
    await p.locator('.conn-banner').waitFor({ state: 'hidden' });
    assert.deepEqual(await waitForMoveCount(p, 3), ['d4', 'd5', 'c4']);
  }
  assert.equal(await mySeat(white.page), '0');
  assert.equal(await mySeat(black.page), '1');

  await move(black.page, 'e7', 'e6');
  assert.deepEqual(await waitForMoveCount(white.page, 4), ['d4', 'd5', 'c4', 'e6']);
  await move(white.page, 'b1', 'c3');
  assert.deepEqual(await waitForMoveCount(black.page, 5), ['d4', 'd5', 'c4', 'e6', 'Nc3']);
  assert.deepEqual([...white.errors, ...black.errors], []);
});
