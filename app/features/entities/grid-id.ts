import type { EntityMode, EntityResource } from "./resource";

/** The saved column choices of an entity's grid: one per screen. */
export const gridIdOf = (resource: EntityResource, mode: EntityMode) =>
  mode === "admin" ? `admin_${resource.key}` : resource.key;
