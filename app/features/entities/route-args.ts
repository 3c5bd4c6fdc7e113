import type { AppLoadContext } from "@remix-run/node";
import type { Params } from "@remix-run/react";

/**
 * What a route's loader or action receives, as the entity helpers take it (ADR 014): a route passes
 * its arguments on whole, so each loader and action stays one short line; a record's id is `params.id`.
 */
export interface RouteArgs {
  request: Request;
  context: AppLoadContext;
  params?: Params;
}
