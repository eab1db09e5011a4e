import { afterEach, describe, expect, it, vi } from 'vitest';
import { importedRoomRequest, importedSavedGame, importPanel, IMPORT_LEVEL } from './importPanel';
import { MemoryStore } from '../local/gameStore';
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
const CHESS: GameInfo = { name: 'chess', title: 'Chess', seats: [2], players: 2, duration: null, complexity: null, recordFormat: 'pgn' };

describe('importedSavedGame', () => {
  it('replays the record from its start, the player at the seat to move', () => {
    const saved = importedSavedGame(SICILIAN, null);
    expect(saved).toEqual({ game: 'chess', level: IMPORT_LEVEL, seat: 1, options: {}, startFen: START, moves: ['e2e4', 'c7c5', 'g1f3'], ending: null, gameNo: 1, imported: true });
    expect(importedSavedGame(SICILIAN, saved).gameNo).toBe(2);
  });
});

describe('importedRoomRequest', () => {
  it('opens a room of people at the position reached, the creator to move', () => {
    expect(importedRoomRequest(SICILIAN, 2)).toEqual({ game: 'chess', seats: [{ kind: 'human' }, { kind: 'human' }], creatorSeat: 1, fen: AFTER_NF3 });
  });
});

describe('importPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  function mount(reply: { status: number; body: unknown }) {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(reply.body), { status: reply.status }));
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
    expect(JSON.parse((await store.load('chess')) as string)).toMatchObject({ startFen: START, moves: ['e2e4', 'c7c5', 'g1f3'], imported: true });
  });

  it('shows why a text cannot be read, and changes nothing', async () => {
    const { form, store, navigate } = mount({ status: 400, body: { error: { code: 'ERR_BAD_IMPORT', message: 'neither a FEN of Chess nor a pgn record' } } });
    form.querySelector<HTMLButtonElement>('[data-action="importComputer"]')!.click();
    const error = form.querySelector<HTMLElement>('.import-error')!;
    await vi.waitFor(() => expect(error.hidden).toBe(false));
    expect(error.textContent).toContain('neither a FEN of Chess nor a pgn record');
    expect(await store.load('chess')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
