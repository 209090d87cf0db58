import { describe, expect, it } from 'vitest';
import { LiveChannel, liveChannelUrl } from './ws';

class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
  serverClose() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
}

function setup(token: string | null = 'tok-1') {
  FakeSocket.instances = [];
  const timers: Array<{ fn: () => void; ms: number; cleared: boolean }> = [];
  const logs: string[] = [];
  const channel = new LiveChannel({
    url: () => 'ws://host/ws',
    getToken: () => token,
    createSocket: (url) => new FakeSocket(url),
    setTimer: (fn, ms) => {
      const t = { fn, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (h) => {
      (h as { cleared: boolean }).cleared = true;
    },
    log: (m) => logs.push(m),
  });
  const fire = () => {
    const pending = timers.filter((t) => !t.cleared);
    for (const t of pending) {
      t.cleared = true;
      t.fn();
    }
  };
  return { channel, timers, logs, fire };
}

describe('LiveChannel', () => {
  it('opens one socket for many listeners and authenticates with its first frame, not the URL', () => {
    const { channel } = setup();
    channel.subscribe(() => {});
    channel.subscribe(() => {});
    expect(FakeSocket.instances).toHaveLength(1);
    const socket = FakeSocket.instances[0]!;
    expect(socket.url).toBe('ws://host/ws');
    socket.open();
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'auth', token: 'tok-1' });
  });

  it('delivers parsed messages to every listener and only logs unparsable ones', () => {
    const { channel, logs } = setup();
    const a: unknown[] = [];
    const b: unknown[] = [];
    channel.subscribe((m) => a.push(m));
    channel.subscribe((m) => b.push(m));
    const socket = FakeSocket.instances[0]!;
    socket.open();
    socket.receive('{"type":"progress","runId":"r","current":1,"total":3,"status":"processing","hotelId":"h1"}');
    socket.receive('not json');
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(1);
    expect(logs.some((l) => l.includes('parse'))).toBe(true);
  });

  it('drops frames that do not match the contract and keeps delivering the valid ones', () => {
    const { channel, logs } = setup();
    const got: unknown[] = [];
    channel.subscribe((m) => got.push(m));
    const socket = FakeSocket.instances[0]!;
    socket.open();
    const valid = { type: 'complete', runId: 'r', current: 3, total: 3, status: 'completed', hotelId: null, completed: 2, failed: 1 };
    socket.receive(JSON.stringify({ type: 'progress', runId: 'r', current: '1', total: 3, status: 'processing', hotelId: 'h1' }));
    socket.receive(JSON.stringify({ type: 'hotel-updated', hotelId: 'h1', status: 'exploded', reason: 'source' }));
    socket.receive(JSON.stringify({ type: 'unknown-kind' }));
    socket.receive('null');
    socket.receive(JSON.stringify(valid));
    expect(got).toEqual([valid]);
    expect(logs.filter((l) => l.includes('does not match the contract'))).toHaveLength(4);
  });

  it('reconnects 2000 ms after the socket closes while listeners remain', () => {
    const { channel, timers, fire } = setup();
    channel.subscribe(() => {});
    FakeSocket.instances[0]!.serverClose();
    expect(timers.filter((t) => !t.cleared).map((t) => t.ms)).toEqual([2000]);
    fire();
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('closes the socket and stops reconnecting when the last listener leaves', () => {
    const { channel, timers } = setup();
    const offA = channel.subscribe(() => {});
    const offB = channel.subscribe(() => {});
    offA();
    expect(FakeSocket.instances[0]!.closed).toBe(false);
    offB();
    expect(FakeSocket.instances[0]!.closed).toBe(true);
    expect(channel.isOpen).toBe(false);
    expect(timers.filter((t) => !t.cleared)).toHaveLength(0);
  });

  it('cancels a pending reconnect when the last listener leaves', () => {
    const { channel, timers } = setup();
    const off = channel.subscribe(() => {});
    FakeSocket.instances[0]!.serverClose();
    off();
    expect(timers.every((t) => t.cleared)).toBe(true);
  });

  it('waits for a session instead of opening an unauthenticated socket', () => {
    const { channel, timers } = setup(null);
    channel.subscribe(() => {});
    expect(FakeSocket.instances).toHaveLength(0);
    expect(timers.map((t) => t.ms)).toEqual([2000]);
  });

  it('uses wss on https pages', () => {
    expect(liveChannelUrl({ protocol: 'https:', host: 'hp.example' })).toBe('wss://hp.example/ws');
    expect(liveChannelUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws');
  });
});
