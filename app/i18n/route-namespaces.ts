import type { i18n as I18n, Resource } from "i18next";
import type { Namespace } from "./resources";

/**
 * The translations a page needs travel with its route modules (issue 15 "Less JavaScript"): each
 * route's `handle.i18n` holds the namespaces its components use that its parent routes do not
 * already hold, imported from public/locales/en-us/ (remix-i18next's convention of naming a route's
 * namespaces in its handle, with the catalogue itself instead of its name). The browser adds them to
 * i18next before hydrating (entry.client) and before rendering a route it navigates to (root), so
 * every text is translated on its first render and matches the server's; a page downloads only its
 * own namespaces, and a namespace shared by several routes is one chunk. A unit test checks that
 * each route's chain holds every namespace its modules use (tests/unit/app/route-namespaces.test.ts).
 */
export type NamespaceResources = Partial<Record<Namespace, Resource[string][string]>>;

export interface I18nHandle {
  i18n?: NamespaceResources;
}

/** The namespaces of a set of route handles (the matched routes'), merged. */
export function routeNamespaces(handles: readonly unknown[]): NamespaceResources {
  return Object.assign(
    {},
    ...handles.map((handle) => (handle as I18nHandle | undefined)?.i18n ?? {}),
  ) as NamespaceResources;
}

/** Adds the namespaces i18next does not hold yet, for its current language. */
export function addRouteNamespaces(i18n: I18n, namespaces: NamespaceResources): void {
  for (const [ns, resources] of Object.entries(namespaces)) {
    if (resources && !i18n.hasResourceBundle(i18n.language, ns)) i18n.addResourceBundle(i18n.language, ns, resources);
  }
}
