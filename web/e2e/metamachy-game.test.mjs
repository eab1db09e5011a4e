// Metamachy against the computer in Chromium, by clicks: from the home page as Black (the computer in the browser), the 12x12 board and Black's
// choice of the chief arrangement before White's first move (the default offered first); then a game from a setup
// position near the end where the player, Black again, picks another arrangement, the computer answers, and a Pawn
// promotes, offered exactly Queen, Lion and Eagle; the rules page in German and English. Expected squares and pieces
// come from docs/rules/metamachy.md ("Board and setup", "Pieces": promotion).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  clickSquare,
  creatorInApiRoom,
  mySeat,
  newPlayer,
  pieceAt,
  useServerAndBrowser,
  WAIT,
  waitForMoveCount,
} from './helpers.mjs';

const env = useServerAndBrowser();

/** Opens the arrangement chooser from the setup banner and returns the dialog. */
async function openArrangements(page) {
  await page.locator('.setup-banner button[data-action="arrange"]').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  assert.equal(await dialog.locator('h2').textContent(), 'Setup: choose the arrangement');
  return dialog;
}

/**
 * The pieces on the four chief squares of a side, as "kind@square". A chief the computer has just moved away (its
 * square one end of the last move and empty) is looked for at the last move's other end.
 */
async function chiefs(page, squares) {
  const last = await page
    .locator('svg.board rect.last-move')
    .evaluateAll((rs) => rs.map((r) => r.getAttribute('data-sq')));
  const out = [];
  for (const sq of squares) {
    let piece = await pieceAt(page, sq);
    if (!piece && last.includes(sq))
      piece = await pieceAt(
        page,
        last.find((x) => x !== sq),
      );
    out.push(`${piece?.kind}@${sq}`);
  }
  return out;
}

test('from the home page as Black: the 12x12 board, and the default arrangement chosen before White moves', async () => {
  const black = await newPlayer(env.browser, env.server.url);
  const { page } = black;
  await page.goto('/');
  await page.locator('.game-card[data-game="metamachy"]').click();
  const form = page.locator('form[data-form="computer"]');
  await form.getByText('1', { exact: true }).first().click(); // level 1
  await form.getByText('Black', { exact: true }).click();
  await form.locator('button[type="submit"]').click();
  // The computer plays in the browser (pages/play.ts).
  await page.waitForURL(/\/play\/metamachy$/);
  assert.equal(await mySeat(page), '1');

  // 144 squares a1..l12, turned for Black; coordinates up to file l and rank 12; 60 pieces, the fairy ones drawn.
  const board = page.locator('svg.board');
  assert.equal(await board.getAttribute('data-turns'), '2');
  assert.equal(await page.locator('svg.board rect.sq').count(), 144);
  const coords = await page.locator('svg.board text.coord').allTextContents();
  for (const c of ['a', 'l', '1', '10', '12']) assert.ok(coords.includes(c), `coordinate ${c}`);
  assert.equal(await page.locator('svg.board g.piece').count(), 60);
  assert.deepEqual(await pieceAt(page, 'a1'), { kind: 'C', owner: 0 });
  assert.deepEqual(await pieceAt(page, 'b12'), { kind: 'M', owner: 1 });
  assert.deepEqual(await pieceAt(page, 'e11'), { kind: 'I', owner: 1 });
  assert.deepEqual(await pieceAt(page, 'l2'), { kind: 'E', owner: 0 });
  assert.equal(await page.locator('svg.board g.piece text').count(), 0, 'no piece falls back to a letter disc');

  // Black chooses first: the banner names the chief squares, the chooser shows 24 arrangements, the default first.
  const banner = page.locator('.setup-banner');
  await banner.waitFor();
  assert.match(await banner.textContent(), /Setup: choose how your pieces on f12, g12, f11 and g11 are arranged/);
  const dialog = await openArrangements(page);
  const answers = dialog.locator('button.arrangement-choice');
  assert.equal(await answers.count(), 24);
  assert.equal(await answers.first().getAttribute('data-u'), 'qkla@f12');
  assert.equal(
    await answers.first().getAttribute('aria-label'),
    'Queen f12 · King g12 · Lion f11 · Eagle g11 (default)',
  );
  assert.equal(await dialog.locator('.suggested-mark').count(), 1);
  await answers.first().click();

  // The default: Queen f, King g, Lion f, Eagle g on both sides; then the computer makes White's first move.
  const moves = await waitForMoveCount(page, 2);
  assert.equal(moves[0], 'QKLA@f12'); // the engine's display text: the chiefs as SAN writes pieces
  assert.equal(await page.locator('.move-list .move-no').first().textContent(), 'Setup');
  assert.deepEqual(await chiefs(page, ['f12', 'g12', 'f11', 'g11']), ['Q@f12', 'K@g12', 'L@f11', 'A@g11']);
  assert.deepEqual(await chiefs(page, ['f1', 'g1', 'f2', 'g2']), ['Q@f1', 'K@g1', 'L@f2', 'A@g2']);
  assert.equal(await banner.isHidden(), true);
  await page.waitForSelector('svg.board.movable');
  assert.deepEqual(black.errors, []);
  await black.context.close();
});

