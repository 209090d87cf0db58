import type { WebSocket } from 'ws';

/** Close codes the web client can tell apart (4xxx are application codes). */
export const WS_CLOSE = { unauthorized: 4401, deactivated: 4403, badOrigin: 4400 } as const;

/** Authenticated sockets of this API instance, by user, so a deactivation can close them at once. */
export class SocketRegistry {
  private readonly byUser = new Map<string, Set<WebSocket>>();

  add(userId: string, socket: WebSocket): void {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(socket);
  }

  remove(userId: string, socket: WebSocket): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.byUser.delete(userId);
  }

  userIds(): string[] {
    return [...this.byUser.keys()];
  }

  socketsOf(userId: string): WebSocket[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  closeUser(userId: string, code: number, reason: string): number {
    const sockets = this.socketsOf(userId);
    for (const s of sockets) s.close(code, reason);
    this.byUser.delete(userId);
    return sockets.length;
  }
}
