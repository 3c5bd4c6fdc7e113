/**
 * The client side of bench/hub.ts, in processes of their own so the hub's memory and CPU are
 * measured without the clients': opens WebSocket clients (raw `ws`, JSON hub protocol handshake)
 * to the hub, and for each round reports to the parent when every one of its clients got the
 * round's ReceiveNotification (absolute times: performance.timeOrigin + performance.now(),
 * comparable across processes on one machine), with how busy its event loop was from the first
 * arrival to the last (near 100 % would mean the arrival times measure this process, not the hub).
 *
 * IPC, parent → child: {kind: "connect", url, tokens, first, clients, batch} | {kind: "expect", round} | {kind: "stop"}
 * child → parent: {kind: "connected", ms, rssMb, heapMb} | {kind: "ready", round} | {kind: "arrived", round, at: number[], busy} | {kind: "error", message}
 */
import { performance, type EventLoopUtilization } from "node:perf_hooks";
import { WebSocket, type RawData } from "ws";

const RS = "\u001e";
const INIT = Buffer.from('"InitNotifications"');
const RECEIVE = Buffer.from('"ReceiveNotification"');
const now = () => performance.timeOrigin + performance.now();

type Command =
  /** Clients `first` .. `first + clients - 1` of the run; client i signs in with tokens[i % tokens.length]. */
  | { kind: "connect"; url: string; tokens: string[]; first: number; clients: number; batch: number }
  | { kind: "expect"; round: number }
  | { kind: "stop" };

const sockets: WebSocket[] = [];
let expected: { round: number; at: number[]; left: number; elu: EventLoopUtilization | null } | null = null;

function send(message: unknown) {
  process.send?.(message);
}

function open(url: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url}?access_token=${token}`, { perMessageDeflate: false });
    const index = sockets.push(ws) - 1;
    ws.on("error", reject);
    ws.on("open", () => ws.send(JSON.stringify({ protocol: "json", version: 1 }) + RS));
    // The bytes are searched as they came (no text decoding): the clients should cost as little as they can.
    ws.on("message", (data: RawData) => {
      const bytes = data as Buffer;
      if (!expected) {
        if (bytes.includes(INIT)) resolve();
        return;
      }
      if (expected.at[index] !== 0 || !bytes.includes(RECEIVE)) return;
      expected.at[index] = now();
      expected.elu ??= performance.eventLoopUtilization();
      if (--expected.left === 0) {
        const busy = performance.eventLoopUtilization(expected.elu).utilization;
        send({ kind: "arrived", round: expected.round, at: expected.at, busy });
        expected = null;
      }
    });
  });
}

process.on("message", async (command: Command) => {
  try {
    if (command.kind === "connect") {
      const started = performance.now();
      for (let i = 0; i < command.clients; i += command.batch) {
        const size = Math.min(command.batch, command.clients - i);
        await Promise.all(
          Array.from({ length: size }, (_, k) =>
            open(command.url, command.tokens[(command.first + i + k) % command.tokens.length]),
          ),
        );
      }
      const m = process.memoryUsage();
      send({
        kind: "connected",
        ms: performance.now() - started,
        rssMb: m.rss / 2 ** 20,
        heapMb: m.heapUsed / 2 ** 20,
      });
    } else if (command.kind === "expect") {
      expected = {
        round: command.round,
        at: new Array<number>(sockets.length).fill(0),
        left: sockets.length,
        elu: null,
      };
      send({ kind: "ready", round: command.round });
    } else {
      for (const ws of sockets) ws.terminate();
      process.exit(0);
    }
  } catch (err) {
    send({ kind: "error", message: (err as Error)?.message ?? String(err) });
  }
});
