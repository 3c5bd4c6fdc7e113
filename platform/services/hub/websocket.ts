/**
 * The WebSockets transport (TransportProtocols.md "WebSockets"): text frames carry the records both
 * ways. Upgrades are refused with a plain HTTP answer written on the raw socket, since no response
 * object exists before the handshake.
 */
import type { IncomingMessage } from "node:http";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, type RawData } from "ws";
import type { Transport } from "./connection";

export class WebSocketTransport implements Transport {
  readonly kind = "WebSockets" as const;
  /** Settles when the socket has closed, however that happened. */
  readonly closed: Promise<void>;
  private killTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ws: WebSocket,
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

  send(text: string): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(text);
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
