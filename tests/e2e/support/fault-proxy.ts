/**
 * A fault-injecting reverse proxy for the fault tests (issue 8), on 127.0.0.1 only: it forwards
 * everything to TARGET (the e2e server with its embedded platform) unless a rule matches the path
 * (and the method, when the rule names one), in which case it answers slowly, with a 500 (empty or
 * with a message), with malformed JSON, not at all (connection cut), or it forwards the request and
 * cuts the connection once the platform has answered ("answer-lost": the platform did the work, the
 * caller never hears of it). Rules are set by POST /__faults {"rules":[{"prefix","method","mode","delayMs"}]};
 * GET /__faults answers {"held": n}, the requests a "slow" rule is holding right now.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { FAULT_MESSAGE_LINES, type FaultRule } from "./faults";

export type { FaultMode, FaultRule } from "./faults";

const port = Number(process.env.PORT ?? 0);
const target = new URL(process.env.TARGET ?? "http://127.0.0.1:3100");
let rules: FaultRule[] = [];
let held = 0;

/** Sends `req` to the target; `onAnswer` gets the target's answer (default: relay it). */
function forward(req: IncomingMessage, res: ServerResponse, onAnswer?: (answer: IncomingMessage) => void): void {
  const upstream = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: target.host },
    },
    (answer) => {
      if (onAnswer) return onAnswer(answer);
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => {
    if (!res.headersSent) res.writeHead(502, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ message: "fault proxy: upstream unreachable" }));
  });
  req.pipe(upstream);
}

function fault(rule: FaultRule, req: IncomingMessage, res: ServerResponse): void {
  switch (rule.mode) {
    case "slow": {
      held++;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held--;
        clearTimeout(timer);
      };
      const timer = setTimeout(() => {
        release();
        forward(req, res);
      }, rule.delayMs ?? 30_000);
      // The caller gave up (its timeout): nothing to forward any more.
      res.on("close", release);
      return;
    }
    case "500-empty":
      res.writeHead(500).end();
      return;
    case "500-message":
      res
        .writeHead(500, { "Content-Type": "application/json" })
        .end(JSON.stringify({ message: FAULT_MESSAGE_LINES.join("\n") }));
      return;
    case "malformed":
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"calls": [ {"callId": ');
      return;
    case "down":
      req.socket.destroy();
      return;
    case "answer-lost":
      forward(req, res, (answer) => {
        // The platform has answered (and committed); the caller's connection is cut before a byte of it.
        answer.resume();
        req.socket.destroy();
      });
      return;
  }
}

const matches = (rule: FaultRule, req: IncomingMessage) =>
  Boolean(req.url?.startsWith(rule.prefix)) && (!rule.method || rule.method.toUpperCase() === req.method);

const server = createServer((req, res) => {
  if (req.url === "/__faults" && req.method === "GET") {
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ held }));
    return;
  }
  if (req.url === "/__faults" && req.method === "POST") {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      try {
        rules = (JSON.parse(body) as { rules: FaultRule[] }).rules ?? [];
        res.writeHead(204).end();
      } catch {
        res.writeHead(400).end();
      }
    });
    return;
  }
  if (req.url === "/healthz") return void res.writeHead(200).end("ok");
  const rule = rules.find((r) => matches(r, req));
  if (rule) fault(rule, req, res);
  else forward(req, res);
});
server.listen(port, "127.0.0.1");
