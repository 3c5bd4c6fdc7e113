/**
 * The long-polling half-transport (TransportProtocols.md "Long Polling"): records wait in a queue
 * until a GET takes them; a GET with nothing to take is held until data comes or the hold timeout
 * (then 200 with no body, and the client polls again). Once the connection has ended, the pending or
 * next poll gets 204, which tells the client the server is done. A client that stops polling for
 * longer than the disconnect timeout is dropped.
 */
import type { ServerResponse } from "node:http";
import type { Transport } from "./connection";
import type { OutgoingRecords } from "./outgoing";

export interface LongPollingTimeouts {
  /** How long a poll is held without data; under the client's 100 s request timeout. */
  pollHoldMs: number;
  /** How long the client may go without a poll before the connection is dropped. */
  disconnectTimeoutMs: number;
}

export class LongPollingTransport implements Transport {
  readonly kind = "LongPolling" as const;
  private queue: string[] = [];
  private pending: ServerResponse | null = null;
  private holdTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private ended = false;
  private finished = false;

  constructor(
    private readonly timeouts: LongPollingTimeouts,
    /** The client stopped polling: close its connection. */
    private readonly onIdle: () => void,
    /** Nothing more will be delivered: forget the connection's token. */
    private readonly onFinished: () => void,
  ) {
    this.startIdle();
  }

  poll(res: ServerResponse): void {
    if (this.finished) return void answer(res, 204);
    this.stopIdle();
    // A new poll while one is held (the client timed out and re-polled): the old one ends with 204.
    if (this.pending) this.release(204);
    if (this.queue.length > 0) return this.deliver(res);
    if (this.ended) {
      answer(res, 204);
      return this.finish();
    }
    this.pending = res;
    this.holdTimer = setTimeout(() => this.release(200), this.timeouts.pollHoldMs);
    res.once("close", () => {
      // The client went away mid-poll; it has until the disconnect timeout to come back.
      if (this.pending !== res) return;
      this.clearHold();
      this.pending = null;
      this.startIdle();
    });
  }

  send(records: OutgoingRecords): void {
    if (this.finished) return;
    this.queue.push(records.text);
    if (this.pending) {
      const res = this.pending;
      this.clearHold();
      this.pending = null;
      this.deliver(res);
    }
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    // send() hands records to a held poll at once, so a held poll has nothing left to take: 204.
    if (this.pending) {
      this.release(204);
      this.finish();
    }
  }

  /** Server shutdown: answer a held poll now and stop every timer. */
  terminate(): void {
    if (this.pending) this.release(204);
    this.finish();
  }

  private deliver(res: ServerResponse): void {
    const body = this.queue.join("");
    this.queue = [];
    answer(res, 200, body);
    this.startIdle();
  }

  private release(status: 200 | 204): void {
    const res = this.pending;
    this.clearHold();
    this.pending = null;
    if (res) answer(res, status);
    this.startIdle();
  }

  private startIdle(): void {
    if (this.finished || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      this.onIdle();
      this.finish();
    }, this.timeouts.disconnectTimeoutMs);
    this.idleTimer.unref();
  }

  private stopIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private clearHold(): void {
    if (this.holdTimer) clearTimeout(this.holdTimer);
    this.holdTimer = null;
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.clearHold();
    this.stopIdle();
    this.queue = [];
    this.onFinished();
  }
}

function answer(res: ServerResponse, status: 200 | 204, body = ""): void {
  if (res.writableEnded || res.destroyed) return;
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (status === 200) headers["Content-Type"] = "text/plain; charset=utf-8";
  res.writeHead(status, headers).end(status === 200 ? body : undefined);
}
