/**
 * The notification hub's behaviour (docs/product.md#notifications "Notifications", #alarm-and-notification-calls "Alarms and notifications"):
 * what a connection gets after its handshake, what the client may invoke, and how the platform's
 * NOTIFICATION_EVENTs reach the tabs.
 *
 * Delete and clear fan-out: the client's protocol has only InitNotifications (the whole list) and
 * ReceiveNotification (one item), no removal event. So after a deletion (by a tab, the REST API or
 * the ttl sweep) or a clear, every connection that could see the removed rows gets InitNotifications
 * again with its fresh list: the user's connections for a user's own row, every connection of the
 * account for an account-wide row or a clear (a clear also removes the account-wide rows). Removals
 * of one tick are coalesced, so a sweep of many rows costs one list per connected user.
 */
import { z } from "zod";
import { NotificationStatusSchema } from "../../../contract/wire/enums";
import { HUB_CLIENT_METHODS, HUB_SERVER_EVENTS } from "../../../contract/wire/notifications";
import type { PlatformContext } from "../../context";
import { HttpError } from "../../http/errors";
import {
  clearNotifications,
  deleteNotification,
  listNotifications,
  updateNotificationStatus,
  type NotificationEvent,
  type Recipient,
} from "../vaic/notifications";
import type { HubConnection } from "./connection";
import type { ConnectionRegistry } from "./connections";
import type { OutgoingRecords } from "./outgoing";
import { completion, completionError, invocation, MessageType, type ClientMessage } from "./protocol";

type Method = (who: Recipient, args: unknown[]) => unknown;

const UpdateArgs = z.tuple([z.string().min(1), NotificationStatusSchema]);
const IdArgs = z.tuple([z.string().min(1)]);
const NoArgs = z.tuple([]);

export class NotificationsHub {
  private readonly methods: Record<string, Method>;
  /** Users and accounts whose connections need a fresh list at the end of this tick. */
  private readonly staleUsers = new Map<string, Recipient>();
  private readonly staleAccounts = new Set<string>();
  private flushHandle: NodeJS.Immediate | null = null;

  constructor(
    private readonly ctx: PlatformContext,
    private readonly registry: ConnectionRegistry,
    private readonly log: (line: string) => void,
  ) {
    this.methods = {
      [HUB_CLIENT_METHODS.UPDATE]: (who, args) => {
        const [id, status] = UpdateArgs.parse(args);
        return updateNotificationStatus(ctx, who, id, status);
      },
      [HUB_CLIENT_METHODS.DELETE]: (who, args) => {
        deleteNotification(ctx, who, IdArgs.parse(args)[0]);
      },
      [HUB_CLIENT_METHODS.CLEAR_ALL]: (who, args) => {
        NoArgs.parse(args);
        clearNotifications(ctx, who);
      },
    };
  }

  /** Right after the handshake: the user's current list, exactly what GET /notifications answers. */
  welcome(conn: HubConnection): void {
    conn.send(invocation(HUB_SERVER_EVENTS.INIT, [listNotifications(this.ctx, conn.who)]));
  }

  message(conn: HubConnection, message: ClientMessage): void {
    switch (message.type) {
      case MessageType.Invocation:
        return this.invoke(conn, message);
      case MessageType.StreamInvocation:
        return conn.send(completionError(message.invocationId, "This hub has no streaming methods."));
      case MessageType.Close:
        return conn.close({ notify: false });
      // Pings only keep the connection alive (lastReceivedAt); the rest belong to streams we never start.
      default:
        return;
    }
  }

  private invoke(conn: HubConnection, message: Extract<ClientMessage, { type: 1 }>): void {
    const { invocationId, target } = message;
    const reply = (records: OutgoingRecords) => invocationId !== undefined && conn.send(records);
    const method = Object.hasOwn(this.methods, target) ? this.methods[target] : undefined;
    if (!method) return void reply(completionError(invocationId ?? "", `Unknown hub method '${target}'`));
    if (message.streamIds?.length)
      return void reply(completionError(invocationId ?? "", "Client streams are not supported."));
    try {
      const result = method(conn.who, message.arguments);
      reply(completion(invocationId ?? "", result));
    } catch (err) {
      reply(completionError(invocationId ?? "", this.errorText(target, err)));
    }
  }

  /** Like ASP.NET's HubException: the client sees our own messages, never an internal error's. */
  private errorText(target: string, err: unknown): string {
    if (err instanceof z.ZodError) return `Invalid arguments for '${target}'.`;
    if (err instanceof HttpError && err.status < 500) return err.message;
    this.log(`[hub] ${target} failed: ${(err as Error)?.stack ?? String(err)}`);
    return `An unexpected error occurred invoking '${target}' on the server.`;
  }

  /** NOTIFICATION_EVENT listener. */
  onEvent(event: NotificationEvent): void {
    if (event.kind === "created" || event.kind === "updated") {
      const records = invocation(HUB_SERVER_EVENTS.RECEIVE, [event.notification]);
      for (const conn of this.audience(event.accountId, event.userId)) conn.send(records);
      return;
    }
    if (event.kind === "deleted" && event.userId !== null) {
      this.staleUsers.set(`${event.accountId}\n${event.userId}`, { accountId: event.accountId, userId: event.userId });
    } else {
      this.staleAccounts.add(event.accountId);
    }
    this.flushHandle ??= setImmediate(() => {
      try {
        this.flush();
      } catch (err) {
        this.log(`[hub] list refresh failed: ${(err as Error)?.stack ?? String(err)}`);
      }
    });
  }

  /** Stops a pending coalesced refresh (hub shutdown). */
  stop(): void {
    if (this.flushHandle) clearImmediate(this.flushHandle);
    this.flushHandle = null;
  }

  private *audience(accountId: string, userId: string | null): Iterable<HubConnection> {
    if (userId !== null) return yield* this.registry.user(accountId, userId);
    for (const tabs of this.registry.account(accountId).values()) yield* tabs;
  }

  private flush(): void {
    this.flushHandle = null;
    const users = new Map<string, Recipient>();
    for (const accountId of this.staleAccounts) {
      for (const userId of this.registry.account(accountId).keys())
        users.set(`${accountId}\n${userId}`, { accountId, userId });
    }
    for (const [key, who] of this.staleUsers) users.set(key, who);
    this.staleAccounts.clear();
    this.staleUsers.clear();
    for (const who of users.values()) {
      const tabs = this.registry.user(who.accountId, who.userId);
      if (tabs.size === 0) continue;
      // One list and one serialisation per user, however many tabs they have open.
      const records = invocation(HUB_SERVER_EVENTS.INIT, [listNotifications(this.ctx, who)]);
      for (const conn of tabs) conn.send(records);
    }
  }
}
