import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Connection, type ConnectionStatus } from './connection';
import { FakeSocket } from '../testing/fakeSocket';
import type { ServerMessage } from '../protocol';

describe('Connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  function connect() {
    const statuses: ConnectionStatus[] = [];
    const messages: ServerMessage[] = [];
    let v = 0;
    const onReconnect = vi.fn();
    const conn = new Connection({
      url: 'ws://x/ws/r1',
      hello: () => ({ t: 'hello', d: { secret: 's', v } }),
      onMessage: (m) => messages.push(m),
      onStatus: (s) => statuses.push(s),
      onReconnect,
      createSocket: (url) => new FakeSocket(url),
    });
    return { conn, statuses, messages, onReconnect, setV: (n: number) => (v = n) };
  }

  it('says hello first and passes frames on', () => {
    const { statuses, messages } = connect();
    const s = FakeSocket.latest();
    expect(s.url).toBe('ws://x/ws/r1');
    s.accept();
    expect(s.sent[0]).toEqual({ t: 'hello', d: { secret: 's', v: 0 } });
    s.push({ t: 'pong', d: {} });
    s.push('not json');
    expect(messages).toEqual([{ t: 'pong', d: {} }]);
    expect(statuses).toEqual(['open']);
  });

  it('reconnects after a loss with the latest version in hello', () => {
    const { statuses, onReconnect, setV, conn } = connect();
    FakeSocket.latest().accept();
    setV(7);
    FakeSocket.latest().drop();
    expect(statuses.at(-1)).toBe('lost');
    expect(conn.send({ t: 'ping', d: {} })).toBe(false);
    vi.advanceTimersByTime(300);
    expect(FakeSocket.all).toHaveLength(2);
    // The server is still down: the next attempt waits longer.
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(300);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(300);
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.latest().accept();
    expect(FakeSocket.latest().sent[0]).toEqual({ t: 'hello', d: { secret: 's', v: 7 } });
    expect(statuses.at(-1)).toBe('open');
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('treats a silent socket as lost', () => {
    const { statuses } = connect();
    const s = FakeSocket.latest();
    s.accept();
    vi.advanceTimersByTime(5000);
    expect(s.sent.at(-1)).toEqual({ t: 'ping', d: {} });
    vi.advanceTimersByTime(15000);
    expect(statuses).toContain('lost');
    expect(s.closed).toBe(true);
  });

  it('stays closed after close()', () => {
    const { conn } = connect();
    FakeSocket.latest().accept();
    conn.close();
    vi.advanceTimersByTime(10000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
