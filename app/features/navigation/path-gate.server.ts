/**
 * The layouts' page gates (routes/portal.tsx, routes/admin.tsx) for their loaders. A server module,
 * so that importing them leaves model.ts (its gate tables are built when it loads) out of the
 * JavaScript of every page: the browser bundle gets an empty module here.
 */
export { CREATE_ACCOUNT_WIZARD_PATH, pathAllows } from "./model";
