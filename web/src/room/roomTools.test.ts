import { afterEach, describe, expect, it, vi } from 'vitest';
import { slideOption } from '../board/motion';
import { roomLink, RoomTools } from './roomTools';
import { clientSnapshot, startState } from '../testing/fixtures';
import type { GameInfo } from '../protocol';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';
const CHESS: GameInfo = {
  name: 'chess',
  title: 'Chess',
  seats: [2],
  players: 2,
  duration: null,
  complexity: null,
  recordFormat: 'pgn',
};

function mount(local = false) {
  let flipped = false;
  const tools = new RoomTools('abc123', local, { flipped: () => flipped, toggleFlip: () => (flipped = !flipped) });
  document.body.replaceChildren(tools.element);
  return tools;
}

describe('RoomTools', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('flips the board, and says whether it is flipped', () => {
    const tools = mount();
    const flip = tools.element.querySelector<HTMLButtonElement>('[data-action="flip"]')!;
    expect(flip.getAttribute('aria-pressed')).toBe('false');
    flip.click();
    expect(flip.getAttribute('aria-pressed')).toBe('true');
  });

  it('lets the pieces slide or not, remembered on this device', () => {
    localStorage.clear();
    const slide = () => mount().element.querySelector<HTMLButtonElement>('[data-action="slidePieces"]')!;
    const first = slide();
    expect(first.textContent).toBe('Slide the pieces');
    expect(first.getAttribute('aria-pressed')).toBe('true');
    first.click();
    expect(first.getAttribute('aria-pressed')).toBe('false');
    expect(slideOption()).toBe(false);
    // Another room's tools (or this one after a reload) say the same.
    const again = slide();
    expect(again.getAttribute('aria-pressed')).toBe('false');
    again.click();
    expect(slideOption()).toBe(true);
  });

  it('copies the room link and shows that it did', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const tools = mount();
    tools.element.querySelector<HTMLButtonElement>('[data-action="copyLink"]')!.click();
    const link = roomLink(window.location.origin, 'abc123');
    await vi.waitFor(() =>
      expect(tools.element.querySelector('.copy-status')?.textContent).toBe(`Link copied: ${link}`),
    );
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/r/abc123`);
  });

  it('has no room link in a game in this browser', () => {
    expect(mount(true).element.querySelector('[data-action="copyLink"]')).toBeNull();
  });

  /** Mounts the tools on a game after 1. e4; `stored` answers the room's stored game, else it is not found. */
  async function recordAfterE4(stored: string | null): Promise<{ tools: RoomTools; asked: string[] }> {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        if (url.startsWith('/api/rooms/')) {
          return stored === null
            ? new Response(JSON.stringify({ error: { code: 'ERR_NO_GAME', message: 'no game 1' } }), { status: 404 })
            : new Response(JSON.stringify({ record: stored, format: 'pgn' }));
        }
        return new Response(
          JSON.stringify({ record: '[Event "littletable game"]\n\n1. e4 *\n', format: 'pgn', fen: AFTER_E4 }),
        );
      }),
    );
    // jsdom has no Blob URLs: the record's download link gets a stand-in.
    URL.createObjectURL = vi.fn(() => 'blob:record');
    URL.revokeObjectURL = vi.fn();
    const tools = mount();
    const history = [{ u: 'e2e4', san: 'e4', seat: 0 }];
    tools.update(clientSnapshot({ state: startState({ fen: AFTER_E4, startFen: START, history, toMove: 1 }) }), CHESS);
    return { tools, asked };
  }

  it('offers the FEN, and the record as stored: players, date and clock, also while the game goes on', async () => {
    const { tools, asked } = await recordAfterE4('[White "Anna"]\n[TimeControl "180+2"]\n\n1. e4 *\n');
    expect(tools.element.querySelector<HTMLInputElement>('#room-fen')?.value).toBe(AFTER_E4);
    expect(tools.element.querySelector<HTMLAnchorElement>('[data-action="downloadFen"]')?.href).toBe(
      `data:text/plain;charset=utf-8,${encodeURIComponent(AFTER_E4 + '\n')}`,
    );
    await vi.waitFor(() =>
      expect(tools.element.querySelector<HTMLTextAreaElement>('.record-text')?.value).toContain(
        '[TimeControl "180+2"]',
      ),
    );
    expect(asked).toEqual(['/api/rooms/abc123/games/1']);
  });

  it('writes the record from the start FEN and the moves when the store cannot answer', async () => {
    const { tools, asked } = await recordAfterE4(null);
    await vi.waitFor(() =>
      expect(tools.element.querySelector<HTMLTextAreaElement>('.record-text')?.value).toContain('1. e4 *'),
    );
    expect(asked).toEqual([
      '/api/rooms/abc123/games/1',
      `/api/record?${new URLSearchParams({ game: 'chess', fen: START, moves: 'e2e4' }).toString()}`,
    ]);
  });
});
