/**
 * Where the hub finds its connections: by token (transport requests) and by group, per account and
 * per user within it (fan-out). A connection joins its groups after the handshake, because a client
 * cannot take hub messages before the handshake response.
 */
import type { HubConnection } from "./connection";

export class ConnectionRegistry {
  private readonly byToken = new Map<string, HubConnection>();
  /** accountId → userId → that user's open connections (tabs). */
  private readonly groups = new Map<string, Map<string, Set<HubConnection>>>();

  get size(): number {
    return this.byToken.size;
  }

  add(conn: HubConnection): void {
    this.byToken.set(conn.token, conn);
  }

  get(token: string): HubConnection | undefined {
    return this.byToken.get(token);
  }

  /** Forgets the token: transport requests with it answer 404 from now on. */
  forget(conn: HubConnection): void {
    if (this.byToken.get(conn.token) === conn) this.byToken.delete(conn.token);
  }

  join(conn: HubConnection): void {
    const { accountId, userId } = conn.who;
    let users = this.groups.get(accountId);
    if (!users) this.groups.set(accountId, (users = new Map()));
    let tabs = users.get(userId);
    if (!tabs) users.set(userId, (tabs = new Set()));
    tabs.add(conn);
  }

  leave(conn: HubConnection): void {
    const { accountId, userId } = conn.who;
    const users = this.groups.get(accountId);
    const tabs = users?.get(userId);
    if (!users || !tabs) return;
    tabs.delete(conn);
    if (tabs.size === 0) users.delete(userId);
    if (users.size === 0) this.groups.delete(accountId);
  }

  /** The user's connections (empty when none). */
  user(accountId: string, userId: string): ReadonlySet<HubConnection> {
    return this.groups.get(accountId)?.get(userId) ?? EMPTY;
  }

  /** The account's connected users, each with their connections. */
  account(accountId: string): ReadonlyMap<string, ReadonlySet<HubConnection>> {
    return this.groups.get(accountId) ?? NO_USERS;
  }

  all(): IterableIterator<HubConnection> {
    return this.byToken.values();
  }
}

const EMPTY: ReadonlySet<HubConnection> = new Set();
const NO_USERS: ReadonlyMap<string, ReadonlySet<HubConnection>> = new Map();
