import { afterEach, describe, expect, it, vi } from 'vitest';
import { homePage } from './home';
import type { CreateRoomRequest, GameInfo } from '../protocol';
import { MemoryStore } from '../local/gameStore';
import { wholeGame } from '../local/savedGame';

// GET /api/games as docs/protocol.md shapes it: Chess, Metamate and a game with options, each with its facts.
const GAMES: GameInfo[] = [
  { name: 'chess', title: 'Chess', seats: [2], players: '2', duration: '10-60 min', complexity: 3 },
  { name: 'metamate', title: 'Metamate', seats: [2], players: '2', duration: '15-60 min', complexity: 4 },
  {
    name: 'optioned',
    title: 'Optioned',
    seats: [4],
    players: '4',
    duration: null,
    complexity: null,
    points: true,
    seatNames: ['South-West', 'North-West', 'North-East', 'South-East'],
    roomMoveLimit: false,
    options: [
      {
        name: 'clock',
        label: 'Deadlock clock',
        values: [
          { value: 'off', label: 'off' },
          { value: 'on', label: 'on' },
        ],
        default: 'off',
      },
      {
        name: 'moveLimit',
        label: 'Move limit',
        values: [
          { value: '0', label: 'none' },
          { value: '100', label: '100 moves' },
        ],
        default: '0',
      },
    ],
  },
];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The home page over a fake server that lists GAMES and records each room request. */
async function openHome(game: string | null = null, store = new MemoryStore()) {
  const requests: CreateRoomRequest[] = [];
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    if (path === '/api/games') return json(GAMES);
    if (path === '/api/rooms' && init?.method === 'POST') {
      requests.push(JSON.parse(String(init.body)) as CreateRoomRequest);
      return json({ room: 'r1', link: '/r/r1', seat: 0, secret: 's'.repeat(22) });
    }
    return json({ error: { code: 'ERR_NOT_FOUND', message: 'no' } }, 404);
  });
  const main = document.createElement('main');
  document.body.replaceChildren(main);
  const navigate = vi.fn();
  const close = homePage(main, navigate, game, store);
  await vi.waitFor(() => expect(main.querySelectorAll('.game-card')).toHaveLength(GAMES.length));
  return { main, navigate, requests, close };
}