test('a game from a setup position: Black arranges its chiefs, the computer moves, and a Pawn promotes to an Eagle', async () => {
  // The setup phase with the default chiefs in place (Black to choose); Black's Pawn b2 one step from promotion.
  // White's Camel c1 and Bishop d1 close rank 1, its Pawn d2 rank 2: no White piece reaches b1 or b2.
  const black = await creatorInApiRoom(env, {
    game: 'metamachy',
    fen: 'cm3qk3mc/ernbilaibnre/p1pppppppppp/12/12/12/12/12/12/12/1p1P1LA5/2MB1QK5 b Kk - 0 1 setup',
    seats: [{ kind: 'cpu', level: 1 }, { kind: 'human' }],
    creatorSeat: 1,
    settings: { rotateStart: false },
  });
  const { page } = black;
  assert.equal(await mySeat(page), '1');

  // King f12, Queen g12, Eagle f11, Lion g11; White's chiefs follow on f1 g1 f2 g2.
  const dialog = await openArrangements(page);
  await dialog.locator('button[data-u="kqal@f12"]').click();
  await waitForMoveCount(page, 2);
  assert.deepEqual(await chiefs(page, ['f12', 'g12', 'f11', 'g11']), ['K@f12', 'Q@g12', 'A@f11', 'L@g11']);
  assert.deepEqual(await chiefs(page, ['f1', 'g1', 'f2', 'g2']), ['K@f1', 'Q@g1', 'A@f2', 'L@g2']);

  // b2-b1: the chooser offers exactly the three pieces of the rules, in Black's colours; the Eagle is picked.
  await page.waitForSelector('svg.board.movable');
  await clickSquare(page, 'b2');
  await clickSquare(page, 'b1');
  const promotion = page.getByRole('dialog');
  await promotion.waitFor();
  const names = await promotion
    .locator('button.choice')
    .evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
  assert.deepEqual(names, ['Queen', 'Lion', 'Eagle']);
  assert.deepEqual(
    await promotion
      .locator('button.choice g.piece')
      .evaluateAll((gs) => gs.map((g) => `${g.dataset.kind}${g.dataset.owner}`)),
    ['Q1', 'L1', 'A1'],
  );
  await promotion.getByRole('button', { name: 'Eagle' }).click();
  const moves = await waitForMoveCount(page, 4);
  assert.match(moves[2], /^b1=A/);
  // The Eagle stands on b1, unless the computer's reply has just taken it there.
  if (!/xb1/.test(moves[3])) assert.deepEqual(await pieceAt(page, 'b1'), { kind: 'A', owner: 1 });
  assert.equal(await page.locator('svg.board g.piece[data-sq="b2"]').count(), 0);
  assert.deepEqual(black.errors, []);
  await black.context.close();
});

test('the Metamachy rules page renders a diagram for each piece in German and English', async () => {
  const { page, context, errors } = await newPlayer(env.browser, env.server.url);
  for (const [lang, heading] of [
    ['de', 'Kanone'],
    ['en', 'Cannon'],
  ]) {
    await page.goto(`/rules/metamachy/${lang}`);
    await page.locator(`article.rules[lang="${lang}"]`).waitFor();
    assert.equal(await page.locator('#cannon h2').textContent(), heading);
    const figures = await page.locator('figure.diagram').count();
    assert.equal(figures, 11);
    await page.waitForFunction((n) => document.querySelectorAll('figure.diagram svg.board').length === n, figures, {
      timeout: WAIT,
    });
    assert.equal(await page.locator('figure.diagram .error').count(), 0);
    assert.equal(await page.locator('#setup svg.board g.piece').count(), 60);
    assert.equal(await page.locator('#eagle svg.board .mark').count(), 27);
    assert.deepEqual(await pieceAt(page.locator('#lion'), 'f6'), { kind: 'L', owner: 0 });
  }
  assert.deepEqual(errors, []);
  await context.close();
});
