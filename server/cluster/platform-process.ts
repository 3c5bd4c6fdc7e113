/**
 * The embedded platform in a process of its own under `npm start`'s cluster (see primary.ts): its
 * routers, identity provider, notification hub, simulator, export jobs and the one SQLite writer,
 * on 127.0.0.1 only, for the console workers (which proxy the browser's platform paths to it). It
 * seeds an empty database, then tells the primary where it listens.
 */
import { createServer } from "../app";
import { loadConfigOrExit } from "../config";
import { loadIdpSecrets } from "../../platform/idp/secrets";
import { demoUsersTable } from "../../platform/seed/index";
import { PLATFORM_PORT_ENV, stopWhenTold, type PlatformReady } from "./ipc";

const config = loadConfigOrExit();
const starting = createServer(config, { console: false, seedIfEmpty: true });
stopWhenTold(starting, "platform");
const server = await starting;
const platform = server.platform!;

server.httpServer.listen(Number(process.env[PLATFORM_PORT_ENV] ?? 0), "127.0.0.1", () => {
  const ready: PlatformReady = {
    kind: "platform-ready",
    port: (server.httpServer.address() as { port: number }).port,
    idpClientSecret: loadIdpSecrets(platform.db).clientSecret,
    demoUsers: platform.seeded ? demoUsersTable() : null,
  };
  process.send?.(ready);
});
