/**
 * An entity screen's resource definition (ADR 010, second edition ADR 014): everything the generic
 * list loader, dialog actions, page, row actions and path gates need to know about one entity: its
 * rules (form, secrets, messages, gates, record actions), not glue. Each entity writes one of these
 * (app/features/<entity>/resource.ts); its routes pass it to the helpers of this folder.
 */
import type { z } from "zod";
import type { EntityApi } from "../../../contract/entities";
import type { ListSpec } from "../../../contract/listQuery";
import type { MessageKey } from "../../../contract/messages";
import type { GridSort } from "~/features/grid/url-state";
import type { RoleGate } from "~/features/navigation/gates";
import type { Namespace } from "~/i18n/resources";
import type { CurrentUser } from "~/services/current-user.server";
import type { PlatformClient } from "~/services/platform.server";

export type EntityMode = "portal" | "admin";
/** The row actions and their dialogs: /new, /<id>, /<id>/edit, /<id>/delete. */
export type EntityAction = "create" | "view" | "edit" | "delete";

type FormSchema = z.ZodTypeAny;

/** The entity's form (a read-only entity has none): the create's and the edit's schemas and the write-only fields. */
export interface EntityForm {
  /** The create's schema (a create may take another form than the edit: a number is ported in, then configured). */
  create?: FormSchema;
  /** The edit's schema, given the secrets the record holds (an empty secret then keeps the stored one). */
  edit?: (secretsSet: readonly string[]) => FormSchema;
  /** Write-only fields: never shown back, never kept in a refused form. */
  secrets?: readonly string[];
}

/** The toasts of the dialogs' writes (the ones the entity has), and the first line of a refused one. */
export interface EntityMessages {
  created?: MessageKey;
  updated?: MessageKey;
  deleted: MessageKey;
  /** Above the platform's lines when it refuses a create or an edit (docs/product.md#whatsapp-messages "Error creating WhatsApp number"). */
  createFailed?: MessageKey;
  updateFailed?: MessageKey;
}

/**
 * The screen's own dialogs beside the four, with their gates: a record's (`/<id>/<name>`: SIP
 * "verify", a campaign's "transition") and the list's (`/<name>` and below: a number's "port", "buy").
 */
export interface EntityScreenActions {
  record?: Readonly<Record<string, RoleGate>>;
  list?: Readonly<Record<string, RoleGate>>;
  /**
   * Record actions a row links to beside View and Edit (an agent's "Versions"), each labelled
   * `<ns>:actions.<name>`, shown to the holders of its gate.
   */
  rowLinks?: readonly string[];
}

/**
 * A filter of the list: a URL parameter and the list field it filters. A select offers fixed `values`
 * (a channel, an outcome), or the `choices` the list loads (the account's agents: asked only when the
 * user may read them); a `date` bound is a day (yyyy-MM-dd, UTC): "from" keeps what is on or after its
 * start, "to" what is before the next day's.
 */
export type EntityFilter = {
  param: string;
  field: string;
} & (
  | { values: readonly string[]; choices?: never; date?: never }
  | { choices: FilterChoices; values?: never; date?: never }
  | { date: "from" | "to"; values?: never; choices?: never }
);

/** The options of a loaded select filter: its values and their labels. */
export type FilterChoices = (signedIn: {
  api: PlatformClient;
  user: CurrentUser;
}) => Promise<{ value: string; label: string }[]>;

