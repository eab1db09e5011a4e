// The site in German, English and French. First with every catalogue text marked (i18n.ts's test-only pseudo mode:
// ⟦text⟧): on each page, any word a person reads outside the marks was written in code, not taken from a
// catalogue, and fails the test unless it is data (names, squares, numbers, the brand, language names). Then in
// each language for real: the browser's language picks it, the page says so in <html lang>, and a few key texts are
// that language's; the top bar's switch changes the language and the choice is kept on the device.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiCreateRoom, newPlayer, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();

/** The five games and their number of seats; in each room the creator plays seat 0 against the computer. */
const GAMES = { chess: 2, metamate: 2, metamachy: 2, fourplayer: 4, martian: 2 };
const rooms = {};

/**
 * Words that are data, not texts of ours: the brand, the languages' own names, the server's durations ("10-60 min"),
 * and the piece and seat names of the board's square descriptions (board/pieces.ts and its kinds, whose names are
 * another part of the work), and the conjunctions Intl.ListFormat puts between listed items in each language.
 */
const DATA_WORDS = new Set(
  `little table littletable deutsch english français min pgn
   king queen rook bishop knight pawn promoted point cannon camel elephant eagle lion prince drone small medium large pyramid
   meta horizontal vertical white black red blue yellow green grey south north west east seat
   and und et`.split(/\s+/),
);

/** The rooms, made once the server runs (the first test to need them makes them). */
async function makeRooms() {
  if (Object.keys(rooms).length > 0) return;
  for (const [game, seats] of Object.entries(GAMES)) rooms[game] = await makeRoom(game, seats);
}

/** A room of `game` whose seat 0 is for a person, the others the computer's. */
function makeRoom(game, seats) {
  const body = {
    game,
    seats: Array.from({ length: seats }, (_, s) => (s === 0 ? { kind: 'human' } : { kind: 'cpu', level: 1 })),
    creatorSeat: 0,
    settings: {},
  };
  return apiCreateRoom(env.server.url, body);
}

/** A device whose browser prefers `locale`, holding seat 0 of every room; `pseudo` marks every catalogue text. */
async function device(locale, { pseudo = false } = {}) {
  await makeRooms();
  const player = await newPlayer(env.browser, env.server.url, { locale });
  const seats = Object.values(rooms).map((r) => [
    `littletable:room:${r.room}`,
    JSON.stringify({ seat: r.seat, secret: r.secret, nextAck: 1 }),
  ]);
  await player.context.addInitScript(
    ([entries, marked]) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
      if (marked) localStorage.setItem('littletable.i18n', 'pseudo');
    },
    [seats, pseudo],
  );
  return player;
}

/** Every text the page shows a person (visible text, aria-label, title, placeholder, the document's title). */
function shownTexts() {
  const visible = (el) => {
    if (el instanceof HTMLOptionElement) el = el.closest('select') ?? el;
    return el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0;
  };
  // The move list's moves (SAN) are drawn by another part of the work; the record's text is PGN, tags and all.
  const skipped = (el) => el.closest('script, style, textarea, ol.move-list li');
  const where = (el) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
  const out = [{ where: 'title', text: document.title }];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || !n.textContent.trim() || skipped(el) || !visible(el)) continue;
    out.push({ where: where(el), text: n.textContent });
  }
  for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
    if (skipped(el) || !visible(el)) continue;
    for (const a of ['aria-label', 'title', 'placeholder'])
      if (el.hasAttribute(a)) out.push({ where: `${where(el)}[${a}]`, text: el.getAttribute(a) });
  }
  return out;
}

/** The words of `text` outside the marks that are not data: each a text written in code. */
function unmarkedWords(text) {
  const outside = text.replace(/⟦[^⟧]*⟧/g, ' ');
  // A token with a digit is data: a square, a move, a number, a file or room name ("chess-Ab3d-1.pgn").
  return outside
    .split(/\s+/u)
    .filter((token) => !/\d/.test(token))
    .flatMap((token) => token.split(/[^\p{L}]+/u))
    .filter((w) => w.length >= 2 && !DATA_WORDS.has(w.toLowerCase()));
}

async function assertAllMarked(page, label) {
  const found = (await page.evaluate(shownTexts)).flatMap(({ where, text }) => {
    const words = unmarkedWords(text);
    return words.length ? [`${where}: "${text.trim().slice(0, 120)}" (${words.join(', ')})`] : [];
  });
  assert.deepEqual(found, [], `${label}: texts not from a catalogue`);
}

/** The room of `game` once its snapshot is drawn (and the games' list, which names the game, has come). */
async function openRoom(page, game) {
  await page.goto(`/r/${rooms[game].room}`);
  await page.waitForSelector('.room[data-v] .seat-card');
  await page.waitForSelector('.room-head h1');
  await page.locator('.turn-status:not(:empty), .end-card:not([hidden])').first().waitFor();
}

