/**
 * The client side of bench/hub.ts, in a process of its own so the hub's memory is measured without
 * the clients': opens WebSocket clients (raw `ws`, JSON hub protocol handshake) to the hub, and for
 * each round reports to the parent when every client got the round's ReceiveNotification (absolute
 * times: performance.timeOrigin + performance.now(), comparable across processes on one machine).
 *
 * IPC, parent → child: {kind: "connect", url, tokens, clients, batch} | {kind: "expect", round} | {kind: "stop"}
 * child → parent: {kind: "connected", ms, rssMb, heapMb} | {kind: "arrived", round, at: number[]} | {kind: "error", message}
 */
import { WebSocket } from "ws";

const RS = "\u001e";
const now = () => performance.timeOrigin + performance.now();

type Command =
  | { kind: "connect"; url: string; tokens: string[]; clients: number; batch: number }
  | { kind: "expect"; round: number }
  | { kind: "stop" };

const sockets: WebSocket[] = [];
let expected: { round: number; at: number[]; left: number } | null = null;

function send(message: unknown) {
  process.send?.(message);
}

function open(url: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url}?access_token=${token}`, { perMessageDeflate: false });
    const index = sockets.push(ws) - 1;
    ws.on("error", reject);
    ws.on("open", () => ws.send(JSON.stringify({ protocol: "json", version: 1 }) + RS));
    ws.on("message", (data) => {
      const text = data.toString();
      if (text.includes('"InitNotifications"')) resolve();
      if (expected && text.includes('"ReceiveNotification"') && expected.at[index] === 0) {
        expected.at[index] = now();
        if (--expected.left === 0) {
          send({ kind: "arrived", round: expected.round, at: expected.at });
          expected = null;
        }
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
        await Promise.all(Array.from({ length: size }, (_, k) => open(command.url, command.tokens[(i + k) % command.tokens.length])));
      }
      const m = process.memoryUsage();
      send({ kind: "connected", ms: performance.now() - started, rssMb: m.rss / 2 ** 20, heapMb: m.heapUsed / 2 ** 20 });
    } else if (command.kind === "expect") {
      expected = { round: command.round, at: new Array<number>(sockets.length).fill(0), left: sockets.length };
      send({ kind: "ready", round: command.round });
    } else {
      for (const ws of sockets) ws.terminate();
      process.exit(0);
    }
  } catch (err) {
    send({ kind: "error", message: (err as Error)?.message ?? String(err) });
  }
});
