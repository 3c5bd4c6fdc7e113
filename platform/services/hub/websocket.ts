/**
 * The WebSockets transport (TransportProtocols.md "WebSockets"): text frames carry the records both
 * ways. Records go out as the frame they were built into once (OutgoingRecords), written straight to
 * the upgraded socket: ws would encode and frame the same text again for every connection. That is
 * ws's own wire format on ws's socket, and it keeps the order of ws's writes (close frames): without
 * permessage-deflate ws's sender never queues, it writes to the socket at once too. Upgrades are
 * refused with a plain HTTP answer written on the raw socket, since no response object exists
 * before the handshake.
 */
import type { IncomingMessage } from "node:http";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, type RawData } from "ws";
import type { Transport } from "./connection";
import type { OutgoingRecords } from "./outgoing";

export class WebSocketTransport implements Transport {
  readonly kind = "WebSockets" as const;
  /** Settles when the socket has closed, however that happened. */
  readonly closed: Promise<void>;
  private killTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ws: WebSocket,
    /** The upgraded socket ws speaks over (the upgrade's own; ws does not expose it). */
    private readonly socket: Duplex,
    /** How long a closing handshake may take before the socket is cut. */
    private readonly closeGraceMs: number,
  ) {
    this.closed = new Promise((resolve) =>
      ws.once("close", () => {
        if (this.killTimer) clearTimeout(this.killTimer);
        resolve();
      }),
    );
    // Errors (a bad frame, a reset) are followed by "close"; listening keeps them from being thrown.
    ws.on("error", () => {});
  }

  send(records: OutgoingRecords): void {
    // OPEN: ws has neither sent nor received a close frame, so the socket still takes data frames.
    if (this.ws.readyState === WebSocket.OPEN) this.socket.write(records.webSocketFrame);
  }

  end(): void {
    if (this.ws.readyState !== WebSocket.OPEN) return void this.ws.terminate();
    // Close code 1000: the close record, not the frame, says whether it was an error.
    this.ws.close(1000);
    this.killTimer = setTimeout(() => this.ws.terminate(), this.closeGraceMs);
    this.killTimer.unref();
  }

  terminate(): void {
    this.ws.terminate();
  }
}

export function rawDataToText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString("utf8");
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return Buffer.from(data).toString("utf8");
}

/** Answers an upgrade request with an HTTP error and closes the socket. */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}\r\n` +
      "Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  // end() flushes the answer; destroy after it so a client that never reads cannot hold the socket.
  socket.once("finish", () => socket.destroy());
}

/** The request's path and query, parsed leniently (a malformed URL is just not ours). */
export function requestUrl(req: IncomingMessage): URL | null {
  try {
    return new URL(req.url ?? "/", "http://hub.invalid");
  } catch {
    return null;
  }
}
