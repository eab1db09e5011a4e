// The signed-in player of this browser (docs/protocol.md, "Players"). The session secret is in an HttpOnly
// cookie that this code never sees; it only asks the server who it is and tells the page when that changes.

import { ApiError, request } from '../api';

export interface Player {
  name: string;
  /** Whether a password is set (the player can sign in on another device). */
  password: boolean;
}

interface PlayerReply {
  player: Player | null;
}

type Listener = (player: Player | null) => void;

const listeners = new Set<Listener>();
let known: Player | null | undefined;

function publish(player: Player | null): Player | null {
  known = player;
  for (const l of listeners) l(player);
  return player;
}

/** Calls `listener` with every change of the signed-in player; returns the unsubscribe. */
export function onPlayerChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last answer of `currentPlayer`, undefined before the first. */
export function knownPlayer(): Player | null | undefined {
  return known;
}

/** Who this browser is signed in as; null when nobody (a stale or forged cookie is cleared by the server). */
export async function currentPlayer(): Promise<Player | null> {
  try {
    return publish((await request<PlayerReply>('/api/me')).player);
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return publish(null);
    throw e;
  }
}

function send(method: string, path: string, body: Record<string, string>): Promise<PlayerReply> {
  return request<PlayerReply>(path, { method, body: JSON.stringify(body), credentials: 'same-origin' });
}

/** Takes `name` on this device; with a password the name can be signed into elsewhere. */
export async function signUp(name: string, password: string): Promise<Player | null> {
  return publish((await send('POST', '/api/players', password ? { name, password } : { name })).player);
}

export async function signIn(name: string, password: string): Promise<Player | null> {
  return publish((await send('POST', '/api/session', { name, password })).player);
}

export async function signOut(): Promise<void> {
  await request<PlayerReply>('/api/session', { method: 'DELETE' });
  publish(null);
}

/** Sets the password; `current` is the one set before, if any. */
export async function setPassword(password: string, current: string): Promise<Player | null> {
  return publish((await send('PUT', '/api/me/password', current ? { password, current } : { password })).player);
}

/** Deletes the signed-in player; `confirmName` must be its name. */
export async function deletePlayer(confirmName: string): Promise<void> {
  await send('DELETE', '/api/me', { name: confirmName });
  publish(null);
}