describe('homePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists Metamate beside Chess with its players, typical game and complexity', async () => {
    const { main, close } = await openHome();
    const card = main.querySelector<HTMLElement>('.game-card[data-game="metamate"]');
    expect(card?.querySelector('h3')?.textContent).toBe('Metamate');
    // Each fact on one line: no-break spaces, the range's dash joined to its end.
    expect([...(card?.querySelectorAll('dd') ?? [])].map((d) => d.textContent)).toEqual([
      '2\u00a0players',
      '15-\u206060\u00a0min',
      ' 4/5',
    ]);
    close();
  });

  it('selects the first game listed, or the one the address names (a rules page\'s "Play now")', async () => {
    const checked = (main: HTMLElement) =>
      main.querySelector('.game-card[aria-checked="true"]')?.getAttribute('data-game');
    let home = await openHome();
    expect(checked(home.main)).toBe('chess');
    home.close();
    home = await openHome('metamate');
    expect(checked(home.main)).toBe('metamate');
    home.close();
    home = await openHome('nogame');
    expect(checked(home.main)).toBe('chess');
    home.close();
  });

  it('brings the forms into view when a card is chosen and they are below the fold (a phone)', async () => {
    const { main, close } = await openHome();
    const forms = main.querySelector<HTMLElement>('.play-forms')!;
    window.innerHeight = 844;
    forms.getBoundingClientRect = () => ({ top: 1400 }) as DOMRect;
    forms.scrollIntoView = vi.fn();
    main.querySelector<HTMLElement>('.game-card[data-game="metamate"]')?.click();
    expect(forms.scrollIntoView).toHaveBeenCalledTimes(1);
    close();
  });

  it('plays Metamate against the computer and opens a private Metamate room', async () => {
    const { main, navigate, requests, close } = await openHome();
    main.querySelector<HTMLElement>('.game-card[data-game="metamate"]')?.click();
    expect(main.querySelector('.game-card[data-game="metamate"]')?.getAttribute('aria-checked')).toBe('true');

    const computer = main.querySelector<HTMLFormElement>('form[data-form="computer"]');
    computer?.querySelector<HTMLInputElement>('input[name="colour"][value="1"]')?.click();
    computer?.requestSubmit();
    // The computer plays in the browser: no room on the server.
    expect(navigate).toHaveBeenCalledWith('/play/metamate?level=3&seat=1');
    expect(requests).toHaveLength(0);

    const room = main.querySelector<HTMLFormElement>('form[data-form="room"]');
    room?.requestSubmit();
    await vi.waitFor(() => expect(main.querySelector('.room-ready')?.hasAttribute('hidden')).toBe(false));
    expect(requests[0]).toMatchObject({
      game: 'metamate',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      creatorSeat: 0,
    });
    expect(main.querySelector<HTMLInputElement>('.room-ready .copy-input')?.value).toBe(
      `${window.location.origin}/r/r1`,
    );
    close();
  });

  it("shows a seat's computer level beside who plays, only for the computer's seats", async () => {
    const { main, requests, close } = await openHome();
    const room = main.querySelector<HTMLFormElement>('form[data-form="room"]')!;
    const row = room.querySelectorAll('.seat-table tbody tr')[1]!;
    // One cell holds both choices, so that a narrow screen puts the level under who plays.
    expect(row.querySelectorAll('td .seat-choice select')).toHaveLength(2);
    expect(room.querySelectorAll('.seat-table thead th')).toHaveLength(3);
    const kind = row.querySelector<HTMLSelectElement>('select[name="seat1"]')!;
    const level = row.querySelector<HTMLSelectElement>('select[name="level1"]')!;
    expect(level.hidden).toBe(true);
    kind.value = 'cpu';
    kind.dispatchEvent(new Event('change'));
    expect(level.hidden).toBe(false);
    level.value = '5';
    room.requestSubmit();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.seats).toEqual([{ kind: 'human' }, { kind: 'cpu', level: 5 }]);
    kind.value = 'human';
    kind.dispatchEvent(new Event('change'));
    expect(level.hidden).toBe(true);
    close();
  });

  it('opens a ranked room when asked, and only ranked rooms say so', async () => {
    const { main, requests, close } = await openHome();
    const room = main.querySelector<HTMLFormElement>('form[data-form="room"]')!;
    room.requestSubmit();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.settings?.ranked).toBeUndefined();
    room.querySelector<HTMLInputElement>('input[name="ranked"]')!.click();
    room.requestSubmit();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.settings?.ranked).toBe(true);
    close();
  });

  it('offers to continue an unfinished game against the computer kept in this browser', async () => {
    const store = new MemoryStore();
    await store.save(
      'metamate',
      wholeGame({
        game: 'metamate',
        level: 6,
        seat: 1,
        options: {},
        startFen: '',
        moves: ['a', 'b', 'c'],
        ending: null,
        gameNo: 1,
      }),
    );
    await store.save(
      'chess',
      wholeGame({
        game: 'chess',
        level: 2,
        seat: 0,
        options: {},
        startFen: '',
        moves: ['e2e4'],
        ending: { termination: 'resignation', winners: [1], reason: '' },
        gameNo: 1,
      }),
    );
    const { main, close } = await openHome('metamate', store);
    await vi.waitFor(() =>
      expect(main.querySelector('[data-action="continue"]')?.getAttribute('href')).toBe('/play/metamate'),
    );
    expect(main.querySelector('.continue-game')?.textContent).toContain('3 moves played, level 6');
    // A finished game is not offered.
    main.querySelector<HTMLElement>('.game-card[data-game="chess"]')?.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(main.querySelector('[data-action="continue"]')).toBeNull();
    close();
  });

  it("renders a game's options generically and sends the chosen ones with the game", async () => {
    const { main, navigate, requests, close } = await openHome('optioned');
    const computer = main.querySelector<HTMLFormElement>('form[data-form="computer"]');
    const legends = [...(computer?.querySelectorAll('legend') ?? [])].map((l) => l.textContent);
    expect(legends).toEqual(['Level', 'Your pieces', 'Deadlock clock', 'Move limit']);
    // The game's own seat names (GameInfo.seatNames).
    expect([...(computer?.querySelectorAll('input[name="colour"] + span') ?? [])].map((e) => e.textContent)).toEqual([
      'South-West',
      'North-West',
      'North-East',
      'South-East',
      'Random',
    ]);
    expect(computer?.querySelector<HTMLInputElement>('input[name="option-clock"][value="off"]')?.checked).toBe(true);
    computer?.querySelector<HTMLInputElement>('input[name="option-clock"][value="on"]')?.click();
    computer?.querySelector<HTMLInputElement>('input[name="colour"][value="2"]')?.click();
    computer?.requestSubmit();
    expect(navigate).toHaveBeenCalledWith('/play/optioned?level=3&seat=2&option-clock=on&option-moveLimit=0');

    const room = main.querySelector<HTMLFormElement>('form[data-form="room"]');
    // The game's own move limit replaces the platform's half-move field.
    expect(room?.querySelector('input[name="moveLimit"]')).toBeNull();
    room?.querySelector<HTMLInputElement>('input[name="option-moveLimit"][value="100"]')?.click();
    room?.requestSubmit();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.options).toEqual({ clock: 'off', moveLimit: '100' });
    expect(requests[0]?.settings?.moveLimit).toBe(0);
    close();
  });

  it("keeps the platform's half-move limit for a game without a move-limit option", async () => {
    const { main, close } = await openHome('chess');
    expect(main.querySelector('form[data-form="room"] input[name="moveLimit"]')).not.toBeNull();
    close();
  });
});
