import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";

/** An error with an HTTP status; the error handler answers it as JSON `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Response headers of the error (Retry-After of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const unauthorized = (message = "Authentication required") => new HttpError(401, message);
export const forbidden = (message = "You do not have permission to do this") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Wraps an async handler so a rejected promise reaches the error handler instead of hanging. */
export function route(handler: (...args: Parameters<RequestHandler>) => unknown): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => handler(req, res, next))
      .catch(next);
  };
}

/** Last handler of every platform router: JSON errors, never an HTML stack trace. */
export const jsonErrorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (res.headersSent) return;
  if (err instanceof HttpError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) res.setHeader(name, value);
    res.status(err.status).json({ message: err.message, ...err.details });
    return;
  }
  if (err instanceof ZodError) {
    const errors = err.issues.map((i) => ({ field: i.path.join("."), message: i.message }));
    res
      .status(400)
      .json({ message: errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join("\n"), errors });
    return;
  }
  // body-parser errors carry a status (413 too large, 400 malformed JSON)
  const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status === 500) console.error("[platform] unhandled error", err);
  res.status(status).json({ message: status === 500 ? "Internal server error" : String(err.message ?? "Bad request") });
};
