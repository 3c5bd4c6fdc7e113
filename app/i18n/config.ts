import type { InitOptions } from "i18next";
import { baseI18nOptions } from "./options";
import { NAMESPACES, resources } from "./resources";

/** The server's i18next options: the shared ones with the whole catalogue (the browser's are in entry.client). */
export function i18nOptions(lng: string): InitOptions {
  return { ...baseI18nOptions(lng), resources, ns: NAMESPACES };
}
