/**
 * One hub connection, independent of its transport: it buffers incoming text into records, runs the
 * handshake, hands hub messages to its host, and closes exactly once. Bad input from the client
 * closes this connection with an error; it never throws into the transport or the process.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Recipient } from "../vaic/notifications";
import type { OutgoingRecords } from "./outgoing";
import { closeMessage, parseHandshake, parseMessage, record, splitRecords, type ClientMessage } from "./protocol";

export type TransportKind = "WebSockets" | "LongPolling";

export interface Transport {
  readonly kind: TransportKind;
  /** Writes records to the client (queued by long polling until the next poll). */
  send(records: OutgoingRecords): void;
  /** Ends the transport once what was sent is delivered (or dropped when the client has gone). */
  end(): void;
  /** Server shutdown: drops the transport now, after end(). */
  terminate(): void;
}

/** What the hub does at the connection's milestones. */
export interface ConnectionHost {
  handshaken(conn: HubConnection): void;
  message(conn: HubConnection, message: ClientMessage): void;
  closed(conn: HubConnection): void;
  log(line: string): void;
}

export interface ConnectionLimits {
  /** Largest record (and unterminated buffer) accepted, in characters. */
  maxMessageChars: number;
  /** Time after the transport starts within which the handshake must arrive. */
  handshakeTimeoutMs: number;
}

export interface CloseOptions {
  /** Sent to the client in the close message (or the handshake response). */
  error?: string;
  /** The client may reconnect at once (the server is shutting down, not refusing it). */
  allowReconnect?: boolean;
  /** false when the client is already gone (socket closed, polls stopped): nothing is sent. */
  notify?: boolean;
}

export class HubConnection {
  /** Public id (negotiate's connectionId); never used to address the connection. */
  readonly connectionId = randomUUID();
  /** The secret that addresses the connection in transport requests (negotiate's connectionToken). */
  readonly token = randomBytes(24).toString("base64url");
  transport: Transport | null = null;
  handshaken = false;
  closed = false;
  /** Date.now() of the last record from the client: its keep-alive for the client timeout. */
  lastReceivedAt = Date.now();
  private buffer = "";
  private handshakeTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly who: Recipient,
    private readonly host: ConnectionHost,
    private readonly limits: ConnectionLimits,
  ) {}

  attach(transport: Transport): void {
    this.transport = transport;
    this.lastReceivedAt = Date.now();
    this.handshakeTimer = setTimeout(
      () => this.close({ error: "Handshake was canceled." }),
      this.limits.handshakeTimeoutMs,
    );
    this.handshakeTimer.unref();
  }

  /** Text from the transport: any number of records, possibly split across chunks. */
  receive(text: string): void {
    if (this.closed) return;
    this.lastReceivedAt = Date.now();
    try {
      const { records, rest } = splitRecords(this.buffer + text);
      this.buffer = rest;
      for (const record of records) {
        if (this.closed) return;
        if (record.length > this.limits.maxMessageChars)
          return this.close({ error: "The message exceeds the maximum message size." });
        if (this.handshaken) this.dispatch(record);
        else this.handshake(record);
      }
      if (this.buffer.length > this.limits.maxMessageChars)
        this.close({ error: "The message exceeds the maximum message size." });
    } catch (err) {
      this.host.log(`[hub] connection ${this.connectionId} failed: ${(err as Error).stack ?? String(err)}`);
      this.close({ error: "Connection closed with an error." });
    }
  }

  send(records: OutgoingRecords): void {
    if (!this.closed) this.transport?.send(records);
  }

  /** Idempotent. Leaves the groups at once; the transport ends after the close record is flushed. */
  close(options: CloseOptions = {}): void {
    if (this.closed) return;
    const notify = options.notify ?? true;
    if (notify && this.transport) {
      // Before the handshake the client only understands a handshake response.
      this.transport.send(
        this.handshaken
          ? closeMessage(options.error, options.allowReconnect)
          : record({ error: options.error ?? "Connection closed." }),
      );
    }
    this.closed = true;
    this.buffer = "";
    this.stopHandshakeTimer();
    this.host.closed(this);
    this.transport?.end();
  }

  private handshake(request: string): void {
    const parsed = parseHandshake(request);
    if (!parsed.ok) return this.close({ error: parsed.error });
    this.stopHandshakeTimer();
    this.handshaken = true;
    this.send(record({}));
    this.host.handshaken(this);
  }

  /** Dropped, not only cleared: a connection lives for hours and should not carry a spent timer. */
  private stopHandshakeTimer(): void {
    if (this.handshakeTimer) clearTimeout(this.handshakeTimer);
    this.handshakeTimer = null;
  }

  private dispatch(text: string): void {
    const parsed = parseMessage(text);
    if (!parsed.ok) return this.close({ error: `Connection closed with an error. ${parsed.error}` });
    if (parsed.value) this.host.message(this, parsed.value);
  }
}
