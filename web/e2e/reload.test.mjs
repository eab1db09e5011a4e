// A reload mid-game returns the same seat and position; two tabs of one seat both play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { move, mySeat, pieceAt, twoPlayersInRoom, useServerAndBrowser, waitForMoveCount } from './helpers.mjs';

const env = useServerAndBrowser();

test('reloading the page keeps the seat and the position', async () => {
  const { white, black } = await twoPlayersInRoom(env);

  await move(white.page, 'e2', 'e4');
  await waitForMoveCount(black.page, 1);
  await move(black.page, 'c7', 'c5');
  await waitForMoveCount(white.page, 2);

  for (const p of [white.page, black.page]) {
    await p.reload();
    await p.waitForSelector('.room[data-v]');
    assert.deepEqual(await waitForMoveCount(p, 2), ['e4', 'c5']);
    assert.deepEqual(await pieceAt(p, 'e4'), { kind: 'P', owner: 0 });
    assert.deepEqual(await pieceAt(p, 'c5'), { kind: 'P', owner: 1 });
  }
  assert.equal(await mySeat(white.page), '0');
  assert.equal(await mySeat(black.page), '1');
  // And the game goes on from there.
  await move(white.page, 'g1', 'f3');
  assert.deepEqual(await waitForMoveCount(black.page, 3), ['e4', 'c5', 'Nf3']);
  assert.deepEqual([...white.errors, ...black.errors], []);
});

test('two tabs of the same seat both play, each move with its own ack id', async () => {
  const { white, black, link } = await twoPlayersInRoom(env);
  // A second tab of White's seat, opened before White's first move (both tabs start from the same stored ids).
  const tab = await white.context.newPage();
  await tab.goto(link);
  assert.equal(await mySeat(tab), '0');

  await move(white.page, 'e2', 'e4');
  await waitForMoveCount(black.page, 1);
  await move(black.page, 'e7', 'e5');
  await waitForMoveCount(tab, 2);
  await move(tab, 'g1', 'f3');
  for (const p of [tab, white.page, black.page]) assert.deepEqual(await waitForMoveCount(p, 3), ['e4', 'e5', 'Nf3']);
  await tab.locator('.turn-status', { hasText: 'Black to move' }).waitFor();
  assert.deepEqual([...white.errors, ...black.errors], []);
});
