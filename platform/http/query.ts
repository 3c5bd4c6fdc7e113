import type { Request } from "express";
import { ListQueryError, parseListQuery, type ListQuery, type ListSpec } from "../../contract/listQuery";
import { badRequest } from "./errors";

/** The query string of a request, exactly as sent (express's parsed req.query may nest or merge values). */
export function searchParams(req: Request): URLSearchParams {
  const at = req.originalUrl.indexOf("?");
  return new URLSearchParams(at === -1 ? "" : req.originalUrl.slice(at + 1));
}

/** parseListQuery, with its ListQueryError turned into a 400 carrying the parser's message. */
export function parseQuery(params: URLSearchParams, spec: ListSpec): ListQuery {
  try {
    return parseListQuery(params, spec);
  } catch (err) {
    if (err instanceof ListQueryError) throw badRequest(err.message);
    throw err;
  }
}

/** An optional boolean query parameter (true, false, 1, 0); anything else is a 400. */
export function flag(params: URLSearchParams, name: string, fallback: boolean): boolean {
  const all = params.getAll(name);
  if (all.length > 1) throw badRequest(`Parameter "${name}" is given more than once`);
  const value = all[0]?.trim().toLowerCase();
  if (value === undefined || value === "") return fallback;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw badRequest(`${name} must be true or false`);
}
