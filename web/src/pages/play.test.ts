import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playPage } from './play';
import { FakeEngine } from '../testing/fakeEngine';
import { FakeSocket } from '../testing/fakeSocket';
import { MemoryStore } from '../local/gameStore';
import { parseGame } from '../local/savedGame';
import { loadSeat } from '../net/seatStore';

function click(main: HTMLElement, sq: string) {
  main
    .querySelector(`rect.sq[data-sq="${sq}"]`)
    ?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
  window.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, button: 0 }));
}

const text = (main: HTMLElement, sel: string) => main.querySelector(sel)?.textContent ?? '';
const button = (main: HTMLElement, action: string) =>
  main.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`);

function open(engine = new FakeEngine(), store = new MemoryStore()) {
  const main = document.createElement('main');
  document.body.replaceChildren(main);
  const addresses: string[] = [];
  const close = playPage(
    main,
    'toy',
    { game: 'toy', level: 4, seat: 0, options: {} },
    { engine, store, replaceAddress: (p) => addresses.push(p) },
  );
  return { main, engine, store, close, addresses };
}

describe('playPage', () => {
  let close: (() => void) | null = null;
  beforeEach(() => {
    localStorage.clear();
    FakeSocket.all = [];
  });
  afterEach(() => {
    close?.();
    close = null;
    vi.unstubAllGlobals();
  });

  it('renders the local game as a room: in your browser, no invite or presence, the moves by clicks', async () => {
    const page = open();
    close = page.close;
    const { main, engine } = page;
    // The address becomes /play/GAME: a reload resumes this game.
    expect(page.addresses).toEqual(['/play/toy']);
    await vi.waitFor(() => expect(main.querySelectorAll('rect.sq')).toHaveLength(4));
    // The title from the module's games list, which comes after the first position.
    await vi.waitFor(() =>
      expect(text(main, '.room-head h1')).toBe('Toy Game · against the computer (in your browser)'),
    );
    expect(text(main, '.room-settings')).toContain('Computer level 4');
    expect(main.querySelector('.invite')?.childElementCount).toBe(0);
    expect(main.querySelector('.presence')).toBeNull();
    expect(main.querySelector<HTMLElement>('.conn-banner')?.hidden).toBe(true);
    expect(text(main, '.seat-card[data-seat="1"]')).toContain('Computer · level 4');
    // The player's seat: a player, marked once as the viewer's.
    expect(text(main, '.seat-card[data-seat="0"] .seat-name')).toBe('White Player');
    expect(main.querySelectorAll('.seat-card[data-seat="0"] .badge.you')).toHaveLength(1);
    // No draw offer to the computer; nothing to take back yet.
    expect(button(main, 'drawOffer')).toBeNull();
    expect(button(main, 'takeBack')?.disabled).toBe(true);
    expect(main.querySelectorAll('rect.sq.origin')).toHaveLength(1);

    engine.holdThinks = true;
    click(main, 'a1');
    click(main, 'c1');
    await vi.waitFor(() => expect(text(main, '.turn-status')).toBe('Black to move · the computer is thinking…'));
    expect(main.querySelector('svg.board')?.classList.contains('movable')).toBe(false);
    engine.releaseThink();
    await vi.waitFor(() => expect(text(main, '.turn-status')).toBe('Your move'));
    expect([...main.querySelectorAll('.move-list .move')].map((m) => m.textContent)).toEqual(['C', 'B']);
    expect(button(main, 'takeBack')?.disabled).toBe(false);
    // Both moves, the player's and the computer's, read out (the toy's piece stays home: the moves by their text).
    const said = [...main.querySelectorAll('.move-announcements[aria-live="polite"] p')].map((p) => p.textContent);
    expect(said).toEqual(['White plays C.', 'Black plays B.']);
    expect(button(main, 'mute')?.getAttribute('aria-pressed')).toBe('false');
  });

  it('draws the hint as an arrow until the next move, and takes back the last two moves', async () => {
    const page = open();
    close = page.close;
    const { main, store } = page;
    await vi.waitFor(() => expect(button(main, 'hint')?.disabled).toBe(false));
    button(main, 'hint')?.click();
    await vi.waitFor(() => expect(main.querySelector('svg.board .arrow')).not.toBeNull());
    const arrow = main.querySelector('svg.board .arrow');
    expect([arrow?.getAttribute('data-from'), arrow?.getAttribute('data-to')]).toEqual(['a1', 'c1']);
    expect(text(main, '.hint-note')).toBe('Hint: C');
    click(main, 'a1');
    click(main, 'd1');
    expect(main.querySelector('svg.board .arrow')).toBeNull();
    await vi.waitFor(() => expect(main.querySelectorAll('.move-list .move')).toHaveLength(2));
    button(main, 'takeBack')?.click();
    await vi.waitFor(() => expect(main.querySelectorAll('.move-list .move')).toHaveLength(0));
    await vi.waitFor(async () => expect(parseGame(await store.load('toy'), 'toy')?.moves).toEqual([]));
  });

  it('falls back to a room on the server, saying why, when the module cannot load', async () => {
    const requests: unknown[] = [];
    vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
      if (path === '/api/games') return new Response(JSON.stringify([{ name: 'toy', title: 'Toy', seats: [2] }]));
      requests.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ room: 'r9', link: '/r/r9', seat: 0, secret: 's'.repeat(22) }));
    });
    vi.stubGlobal('WebSocket', FakeSocket);
    const engine = new FakeEngine();
    engine.broken = true;
    const page = open(engine);
    close = page.close;
    await vi.waitFor(() => expect(page.addresses).toEqual(['/play/toy', '/r/r9']));
    expect(requests).toEqual([
      {
        game: 'toy',
        seats: [{ kind: 'human' }, { kind: 'cpu', level: 4 }],
        creatorSeat: 0,
        settings: { rotateStart: false },
      },
    ]);
    expect(loadSeat('r9')?.secret).toBe('s'.repeat(22));
    expect(FakeSocket.latest().url).toContain('/ws/r9');
    expect(text(page.main, '.page-note')).toContain(
      'The computer cannot play in your browser (the module failed to load)',
    );
  });
});
