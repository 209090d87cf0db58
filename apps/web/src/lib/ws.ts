import { useEffect, useRef } from 'react';
import { serverMessage, type ServerMessage } from '@hotel/contracts';
import { getAccessToken, subscribeSession } from './auth/session-store';

export type LiveListener = (message: ServerMessage) => void;

/** Section 9: reconnect 2000 ms after a close. */
export const RECONNECT_DELAY_MS = 2000;

interface SocketLike {
  readyState: number;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveChannelOptions {
  url: () => string;
  getToken: () => string | null;
  createSocket?: (url: string) => SocketLike;
  reconnectDelayMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * One shared socket for the whole page. It opens with the first listener, authenticates with its
 * first frame (tokens never go in the URL, where proxies log them), reconnects 2 s after any
 * close while someone still listens, and closes when the last listener leaves.
 */
export class LiveChannel {
  private readonly listeners = new Set<LiveListener>();
  private socket: SocketLike | null = null;
  private timer: unknown = null;
  private readonly opts: Required<LiveChannelOptions>;

  constructor(options: LiveChannelOptions) {
    this.opts = {
      createSocket: (url) => new WebSocket(url),
      reconnectDelayMs: RECONNECT_DELAY_MS,
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      log: (message, detail) => console.warn(message, detail),
      ...options,
    };
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  get isOpen(): boolean {
    return this.socket !== null;
  }

  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    if (!this.socket && this.timer === null) this.connect();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.shutdown();
    };
  }

  /** A new token (sign in, refresh) re-authenticates by reconnecting; signing out closes. */
  reauthenticate(): void {
    if (this.listeners.size === 0) return;
    this.dropSocket();
    this.cancelTimer();
    this.connect();
  }

  private connect(): void {
    const token = this.opts.getToken();
    if (!token) {
      // Signed out: wait and try again; the session may come back (restore in progress).
      this.scheduleReconnect();
      return;
    }
    let socket: SocketLike;
    try {
      socket = this.opts.createSocket(this.opts.url());
    } catch (err) {
      this.opts.log('Live channel: could not open socket', err);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'auth', token }));
    };
    socket.onmessage = (ev) => {
      let data: unknown;
      try {
        data = JSON.parse(String(ev.data));
      } catch (err) {
        this.opts.log('Live channel: could not parse message', err);
        return;
      }
      // Listeners switch on type and read fields without checks: a frame of another version or a
      // broken one must not reach them half-formed.
      const parsed = serverMessage.safeParse(data);
      if (!parsed.success) {
        this.opts.log('Live channel: dropped a message that does not match the contract', parsed.error.issues);
        return;
      }
      const message = parsed.data;
      for (const l of [...this.listeners]) {
        try {
          l(message);
        } catch (err) {
          this.opts.log('Live channel: listener failed', err);
        }
      }
    };
    socket.onerror = (ev) => {
      this.opts.log('Live channel: socket error', ev);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.listeners.size > 0) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.timer !== null) return;
    this.timer = this.opts.setTimer(() => {
      this.timer = null;
      if (this.listeners.size > 0 && !this.socket) this.connect();
    }, this.opts.reconnectDelayMs);
  }

  private cancelTimer(): void {
    if (this.timer !== null) {
      this.opts.clearTimer(this.timer);
      this.timer = null;
    }
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'No listeners');
    }
  }

  private shutdown(): void {
    this.cancelTimer();
    this.dropSocket();
  }
}

export function liveChannelUrl(loc: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/ws`;
}

export const liveChannel = new LiveChannel({ url: () => liveChannelUrl(), getToken: getAccessToken });

// Signing in or out changes who the socket speaks for: reconnect. A rotated token needs nothing —
// the server authenticated the socket once, and any later reconnect sends the current token.
let wasSignedIn = false;
subscribeSession((session) => {
  const signedIn = session !== null;
  if (signedIn === wasSignedIn) return;
  wasSignedIn = signedIn;
  liveChannel.reauthenticate();
});

/** Subscribe a component to live events; the latest listener is always called. */
export function useLiveEvents(listener: LiveListener): void {
  const ref = useRef(listener);
  useEffect(() => {
    ref.current = listener;
  });
  useEffect(() => liveChannel.subscribe((m) => ref.current(m)), []);
}
