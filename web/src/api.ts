// The server's small JSON API (docs/protocol.md, "HTTP").

import type { CreateRoomReply, CreateRoomRequest, GameInfo, PositionView } from './protocol';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The rule a refused value breaks (a name's: docs/protocol.md), and what it names. */
    readonly rule?: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** A JSON request to the server; an error answer becomes an ApiError with its code and message. */
export async function request<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      headers: { Accept: 'application/json', ...(init?.body ? { 'Content-Type': 'application/json' } : {}) },
      ...init,
    });
  } catch {
    throw new ApiError(0, 'ERR_NETWORK', 'The server cannot be reached.');
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const err = (body as { error?: { code?: string; message?: string; rule?: string; detail?: string } } | null)?.error;
    throw new ApiError(
      res.status,
      err?.code ?? `HTTP_${res.status}`,
      err?.message ?? res.statusText,
      err?.rule,
      err?.detail,
    );
  }
  return body as T;
}

export function listGames(): Promise<GameInfo[]> {
  return request<GameInfo[]>('/api/games');
}

/** A position as board data, after `moves` (move texts) if given. */
export function position(game: string, fen: string, moves: readonly string[] = []): Promise<PositionView> {
  const after = moves.length ? `&moves=${encodeURIComponent(moves.join(' '))}` : '';
  return request<PositionView>(`/api/position?game=${encodeURIComponent(game)}&fen=${encodeURIComponent(fen)}${after}`);
}

export function createRoom(req: CreateRoomRequest): Promise<CreateRoomReply> {
  return request<CreateRoomReply>('/api/rooms', { method: 'POST', body: JSON.stringify(req) });
}

export function roomInfo(id: string): Promise<unknown> {
  return request<unknown>(`/api/rooms/${encodeURIComponent(id)}`);
}

/** The WebSocket address of a room on the server that served this page. */
export function roomSocketUrl(id: string, loc: Location = window.location): string {
  const scheme = loc.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${loc.host}/ws/${encodeURIComponent(id)}`;
}
