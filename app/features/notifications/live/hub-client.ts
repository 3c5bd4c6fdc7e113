import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from "@microsoft/signalr";
import { NOTIFICATION_STATUS } from "../../../../contract/enums/notifications";
import { MSG, type MessageKey } from "../../../../contract/messages";
import {
  HUB_CLIENT_METHODS,
  HUB_PATH,
  HUB_SERVER_EVENTS,
  InitNotificationsSchema,
  NotificationSchema,
  type Notification,
} from "../../../../contract/wire/notifications";
import { ConnectionLifecycle, type ConnectionDriver, type LifecycleTimers } from "./connection";
import { TokenSource } from "./token";

/**
 * The SignalR side of the island (loaded lazily, in the browser only): the hub at the main service
 * base's /notifications, same origin (the console serves or proxies /vaic/api, WebSockets included),
 * over WebSockets falling back to long polling.
 */
export const HUB_URL = `/vaic/api${HUB_PATH}`;

export interface HubEvents {
  init(list: Notification[]): void;
  receive(notification: Notification): void;
}

export interface NotificationsHubClient extends ConnectionDriver {
  markRead(id: string): Promise<void>;
  remove(id: string): Promise<void>;
  clearAll(): Promise<void>;
}

/** `url`: the hub's address (the same-origin path in the browser; absolute where there is no origin, tests). */
export function createHubClient(tokens: TokenSource, events: HubEvents, url: string = HUB_URL): NotificationsHubClient {
  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(url, {
      transport: HttpTransportType.WebSockets | HttpTransportType.LongPolling,
      accessTokenFactory: () => tokens.get(),
    })
    .configureLogging(LogLevel.None)
    .build();

  // What the server sends is checked like any other platform answer; a bad item is skipped.
  connection.on(HUB_SERVER_EVENTS.INIT, (list: unknown) => {
    const parsed = InitNotificationsSchema.safeParse(list);
    if (parsed.success) events.init(parsed.data);
  });
  connection.on(HUB_SERVER_EVENTS.RECEIVE, (notification: unknown) => {
    const parsed = NotificationSchema.safeParse(notification);
    if (parsed.success) events.receive(parsed.data);
  });

  return {
    start: () => connection.start(),
    async stop() {
      if (connection.state !== HubConnectionState.Disconnected) await connection.stop();
    },
    onClose: (listener) => connection.onclose(() => listener()),
    markRead: async (id) => {
      await connection.invoke(HUB_CLIENT_METHODS.UPDATE, id, NOTIFICATION_STATUS.READ);
    },
    remove: (id) => connection.invoke(HUB_CLIENT_METHODS.DELETE, id),
    clearAll: () => connection.invoke(HUB_CLIENT_METHODS.CLEAR_ALL),
  };
}

export interface LiveConnectionOptions {
  /** The hub's address (default: the same-origin HUB_URL). */
  url?: string;
  /** Where the hub token comes from (default: the console's realtime-token route). */
  tokens?: TokenSource;
  /** How the life cycle waits (default: the browser's timers). */
  timers?: LifecycleTimers;
}

export interface LiveConnection {
  hub: NotificationsHubClient;
  lifecycle: ConnectionLifecycle;
}

/**
 * The island's live connection: the hub client driven by the life cycle's retry rules (docs/product.md#notifications), a
 * token refresh on a 401, and at the limit one danger toast, 'Server not available, giving up.'
 * Starts connecting at once; `lifecycle.end()` stops it for good.
 */
export function startLiveConnection(
  events: HubEvents,
  notify: (toast: { type: "danger"; message: MessageKey }) => void,
  options: LiveConnectionOptions = {},
): LiveConnection {
  const tokens = options.tokens ?? new TokenSource();
  const hub = createHubClient(tokens, events, options.url);
  const lifecycle = new ConnectionLifecycle(
    hub,
    {
      refreshToken: () => tokens.refresh(),
      onConnected: () => {},
      onGiveUp: () => notify({ type: "danger", message: MSG.error_server_not_available }),
    },
    options.timers,
  );
  lifecycle.begin();
  return { hub, lifecycle };
}
