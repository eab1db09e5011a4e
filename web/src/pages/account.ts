// The account page (/account): take a name or sign in; once signed in, set a password, sign out or delete the
// player. Playing needs none of it.

import { ApiError } from '../api';
import { h } from '../dom';
import { currentPlayer, deletePlayer, onPlayerChange, setPassword, signIn, signOut, signUp, type Player } from '../players/account';

export function accountPage(main: HTMLElement): () => void {
  document.title = 'Your name · littletable';
  const body = h('div', { class: 'account' }, h('p', { class: 'muted' }, 'Loading…'));
  main.replaceChildren(body);
  const show = (player: Player | null) => body.replaceChildren(...(player ? signedIn(player) : signedOut()));
  const stop = onPlayerChange(show);
  currentPlayer()
    .then(show)
    .catch((e: unknown) => body.replaceChildren(h('p', { class: 'error', role: 'alert' }, `The server cannot be reached${e instanceof ApiError ? ` (${e.message})` : ''}.`)));
  return stop;
}

function field(label: string, attrs: Record<string, string | number | boolean>): HTMLLabelElement {
  return h('label', { class: 'field' }, h('span', {}, label), h('input', attrs));
}

/** A form whose submit runs `action` with its inputs by name, showing the server's refusal in the form. */
function form(id: string, title: string, note: string | null, fields: HTMLElement[], submit: string, action: (values: Record<string, string>) => Promise<unknown>, extraClass = ''): HTMLFormElement {
  const error = h('p', { class: 'form-error', role: 'alert', hidden: true });
  const button = h('button', { type: 'submit', class: `button ${extraClass || 'primary'}` }, submit);
  const f = h('form', { class: 'panel account-form', 'data-form': id, 'aria-labelledby': `${id}-h` }, h('h2', { id: `${id}-h` }, title), note ? h('p', { class: 'muted' }, note) : null, ...fields, error, button);
  f.addEventListener('submit', (e) => {
    e.preventDefault();
    const values: Record<string, string> = {};
    for (const input of f.querySelectorAll('input')) values[input.name] = input.value;
    error.hidden = true;
    button.disabled = true;
    action(values)
      .catch((err: unknown) => {
        error.textContent = err instanceof ApiError ? err.message : 'Something went wrong. Try again.';
        error.hidden = false;
      })
      .finally(() => {
        button.disabled = false;
      });
  });
  return f;
}

const NAME_RULES = '3 to 20 letters, digits, _ or -, starting with a letter';

function signedOut(): HTMLElement[] {
  return [
    h('h1', {}, 'Your name'),
    h('p', { class: 'lead' }, 'Playing needs no account. Take a name to have it on your seats, in ranked games and on your player page. This device keeps you signed in.'),
    h(
      'div',
      { class: 'play-forms' },
      form('sign-up', 'Take a name', `${NAME_RULES}. A password is optional: it lets you sign in on another device.`, [
        field('Name', { name: 'name', autocomplete: 'username', required: true, minlength: 3, maxlength: 20 }),
        field('Password (optional)', { name: 'password', type: 'password', autocomplete: 'new-password', minlength: 8, maxlength: 128 }),
      ], 'Take this name', (v) => signUp(v['name'] ?? '', v['password'] ?? '')),
      form('sign-in', 'Sign in', 'With the name and password you set on another device.', [
        field('Name', { name: 'name', autocomplete: 'username', required: true }),
        field('Password', { name: 'password', type: 'password', autocomplete: 'current-password', required: true }),
      ], 'Sign in', (v) => signIn(v['name'] ?? '', v['password'] ?? '')),
    ),
  ];
}

function signedIn(player: Player): HTMLElement[] {
  const passwordFields = [
    player.password ? field('Current password', { name: 'current', type: 'password', autocomplete: 'current-password', required: true }) : null,
    field('New password', { name: 'password', type: 'password', autocomplete: 'new-password', required: true, minlength: 8, maxlength: 128 }),
  ].filter((f): f is HTMLLabelElement => f !== null);
  const done = h('p', { class: 'muted', role: 'status' });
  return [
    h('h1', {}, `Signed in as ${player.name}`),
    h('p', {}, h('a', { href: `/players/${encodeURIComponent(player.name)}`, 'data-link': true, class: 'player-link' }, 'Your player page: ratings and games')),
    h(
      'p',
      { class: 'lead' },
      player.password ? 'You can sign in with your password on another device.' : 'No password yet: only this device knows you. Set one to sign in elsewhere.',
      ' ',
      h('button', { type: 'button', class: 'button', 'data-action': 'sign-out', onclick: () => void signOut() }, 'Sign out'),
    ),
    done,
    h(
      'div',
      { class: 'play-forms' },
      form('password', player.password ? 'Change your password' : 'Set a password', '8 to 128 characters.', passwordFields, player.password ? 'Change password' : 'Set password', async (v) => {
        await setPassword(v['password'] ?? '', v['current'] ?? '');
        done.textContent = 'Password saved.';
      }),
      form('delete', 'Delete your player', 'Your name and password are removed; your games stay, shown as "deleted player". Type your name to confirm.', [
        field('Your name', { name: 'name', autocomplete: 'off', required: true }),
      ], 'Delete my player', (v) => deletePlayer(v['name'] ?? ''), 'danger'),
    ),
  ];
}
