import { afterEach, describe, expect, it, vi } from 'vitest';
import { lobbyPanel } from './lobby';
import type { GameInfo } from '../protocol';
import { setLanguage } from '../i18n/i18n';

const CHESS = { name: 'chess', title: 'Chess', seats: [2] } as GameInfo;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake lobby: one open seek by Anna, one game being played; posting gives a seek matched on its 2nd status call. */
function fakeServer() {
  const calls: { path: string; body: unknown }[] = [];
  let statusCalls = 0;
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ path, body });
    if (path === '/api/lobby/chess')
      return json({
        game: 'chess',
        seeks: [
          {
            id: 'S1',
            game: 'chess',
            ranked: true,
            moveTime: 30,
            seats: 2,
            joined: 1,
            players: [{ name: 'Anna', rating: 1500, provisional: true }],
            ratingMin: null,
            ratingMax: null,
          },
          {
            id: 'S3',
            game: 'chess',
            ranked: false,
            moveTime: 0,
            clockBase: 180,
            clockIncrement: 2,
            seats: 2,
            joined: 1,
            players: [{ name: null, rating: null }],
            ratingMin: null,
            ratingMax: null,
          },
        ],
        playing: [{ room: 'R9', link: '/r/R9', players: ['Bo', 'Cy'], ranked: false, plies: 12 }],
      });
    if (path === '/api/seeks/S1/join')
      return json({
        seek: 'S1',
        ticket: 't2',
        status: { matched: true, joined: 2, seats: 2, room: 'R1', link: '/r/R1', seat: null, secret: null },
      });
    if (path === '/api/seeks')
      return json({ seek: 'S2', ticket: 't1', status: { matched: false, joined: 1, seats: 2 } });
    if (path === '/api/seeks/S2/status') {
      statusCalls++;
      return statusCalls < 2
        ? json({ matched: false, joined: 1, seats: 2 })
        : json({ matched: true, joined: 2, seats: 2, room: 'R2', link: '/r/R2', seat: 0, secret: 'sec' });
    }
    return json({ error: { code: 'ERR_NOT_FOUND', message: 'no' } }, 404);
  });
  return calls;
}

describe('lobby panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('lists seeks and games being played; Join opens the room', async () => {
    const calls = fakeServer();
    const navigate = vi.fn();
    const panel = lobbyPanel(CHESS, navigate);
    document.body.replaceChildren(panel);
    await vi.waitFor(() =>
      expect(panel.querySelector('[data-seek="S1"]')?.textContent).toContain(
        'Anna (1500?) · ranked · 30 s per move · 1/2',
      ),
    );
    expect(panel.querySelector('[data-seek="S3"]')?.textContent).toContain('casual · 3+2 clock · 1/2');
    expect(panel.querySelector('.playing-list a')?.getAttribute('href')).toBe('/r/R9');
    panel.querySelector<HTMLButtonElement>('[data-seek="S1"] [data-action="join"]')!.click();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/r/R1'));
    expect(calls.some((c) => c.path === '/api/seeks/S1/join')).toBe(true);
    panel.remove();
  });

  it('names the game in its introduction as French writes it', () => {
    fakeServer();
    setLanguage('fr');
    try {
      const panel = lobbyPanel(CHESS, vi.fn());
      expect(panel.querySelector('p.muted')?.textContent).toMatch(/^Rejoins quelqu’un qui attend une partie d’échecs,/);
      panel.remove();
    } finally {
      setLanguage('en');
    }
  });

  it('posts a seek, waits, and enters the room with the seat it was given', async () => {
    const calls = fakeServer();
    const navigate = vi.fn();
    const panel = lobbyPanel(CHESS, navigate);
    document.body.replaceChildren(panel);
    const form = panel.querySelector<HTMLFormElement>('form[data-form="seek"]')!;
    form.querySelector<HTMLInputElement>('input[name="moveTime"][value="60"]')!.click();
    form.requestSubmit();
    await vi.waitFor(() =>
      expect(panel.querySelector('.seek-waiting')?.textContent).toContain('Waiting for players… 1/2'),
    );
    expect(calls.find((c) => c.path === '/api/seeks')?.body).toEqual({ game: 'chess', moveTime: 60 });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/r/R2'), { timeout: 4000 });
    expect(JSON.parse(localStorage.getItem('littletable:room:R2') ?? 'null')).toEqual({
      seat: 0,
      secret: 'sec',
      nextAck: 1,
    });
    expect(
      calls
        .filter((c) => c.path === '/api/seeks/S2/status')
        .every((c) => (c.body as { ticket: string }).ticket === 't1'),
    ).toBe(true);
    panel.remove();
  });

  it('posts a seek with a game clock instead of a time per move', async () => {
    const calls = fakeServer();
    const panel = lobbyPanel(CHESS, vi.fn());
    document.body.replaceChildren(panel);
    const form = panel.querySelector<HTMLFormElement>('form[data-form="seek"]')!;
    form.querySelector<HTMLInputElement>('input[name="moveTime"][value="60"]')!.click();
    form.querySelector<HTMLInputElement>('input[name="clock"][value="3+2"]')!.click();
    expect(form.querySelector<HTMLInputElement>('input[name="moveTime"]:checked')?.value).toBe('0');
    form.requestSubmit();
    await vi.waitFor(() =>
      expect(calls.find((c) => c.path === '/api/seeks')?.body).toEqual({
        game: 'chess',
        moveTime: 0,
        clockBase: 180,
        clockIncrement: 2,
      }),
    );
    panel.remove();
  });
});
