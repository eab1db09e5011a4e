// One WebSocket to a room that comes back by itself. On every (re)connect the first frame is `hello`, built
// fresh by the caller (seat secret, last version seen). A silent socket is treated as lost: the client pings,
// and when nothing at all arrives for `deadAfterMs` it closes and reconnects.

import { parseServerMessage, type ClientMessage, type ServerMessage } from '../protocol';

export type ConnectionStatus = 'connecting' | 'open' | 'lost' | 'closed';

/** The part of the browser's WebSocket this module uses (tests pass a fake). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

export interface ConnectionOptions {
  url: string;
  hello: () => ClientMessage;
  onMessage: (msg: ServerMessage) => void;
  onStatus: (status: ConnectionStatus) => void;
  /** Called after `hello` went out on a reconnect (not the first connect). */
  onReconnect?: () => void;
  createSocket?: (url: string) => SocketLike;
  /** Delays before reconnect attempts; the last one repeats. */
  backoffMs?: number[];
  pingMs?: number;
  deadAfterMs?: number;
}

const OPEN = 1;

export class Connection {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private everOpened = false;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private status_: ConnectionStatus = 'connecting';
  private readonly opts: Required<Omit<ConnectionOptions, 'onReconnect'>> & Pick<ConnectionOptions, 'onReconnect'>;

  constructor(options: ConnectionOptions) {
    this.opts = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      backoffMs: [250, 500, 1000, 2000, 3000],
      pingMs: 5000,
      deadAfterMs: 15000,
      ...options,
    };
    this.open();
  }

  get status(): ConnectionStatus {
    return this.status_;
  }

  /** Sends a frame now; false when the socket is not open (the caller decides whether to retry later). */
  send(msg: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(msg));
    return true;
  }

  /** Drops the socket and connects again at once (used to resync). */
  reconnect(): void {
    if (this.stopped) return;
    this.teardown();
    this.open();
  }

  close(): void {
    this.stopped = true;
    this.teardown();
    this.setStatus('closed');
  }

  private open(): void {
    const ws = this.opts.createSocket(this.opts.url);
    this.socket = ws;
    if (this.status_ !== 'lost') this.setStatus('connecting');
    ws.onopen = () => {
      if (ws !== this.socket) return;
      const reconnect = this.everOpened;
      this.everOpened = true;
      this.attempt = 0;
      this.lastHeard = Date.now();
      ws.send(JSON.stringify(this.opts.hello()));
      this.setStatus('open');
      this.startPing();
      if (reconnect) this.opts.onReconnect?.();
    };
    ws.onmessage = (ev) => {
      if (ws !== this.socket) return;
      this.lastHeard = Date.now();
      if (typeof ev.data !== 'string') return;
      const msg = parseServerMessage(ev.data);
      if (msg) this.opts.onMessage(msg);
    };
    ws.onclose = () => {
      if (ws !== this.socket) return;
      this.lost();
    };
    ws.onerror = () => {
      if (ws !== this.socket) return;
      this.lost();
    };
  }

  private lost(): void {
    this.teardown();
    if (this.stopped) return;
    this.setStatus('lost');
    const delays = this.opts.backoffMs;
    const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? 1000;
    this.attempt++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, delay);
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      if (Date.now() - this.lastHeard > this.opts.deadAfterMs) {
        this.lost();
        return;
      }
      this.send({ t: 'ping', d: {} });
    }, this.opts.pingMs);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private teardown(): void {
    this.stopPing();
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const ws = this.socket;
    this.socket = null;
    if (ws) {
      ws.onopen = ws.onclose = ws.onerror = null;
      ws.onmessage = null;
      try {
        ws.close();
      } catch {
        // already closed
      }
    }
  }

  private setStatus(s: ConnectionStatus): void {
    if (s === this.status_) return;
    this.status_ = s;
    this.opts.onStatus(s);
  }
}
