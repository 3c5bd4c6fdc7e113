import type { Request, RequestHandler } from "express";
import morgan from "morgan";

const STATIC_PREFIXES = ["/build/", "/assets/", "/locales/", "/favicon"];

/**
 * One concise line per request. The health check (polled by load balancers) is never logged,
 * and in production neither are static files, which would drown the interesting lines.
 */
export function requestLogger(production: boolean): RequestHandler {
  const skip = (req: Request) => {
    // originalUrl: mounted middleware (express.static at /build) rewrites req.url
    const path = req.originalUrl.split("?")[0];
    if (path === "/healthz") return true;
    return production && STATIC_PREFIXES.some((p) => path.startsWith(p));
  };
  return morgan<Request>(
    production ? ":remote-addr :method :url :status :res[content-length] - :response-time ms" : "dev",
    { skip },
  );
}
