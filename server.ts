import { installGlobals } from "@remix-run/node";
import { loadConfigOrExit } from "./server/config";
import { createServer } from "./server/app";
import { installGracefulShutdown } from "./server/shutdown";
import { demoUsersTable } from "./platform/seed/index";

installGlobals({ nativeFetch: true });

const config = loadConfigOrExit(process.env);

const server = await createServer(config, { seedIfEmpty: true });
installGracefulShutdown(server.close);

server.httpServer.listen(config.port, () => {
  const mode = config.platformUrl ? `proxying the platform at ${config.platformUrl}` : "embedded platform";
  console.log(`Voice Console listening on ${config.publicOrigin} (port ${config.port}, ${config.nodeEnv}, ${mode})`);
  if (server.platform?.seeded) {
    console.log(`\nDemo data created. Sign in at ${config.publicOrigin}/login as:\n${demoUsersTable()}\n`);
  }
  server.announceReady().catch((error: unknown) => console.error("[remix] dev server not reachable", error));
});
