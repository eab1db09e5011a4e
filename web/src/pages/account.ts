// The account page (/account): take a name or sign in; once signed in, set a password, sign out or delete the
// player. Playing needs none of it.

import { ApiError } from '../api';
import { h } from '../dom';
import { t } from '../i18n/i18n';
import { errorText, ruleErrorText } from '../i18n/errors';
import { turnNotificationsPanel } from '../players/turnNotifications';
import {
  currentPlayer,
  deletePlayer,
  onPlayerChange,
  setPassword,
  signIn,
  signOut,
  signUp,
  type Player,
} from '../players/account';

export function accountPage(main: HTMLElement): () => void {
  document.title = `${t('account.title')} · littletable`;
  const body = h('div', { class: 'account' }, h('p', { class: 'muted' }, t('chrome.loading')));
  main.replaceChildren(body);
  // Drawn again only when the player changes: another part of the page asking who is signed in (the top bar)
  // must not clear what is being typed.
  let shown: string | undefined;
  const show = (player: Player | null) => {
    const key = JSON.stringify(player);
    if (key === shown) return;
    shown = key;
    body.replaceChildren(...(player ? signedIn(player) : signedOut()));
  };
  const stop = onPlayerChange(show);
  currentPlayer()
    .then(show)
    .catch((e: unknown) =>
      body.replaceChildren(
        h(
          'p',
          { class: 'error', role: 'alert' },
          e instanceof ApiError
            ? t('account.unreachableWhy', { why: errorText(e.code, e.message) })
            : t('account.unreachable'),
        ),
      ),
    );
  return stop;
}

function field(label: string, attrs: Record<string, string | number | boolean>): HTMLLabelElement {
  return h('label', { class: 'field' }, h('span', {}, label), h('input', attrs));
}

/** A form whose submit runs `action` with its inputs by name, showing the server's refusal in the form. */
function form(
  id: string,
  title: string,
  note: string | null,
  fields: HTMLElement[],
  submit: string,
  action: (values: Record<string, string>) => Promise<unknown>,
  extraClass = '',
): HTMLFormElement {
  const error = h('p', { class: 'form-error', role: 'alert', hidden: true });
  const button = h('button', { type: 'submit', class: `button ${extraClass || 'primary'}` }, submit);
  const f = h(
    'form',
    { class: 'panel account-form', 'data-form': id, 'aria-labelledby': `${id}-h` },
    h('h2', { id: `${id}-h` }, title),
    note ? h('p', { class: 'muted' }, note) : null,
    ...fields,
    error,
    button,
  );
  f.addEventListener('submit', (e) => {
    e.preventDefault();
    const values: Record<string, string> = {};
    for (const input of f.querySelectorAll('input')) values[input.name] = input.value;
    error.hidden = true;
    button.disabled = true;
    action(values)
      .catch((err: unknown) => {
        error.textContent = err instanceof ApiError ? ruleErrorText(err) : t('account.failed');
        error.hidden = false;
      })
      .finally(() => {
        button.disabled = false;
      });
  });
  return f;
}

function signedOut(): HTMLElement[] {
  return [
    h('h1', {}, t('account.title')),
    h('p', { class: 'lead' }, t('account.lead')),
    h(
      'div',
      { class: 'play-forms' },
      form(
        'sign-up',
        t('account.takeName'),
        t('account.takeNameNote', { rules: t('account.nameRules') }),
        [
          field(t('account.name'), {
            name: 'name',
            autocomplete: 'username',
            required: true,
            minlength: 3,
            maxlength: 20,
          }),
          field(t('account.passwordOptional'), {
            name: 'password',
            type: 'password',
            autocomplete: 'new-password',
            minlength: 8,
            maxlength: 128,
          }),
        ],
        t('account.takeThisName'),
        (v) => signUp(v['name'] ?? '', v['password'] ?? ''),
      ),
      form(
        'sign-in',
        t('account.signIn'),
        t('account.signInNote'),
        [
          field(t('account.name'), { name: 'name', autocomplete: 'username', required: true }),
          field(t('account.password'), {
            name: 'password',
            type: 'password',
            autocomplete: 'current-password',
            required: true,
          }),
        ],
        t('account.signIn'),
        (v) => signIn(v['name'] ?? '', v['password'] ?? ''),
      ),
    ),
  ];
}

function signedIn(player: Player): HTMLElement[] {
  const passwordFields = [
    player.password
      ? field(t('account.currentPassword'), {
          name: 'current',
          type: 'password',
          autocomplete: 'current-password',
          required: true,
        })
      : null,
    field(t('account.newPassword'), {
      name: 'password',
      type: 'password',
      autocomplete: 'new-password',
      required: true,
      minlength: 8,
      maxlength: 128,
    }),
  ].filter((f): f is HTMLLabelElement => f !== null);
  const done = h('p', { class: 'muted', role: 'status' });
  return [
    h('h1', {}, t('account.signedInAs', { name: player.name })),
    h(
      'p',
      {},
      h(
        'a',
        { href: `/players/${encodeURIComponent(player.name)}`, 'data-link': true, class: 'player-link' },
        t('account.playerPage'),
      ),
    ),
    h(
      'p',
      { class: 'lead' },
      player.password ? t('account.hasPassword') : t('account.noPassword'),
      ' ',
      h(
        'button',
        { type: 'button', class: 'button', 'data-action': 'sign-out', onclick: () => void signOut() },
        t('account.signOut'),
      ),
    ),
    done,
    turnNotificationsPanel(),
    h(
      'div',
      { class: 'play-forms' },
      form(
        'password',
        player.password ? t('account.changePasswordTitle') : t('account.setPasswordTitle'),
        t('account.passwordRules'),
        passwordFields,
        player.password ? t('account.changePassword') : t('account.setPassword'),
        async (v) => {
          await setPassword(v['password'] ?? '', v['current'] ?? '');
          done.textContent = t('account.passwordSaved');
        },
      ),
      form(
        'delete',
        t('account.deleteTitle'),
        t('account.deleteNote'),
        [field(t('account.yourName'), { name: 'name', autocomplete: 'off', required: true })],
        t('account.deletePlayer'),
        (v) => deletePlayer(v['name'] ?? ''),
        'danger',
      ),
    ),
  ];
}
