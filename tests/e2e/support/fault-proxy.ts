/**
 * A fault-injecting reverse proxy for the fault tests (issue 8), on 127.0.0.1 only: it forwards
 * everything to TARGET (the e2e server with its embedded platform) unless a rule matches the path,
 * in which case it answers slowly, with a 500 (empty or with a message), with malformed JSON, or not
 * at all (connection cut). Rules are set by POST /__faults {"rules":[{"prefix","mode","delayMs"}]}.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";

export type FaultMode = "slow" | "500-empty" | "500-message" | "malformed" | "down";
export interface FaultRule {
  prefix: string;
  mode: FaultMode;
  delayMs?: number;
}

const port = Number(process.env.PORT ?? 0);
const target = new URL(process.env.TARGET ?? "http://127.0.0.1:3100");
let rules: FaultRule[] = [];

function forward(req: IncomingMessage, res: ServerResponse): void {
  const upstream = httpRequest(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
    (answer) => {
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
    case "slow":
      setTimeout(() => forward(req, res), rule.delayMs ?? 30_000);
      return;
    case "500-empty":
      res.writeHead(500).end();
      return;
    case "500-message":
      res.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ message: "Billing is under maintenance\nPlease retry in a minute" }));
      return;
    case "malformed":
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"calls": [ {"callId": ');
      return;
    case "down":
      req.socket.destroy();
      return;
  }
}

const server = createServer((req, res) => {
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
  const rule = rules.find((r) => req.url?.startsWith(r.prefix));
  if (rule) fault(rule, req, res);
  else forward(req, res);
});
server.listen(port, "127.0.0.1");
