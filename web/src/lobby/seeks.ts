// The lobby's requests (docs/protocol.md, "Lobby"): a game's open seeks and games being played, posting,
// joining, a seek's status and withdrawing. A ticket proves a participant of a seek; it stays in this page.

import { request } from '../api';

export interface SeekView {
  id: string;
  game: string;
  ranked: boolean;
  moveTime: number;
  /** A game clock instead of a time per move: seconds per player, 0 for none, and seconds added per move. */
  clockBase?: number;
  clockIncrement?: number;
  /** Or days for each move, 0 for none. */
  daysPerMove?: number;
  seats: number;
  joined: number;
  players: { name: string | null; rating: number | null; provisional?: boolean }[];
  ratingMin: number | null;
  ratingMax: number | null;
}

export interface PlayingView {
  room: string;
  link: string;
  players: string[];
  ranked: boolean;
  plies: number;
}

export interface LobbyView {
  game: string;
  seeks: SeekView[];
  playing: PlayingView[];
}

export interface SeekStatus {
  matched: boolean;
  joined: number;
  seats: number;
  room?: string;
  link?: string;
  seat?: number | null;
  secret?: string | null;
}

export interface Ticketed {
  seek: string;
  ticket: string;
  status: SeekStatus;
}

export interface SeekRequest {
  game: string;
  ranked?: boolean;
  moveTime?: number;
  clockBase?: number;
  clockIncrement?: number;
  daysPerMove?: number;
  ratingMin?: number;
  ratingMax?: number;
}

const post = <T>(path: string, body: unknown) => request<T>(path, { method: 'POST', body: JSON.stringify(body) });

export const lobbyOf = (game: string) => request<LobbyView>(`/api/lobby/${encodeURIComponent(game)}`);
export const postSeek = (seek: SeekRequest) => post<Ticketed>('/api/seeks', seek);
export const joinSeek = (id: string) => post<Ticketed>(`/api/seeks/${encodeURIComponent(id)}/join`, {});
export const seekStatus = (id: string, ticket: string) =>
  post<SeekStatus>(`/api/seeks/${encodeURIComponent(id)}/status`, { ticket });
export const cancelSeek = (id: string, ticket: string) =>
  post<unknown>(`/api/seeks/${encodeURIComponent(id)}/cancel`, { ticket });
