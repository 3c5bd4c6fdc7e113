import { HttpTransportType, HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from "@microsoft/signalr";
import { NOTIFICATION_STATUS } from "../../../../contract/enums";
import { HUB_CLIENT_METHODS, HUB_PATH, HUB_SERVER_EVENTS, InitNotificationsSchema, NotificationSchema, type Notification } from "../../../../contract/wire/notifications";
import type { ConnectionDriver } from "./connection";
import type { TokenSource } from "./token";

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

export function createHubClient(tokens: TokenSource, events: HubEvents): NotificationsHubClient {
  const connection: HubConnection = new HubConnectionBuilder()
    .withUrl(HUB_URL, {
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