for (const lang of ['de', 'en', 'fr']) {
  test(`${lang}: every text on every page comes from a catalogue`, async () => {
    const { context, page, errors } = await device(lang, { pseudo: true });
    await page.goto('/');
    await page.locator('.game-card').first().waitFor();
    await page.locator('.lobby .seek-list li').first().waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    await assertAllMarked(page, 'home');
    // The lobby while a seek of ours waits.
    await page.locator('form[data-form="seek"] button[type="submit"]').click();
    await page.locator('.seek-waiting:not([hidden])').waitFor();
    await assertAllMarked(page, 'lobby, waiting');
    await page.locator('.seek-waiting button[data-action="withdraw"]').click();

    for (const game of Object.keys(GAMES)) {
      await openRoom(page, game);
      await assertAllMarked(page, `room ${game}`);
    }
    // The end of a game: resign in a new chess room (after the question), the end card and its actions.
    const fresh = await makeRoom('chess', 2);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [`littletable:room:${fresh.room}`, JSON.stringify({ seat: fresh.seat, secret: fresh.secret, nextAck: 1 })],
    );
    rooms[`chess-${lang}`] = fresh;
    await openRoom(page, `chess-${lang}`);
    await page.locator('button[data-action="resign"]').click();
    await page.locator('button[data-action="resignConfirm"]').waitFor();
    await assertAllMarked(page, 'room chess, resigning');
    await page.locator('button[data-action="resignConfirm"]').click();
    await page.locator('.end-card:not([hidden])').waitFor();
    await assertAllMarked(page, 'room chess, over');

    await page.goto('/play/chess?level=1&seat=0');
    await page.locator('.room[data-v] .seat-card').first().waitFor();
    await page.locator('.record-slot .record-text, .record-slot textarea').first().waitFor();
    await assertAllMarked(page, 'play chess');

    // The finished game replayed, and a game's leaderboard (nobody rated yet).
    await page.goto(`/games/${fresh.room}/1`);
    await page.locator('.replay-ply:not(:empty)').waitFor();
    await assertAllMarked(page, 'replay');
    await page.goto('/leaderboard/chess');
    await page.locator('.leaderboard h1').waitFor();
    await assertAllMarked(page, 'leaderboard');

    // The account page signed out, then signed in under a new name, and that player's page.
    await page.goto('/account');
    await page.locator('form[data-form="sign-up"]').waitFor();
    await assertAllMarked(page, 'account');
    const name = `Lang${lang}${Date.now() % 100000}`;
    await page.locator('form[data-form="sign-up"] input[name="name"]').fill(name);
    await page.locator('form[data-form="sign-up"] button[type="submit"]').click();
    await page.locator('button[data-action="sign-out"]').waitFor();
    await assertAllMarked(page, 'account, signed in');
    await page.goto(`/players/${name}`);
    await page.locator('.player-page h1').waitFor();
    await assertAllMarked(page, 'player page');
    await page.goto('/nowhere');
    await page.locator('.page-message h1').waitFor();
    await assertAllMarked(page, 'not found');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** Key texts of each language (the catalogues' words, as a native speaker reads them). */
const KEY_TEXTS = {
  de: {
    hero: 'Setz dich dazu.',
    play: 'Spielen',
    account: 'Dein Name',
    resign: 'Aufgeben',
    local: 'gegen den Computer (in deinem Browser)',
  },
  en: {
    hero: 'Pull up a chair.',
    play: 'Play',
    account: 'Your name',
    resign: 'Resign',
    local: 'against the computer (in your browser)',
  },
  fr: {
    hero: 'Installe-toi.',
    play: 'Jouer',
    account: 'Ton nom',
    resign: 'Abandonner',
    local: 'contre l’ordinateur (dans ton navigateur)',
  },
};

async function assertLanguage(page, lang) {
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  assert.equal(await page.locator('.topbar nav a[href="/"]').textContent(), KEY_TEXTS[lang].play);
  assert.equal(await page.locator('.topbar select.lang-menu').inputValue(), lang);
}

test('each language for real: from the browser, and by the switch, kept on the device', async () => {
  for (const lang of ['de', 'en', 'fr']) {
    const { context, page } = await device(`${lang}-${lang === 'en' ? 'GB' : lang.toUpperCase()}`);
    const text = KEY_TEXTS[lang];
    await page.goto('/');
    await assertLanguage(page, lang);
    assert.equal(await page.locator('.hero h1').textContent(), text.hero);
    await openRoom(page, 'metamachy');
    await assertLanguage(page, lang);
    assert.equal(await page.locator('button[data-action="resign"]').textContent(), text.resign);
    await page.goto('/play/chess?level=1&seat=0');
    await page.locator('.room-head h1', { hasText: text.local }).waitFor();
    await page.goto('/account');
    assert.equal(await page.locator('h1').textContent(), text.account);
    await context.close();
  }

  // An English browser switches to German on the home page, then to French in a room; each page is drawn again.
  const { context, page, errors } = await device('en-US');
  await page.goto('/');
  await page.locator('.hero h1', { hasText: KEY_TEXTS.en.hero }).waitFor();
  await page.locator('.game-card[data-game="martian"]').click();
  await page.locator('.topbar select.lang-menu').selectOption('de');
  await page.locator('.hero h1', { hasText: KEY_TEXTS.de.hero }).waitFor();
  await assertLanguage(page, 'de');
  // The game selected stays selected.
  await page.locator('.game-card.selected[data-game="martian"]').waitFor();
  await page.reload();
  await page.locator('.hero h1', { hasText: KEY_TEXTS.de.hero }).waitFor();
  await openRoom(page, 'metamachy');
  await page.locator('.topbar select.lang-menu').selectOption('fr');
  await page.locator('button[data-action="resign"]', { hasText: KEY_TEXTS.fr.resign }).waitFor();
  await assertLanguage(page, 'fr');
  // A rules page keeps the language its address names; there the switch leads to the page in the new language.
  await page.goto('/rules/chess/de');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  await page.locator('.topbar select.lang-menu').selectOption('en');
  await page.waitForURL(/\/rules\/chess\/en$/);
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.deepEqual(errors, []);
  await context.close();
});
