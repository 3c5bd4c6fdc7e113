/**
 * The whole server (console + embedded platform, simulator off) over the benchmark dataset on a
 * free port of 127.0.0.1, with the owner signed in twice: as a browser (session cookie) and as a
 * platform client (bearer token), so a bench can time a page next to the platform call behind it.
 */
import { installGlobals } from "@remix-run/node";
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "../server/app";
import { loadConfig } from "../server/config";
import { BENCH_DATA_DIR } from "./dataset";

export const BENCH_OWNER = { email: "owner@example.com", password: "Owner#2026x" };

export interface BenchConsole {
  base: string;
  /** The owner's console session cookie. */
  cookie: string;
  /** An access token of the owner, for calling the platform directly. */
  token: string;
  close(): Promise<void>;
}

/** Signs in through /login as a browser would and returns the session cookie. */
export async function signInAsBrowser(base: string, user = BENCH_OWNER): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    body: new URLSearchParams(user),
    redirect: "manual",
    headers: { Origin: base },
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (res.status !== 302 || cookies.length === 0) throw new Error(`bench: sign-in failed (${res.status})`);
  return cookies.join("; ");
}

export async function startBenchConsole(name: string): Promise<BenchConsole> {
  if (!existsSync(join(fileURLToPath(new URL("..", import.meta.url)), "build", "index.js"))) {
    throw new Error(`${name} bench: run \`npm run build\` first (the console must be built)`);
  }
  installGlobals({ nativeFetch: true });
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: "3999", // unused: the bench listens on a free port of 127.0.0.1
    DATA_DIR: BENCH_DATA_DIR,
    PLATFORM_SIMULATE: "false",
    PUBLIC_ORIGIN: "http://127.0.0.1",
  });
  const server = await createServer(config, { logRequests: false, log: () => {} });
  await new Promise<void>((resolve) => server.httpServer.listen(0, "127.0.0.1", () => resolve()));
  const base = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
  try {
    const cookie = await signInAsBrowser(base);
    const tokenRes = await fetch(`${base}/vaic/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(BENCH_OWNER),
    });
    const { token } = (await tokenRes.json()) as { token: string };
    return { base, cookie, token, close: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
}
