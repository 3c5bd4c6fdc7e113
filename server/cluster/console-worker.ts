/**
 * One console worker of `npm start`'s cluster (see primary.ts): the whole console on the shared
 * public port, in proxy mode towards the platform process (PLATFORM_URL, IDP_CLIENT_SECRET and
 * SESSION_SECRET come from the primary, the same for every worker).
 */
import { installGlobals } from "@remix-run/node";
import cluster from "node:cluster";
import { createServer } from "../app";
import { loadConfigOrExit } from "../config";
import { stopWhenTold } from "./ipc";

installGlobals({ nativeFetch: true });

const config = loadConfigOrExit();
const starting = createServer(config, { workerId: cluster.worker?.id });
stopWhenTold(starting, "server");
// The primary hears of it through cluster's "listening" event.
(await starting).httpServer.listen(config.port);
