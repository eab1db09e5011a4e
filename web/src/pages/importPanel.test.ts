import { afterEach, describe, expect, it, vi } from 'vitest';
import { importedRoomRequest, importedSavedGame, importError, importPanel, IMPORT_LEVEL } from './importPanel';
import { ApiError } from '../api';
import { setLanguage } from '../i18n/i18n';
import { MemoryStore } from '../local/gameStore';
import { parseGame } from '../local/savedGame';
import type { ImportedGame } from '../recordApi';
import type { GameInfo } from '../protocol';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// 1.e4 c5 2.Nf3, the example game of the FEN article (Wikipedia, "Forsyth-Edwards Notation").
const AFTER_NF3 = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';
const SICILIAN: ImportedGame = {
  game: 'chess',
  kind: 'record',
  startFen: START,
  moves: [
    { u: 'e2e4', san: 'e4' },
    { u: 'c7c5', san: 'c5' },
    { u: 'g1f3', san: 'Nf3' },
  ],
  fen: AFTER_NF3,
  toMove: 1,
};
const CHESS: GameInfo = {
  name: 'chess',
  title: 'Chess',
  seats: [2],
  players: 2,
  duration: null,
  complexity: null,
  recordFormat: 'pgn',
};

describe('importedSavedGame', () => {
  it('replays the record from its start, the player at the seat to move', () => {
    const saved = importedSavedGame(SICILIAN, null);
    expect(saved).toEqual({
      game: 'chess',
      level: IMPORT_LEVEL,
      seat: 1,
      options: {},
      startFen: START,
      moves: ['e2e4', 'c7c5', 'g1f3'],
      ending: null,
      gameNo: 1,
      imported: true,
    });
    expect(importedSavedGame(SICILIAN, saved).gameNo).toBe(2);
  });
});

describe('importedRoomRequest', () => {
  it('opens a room of people playing on from the imported moves, the creator to move', () => {
    expect(importedRoomRequest(SICILIAN, 2)).toEqual({
      game: 'chess',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      creatorSeat: 1,
      fen: START,
      moves: SICILIAN.moves.map((m) => m.u),
    });
  });
});

describe('importPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setLanguage('en');
  });

  function mount(reply: { status: number; body: unknown }) {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(reply.body), { status: reply.status }),
    );
    vi.stubGlobal('fetch', fetch);
    const store = new MemoryStore();
    const navigate = vi.fn();
    const form = importPanel(CHESS, navigate, store);
    document.body.replaceChildren(form);
    form.querySelector('textarea')!.value = '1. e4 c5 2. Nf3 *';
    return { form, store, navigate, fetch };
  }

  it('saves the imported game and opens it against the computer', async () => {
    const { form, store, navigate, fetch } = mount({ status: 200, body: SICILIAN });
    form.querySelector<HTMLButtonElement>('[data-action="importComputer"]')!.click();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/play/chess'));
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ game: 'chess', text: '1. e4 c5 2. Nf3 *' });
    expect(parseGame(await store.load('chess'), 'chess')).toMatchObject({
      startFen: START,
      moves: ['e2e4', 'c7c5', 'g1f3'],
      imported: true,
    });
  });

  it('says in the page’s language why a text cannot be read, the server’s English apart, and changes nothing', async () => {
    setLanguage('de');
    const message = "neither a FEN of Chess (FEN has 2 fields) nor a pgn record (move 1. 8/8/8: '8/8/8' is not SAN)";
    const { form, store, navigate } = mount({ status: 400, body: { error: { code: 'ERR_BAD_IMPORT', message } } });
    form.querySelector<HTMLButtonElement>('[data-action="importComputer"]')!.click();
    const error = form.querySelector<HTMLElement>('.import-error')!;
    await vi.waitFor(() => expect(error.hidden).toBe(false));
    // The sentence is German through and through; the server's words are folded away, marked as English.
    expect(error.querySelector(':scope > p')?.textContent).toBe(
      'Dieser Text ist weder eine Schachstellung (FEN) noch eine Partie (PGN).',
    );
    const detail = error.querySelector('details')!;
    expect(detail.querySelector('summary')?.textContent).toBe('Was der Server gefunden hat (auf Englisch)');
    expect(detail.querySelector('p[lang="en"]')?.textContent).toBe(message);
    expect(await store.load('chess')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('names the game as French writes it in its help', () => {
    setLanguage('fr');
    const { form } = mount({ status: 200, body: SICILIAN });
    expect(form.querySelector('#import-help')?.textContent).toMatch(
      /^Colle une position d’échecs \(FEN\) ou une partie notée \(PGN\)/,
    );
  });
});

describe('importError', () => {
  afterEach(() => setLanguage('en'));

  it('words each code in the page’s language, the server’s message apart when it says more', () => {
    setLanguage('fr');
    const martian4 = { name: 'martian4', title: 'Martian Chess (4 players)', recordFormat: 'pgn' };
    expect(
      importError(new ApiError(400, 'ERR_BAD_IMPORT', 'not a FEN of Martian Chess (4 players) (x)'), martian4),
    ).toEqual({
      text: 'Ce texte n’est ni une position de Martian Chess à quatre (FEN) ni une partie notée (PGN).',
      detail: 'not a FEN of Martian Chess (4 players) (x)',
    });
    expect(importError(new ApiError(400, 'ERR_BAD_FIELD', 'text: more than 60000 characters'), CHESS)).toEqual({
      text: 'Un champ du formulaire n’est pas valide.',
      detail: 'text: more than 60000 characters',
    });
    // No answer from the server: the page's own message says nothing more.
    expect(importError(new ApiError(0, 'ERR_NETWORK', 'The server cannot be reached.'), CHESS)).toEqual({
      text: 'Le serveur est injoignable.',
      detail: null,
    });
  });
});