export interface EntityResource<Row = unknown, Detail = unknown> {
  key: string;
  /**
   * The i18n namespace. Keys: title, admin_title, total (plural), search.label, search.placeholder,
   * columns.<id>, actions.create, dialog.title.create|edit|view, delete.title, delete.description,
   * toast.created|updated|deleted, filter.<param>, filter.values.<param>.<value>; plan.required with
   * `essentialOnly`.
   */
  ns: Namespace;
  /** The customer and admin screens (routing groups have no customer screen: administrators manage them). */
  paths: { portal: string | null; admin: string | null };
  api: EntityApi;
  listSpec: ListSpec;
  rowSchema: z.ZodType<Row, z.ZodTypeDef, unknown>;
  detailSchema: z.ZodType<Detail, z.ZodTypeDef, unknown>;
  /**
   * The dialogs' role gates (on top of the list's navigation gate); from the navigation model. An
   * entity the platform writes itself (alarms) has no create or edit gate: its screen offers neither.
   * `list` is the list's own gate where seeing the list needs less than opening a record (WhatsApp
   * numbers: the list is the SIP screen's, a number's details need Teams read); the view's by default.
   */
  gates: { view: RoleGate; delete: RoleGate; create?: RoleGate; edit?: RoleGate; list?: RoleGate };
  form?: EntityForm;
  messages: EntityMessages;
  /** The dialogs of each screen beside create, view, edit and delete (their path gates derive from these). */
  actions?: Partial<Record<EntityMode, EntityScreenActions>>;
  sortable: readonly string[];
  defaultSort: GridSort;
  hiddenByDefault: Record<EntityMode, readonly string[]>;
  filters: readonly EntityFilter[];
  /**
   * The message of the platform's 409 on create (the maximum reached) when the platform names none of
   * its own (it names, e.g., a trial account's own maximum, which says what the plan holds). Absent
   * on an entity the console never creates (alarms).
   */
  limitMessage?: MessageKey;
  /**
   * Only Essential accounts may create these (docs/product.md#plans): the message a trial account sees on the list
   * (which offers no Add) and gets for a create, refused before the platform is asked (the console
   * ends the session on a platform 403). The namespace's plan.required says what the plan brings.
   */
  essentialOnly?: MessageKey;
  /** The form's field names: a platform refusal `field: message` goes under its field. */
  formFields: readonly string[];
  /**
   * Deleting is admin-only (docs/product.md#admin-only-actions "Admin-only actions: ... delete Teams tenant"): the admin screen
   * offers Delete to holders of this gate (the platform checks it too), the customer screen never.
   */
  adminDelete?: RoleGate;
  /**
   * The admin screen writes these (routing groups: "managed by admins and chosen by customers"): it
   * offers Add and Edit behind these gates (Delete: `adminDelete`), the platform's `adminWrites`
   * requires the same roles; `entityAdminCreateAction` and `entityAdminEditAction` are its actions.
   */
  adminWrites?: { create: RoleGate; edit: RoleGate };
  /**
   * Where the list's create action leads, under the list (default `new`, the create dialog): an
   * entity whose create is a flow of its own links there instead (phone numbers: `buy`).
   */
  createPath?: string;
  /**
   * File inputs of the form (multipart), by field name, with the most bytes each may hold: the generic
   * create and edit actions read each file as text into its field (a campaign's contact list), so the
   * shared schema sees a string; an empty file input is an empty field.
   */
  uploads?: Readonly<Record<string, number>>;
  /**
   * Where a create or an edit leads instead of the list: a dialog of the written record, its `view`
   * (what the platform made of an upload: a campaign) or one of its record actions (`connect`: a
   * WhatsApp number is created, then connected to the provider).
   */
  afterWrite?: { create?: string; edit?: string };
  /**
   * The screens whose list remembers its sort, filters, search and page size in this browser, by mode:
   * the cookie's name (docs/product.md#whatsapp-numbers "the sort and filter saved"). The list opened
   * without a query from another page opens that view again.
   */
  savedView?: Partial<Record<EntityMode, string>>;
  /** Whether a row offers an action its roles allow (a campaign is edited only as a draft); every one by default. The server decides too. */
  // A method (not a function property): a resource of a row type is still an EntityResource<unknown>.
  rowAllows?(row: Row, action: "view" | "edit" | "delete"): boolean;
}

/** The list screen of a mode. */
export function listPath(resource: EntityResource, mode: EntityMode): string {
  const path = resource.paths[mode];
  if (!path) throw new Error(`${resource.key} has no ${mode} screen`);
  return path;
}

/** A dialog of the list, keeping the list's query: `<list>/<sub><search>`. */
export function dialogHref(resource: EntityResource, mode: EntityMode, sub: string, search = ""): string {
  return `${listPath(resource, mode)}/${sub}${search}`;
}

/** A dialog of record `id`: its view, edit or delete, or one of the screen's record actions (`actions.<mode>.record`). */
export const recordHref = (resource: EntityResource, mode: EntityMode, id: string, action: string, search = "") =>
  dialogHref(
    resource,
    mode,
    action === "view" ? encodeURIComponent(id) : `${encodeURIComponent(id)}/${action}`,
    search,
  );

/** The list action's intents. */
export const ENTITY_EXPORT_INTENT = "export";
/** A form's "Continue" (JavaScript off): re-render with the fields the chosen options take, save nothing. */
export const CONTINUE_INTENT = "continue";
