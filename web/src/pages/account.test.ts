import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountPage } from './account';
import { currentPlayer } from '../players/account';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake server with the players API of docs/protocol.md: one name taken ("Anna", password "tulips in spring"). */
function fakeServer() {
  let me: { name: string; password: boolean } | null = null;
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : null;
    calls.push({ method, path, body });
    if (path === '/api/me' && method === 'GET') return json({ player: me });
    if (path === '/api/players' && method === 'POST') {
      if (body?.['name']?.toLowerCase() === 'anna')
        return json({ error: { code: 'ERR_NAME_TAKEN', message: "the name 'anna' is taken" } }, 409);
      if (body?.['name'] === 'admin_joe')
        return json(
          {
            error: {
              code: 'ERR_NAME_INVALID',
              message: "a name may not contain 'admin' (or letters that look like it)",
              rule: 'reserved-part',
              detail: 'admin',
            },
          },
          400,
        );
      me = { name: body?.['name'] ?? '', password: Boolean(body?.['password']) };
      return json({ player: me });
    }
    if (path === '/api/session' && method === 'POST') {
      if (body?.['name'] !== 'Anna' || body['password'] !== 'tulips in spring')
        return json({ error: { code: 'ERR_SIGN_IN', message: 'wrong name or password' } }, 401);
      me = { name: 'Anna', password: true };
      return json({ player: me });
    }
    if (path === '/api/session' && method === 'DELETE') {
      me = null;
      return json({ player: null });
    }
    if (path === '/api/me/password' && method === 'PUT' && me) {
      me = { ...me, password: true };
      return json({ player: me });
    }
    if (path === '/api/me' && method === 'DELETE' && me) {
      if (body?.['name'] !== me.name)
        return json({ error: { code: 'ERR_CONFIRM', message: 'type your name to confirm the deletion' } }, 400);
      me = null;
      return json({ player: null });
    }
    return json({ error: { code: 'ERR_NOT_FOUND', message: 'no' } }, 404);
  });
  return calls;
}

function fill(form: HTMLFormElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value = value;
  form.requestSubmit();
}

async function open() {
  const main = document.createElement('main');
  document.body.replaceChildren(main);
  const close = accountPage(main);
  await vi.waitFor(() => expect(main.querySelector('h1')).not.toBeNull());
  const form = (id: string) => main.querySelector<HTMLFormElement>(`form[data-form="${id}"]`)!;
  return { main, close, form };
}

describe('account page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a name, shows a refusal in the form, and never sends an empty password', async () => {
    const calls = fakeServer();
    const { main, form, close } = await open();
    expect(main.querySelector('h1')?.textContent).toBe('Your name');
    fill(form('sign-up'), { name: 'anna', password: '' });
    await vi.waitFor(() =>
      expect(form('sign-up').querySelector('.form-error')?.textContent).toBe(
        'That name, or one that looks like it, is taken.',
      ),
    );
    expect(form('sign-up').querySelector<HTMLElement>('.form-error')?.hidden).toBe(false);
    expect(calls.at(-1)?.body).toEqual({ name: 'anna' });
    // A refused name is told the exact rule it breaks.
    fill(form('sign-up'), { name: 'admin_joe', password: '' });
    await vi.waitFor(() =>
      expect(form('sign-up').querySelector('.form-error')?.textContent).toBe(
        'A name may not contain “admin” (or letters that look like it).',
      ),
    );
    fill(form('sign-up'), { name: 'Bruno', password: '' });
    await vi.waitFor(() => expect(main.querySelector('h1')?.textContent).toBe('Signed in as Bruno'));
    expect(main.textContent).toContain('No password yet');
    close();
  });

  it('signs in with a password, sets one, signs out', async () => {
    fakeServer();
    const { main, form, close } = await open();
    fill(form('sign-in'), { name: 'Anna', password: 'wrong password' });
    await vi.waitFor(() =>
      expect(form('sign-in').querySelector('.form-error')?.textContent).toBe('Wrong name or password.'),
    );
    fill(form('sign-in'), { name: 'Anna', password: 'tulips in spring' });
    await vi.waitFor(() => expect(main.querySelector('h1')?.textContent).toBe('Signed in as Anna'));
    expect(form('password').querySelector('input[name="current"]')).not.toBeNull();
    main.querySelector<HTMLButtonElement>('[data-action="sign-out"]')!.click();
    await vi.waitFor(() => expect(main.querySelector('h1')?.textContent).toBe('Your name'));
    close();
  });

  it('keeps what is typed when another part of the page asks who is signed in', async () => {
    fakeServer();
    const { form, close } = await open();
    const name = form('sign-in').querySelector<HTMLInputElement>('input[name="name"]')!;
    name.value = 'Anna';
    await currentPlayer(); // the top bar's question, answered after the page's: nobody, as before
    expect(form('sign-in').querySelector<HTMLInputElement>('input[name="name"]')).toBe(name);
    expect(name.value).toBe('Anna');
    close();
  });

  it('deletes the player only when the name is typed', async () => {
    fakeServer();
    const { main, form, close } = await open();
    fill(form('sign-up'), { name: 'Carl', password: '' });
    await vi.waitFor(() => expect(main.querySelector('h1')?.textContent).toBe('Signed in as Carl'));
    fill(form('delete'), { name: 'Karl' });
    await vi.waitFor(() =>
      expect(form('delete').querySelector('.form-error')?.textContent).toBe('The name you typed is not yours.'),
    );
    fill(form('delete'), { name: 'Carl' });
    await vi.waitFor(() => expect(main.querySelector('h1')?.textContent).toBe('Your name'));
    close();
  });
});
