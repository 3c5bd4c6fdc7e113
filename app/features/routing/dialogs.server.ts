/**
 * The loaders and actions of the routing rule dialogs: the generic entity dialogs (app/features/
 * entities) with what a rule may choose from — the account's numbers, SIP and Teams connections,
 * WhatsApp numbers and bots, its routing groups and the regions — in one platform call
 * (GET /routing/api/RoutingChoices, on the routing read role: no other screen's role is needed).
 */
import type { AppLoadContext } from "@remix-run/node";
import { ROUTING_CHOICES_PATH, RoutingChoicesSchema, RoutingRuleCreateSchema, routingRuleFormSchema, type RoutingChoices, type RoutingRuleDetail } from "../../../contract/wire/routing";
import type { PlatformClient } from "~/services/platform.server";
import { entityCreateAction, entityDeleteAction, entityEditAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { requireAdminRecord, requireEntityAction, requireOwnRecord } from "~/features/entities/guard.server";
import type { EntityMode } from "~/features/entities/resource";
import { ROUTING_RULE_MESSAGES, ROUTING_RULE_SECRET_FIELDS, ROUTING_RULES_RESOURCE } from "./resource";

export interface RoutingRuleDialogData {
  record: RoutingRuleDetail | null;
  /** The form's choices (none in view mode: the record names its own). */
  choices: RoutingChoices;
}

const NO_CHOICES: RoutingChoices = { endpoints: [], groups: [], regions: [] };

export const loadRoutingChoices = (api: PlatformClient) => api.get(ROUTING_CHOICES_PATH, { schema: RoutingChoicesSchema });

export async function loadRoutingRuleCreate(request: Request, context: AppLoadContext): Promise<RoutingRuleDialogData> {
  const { api } = await requireEntityAction(request, context, ROUTING_RULES_RESOURCE, "create");
  return { record: null, choices: await loadRoutingChoices(api) };
}

export async function loadRoutingRuleRecord(request: Request, context: AppLoadContext, id: string, action: "view" | "edit", mode: EntityMode = "portal"): Promise<RoutingRuleDialogData> {
  const { api, record } =
    mode === "admin" ? await requireAdminRecord(request, context, ROUTING_RULES_RESOURCE, id) : await requireOwnRecord(request, context, ROUTING_RULES_RESOURCE, action, id);
  return { record, choices: action === "view" ? NO_CHOICES : await loadRoutingChoices(api) };
}

export const loadRoutingRuleDelete = (request: Request, context: AppLoadContext, id: string) => loadEntityDelete(request, context, ROUTING_RULES_RESOURCE, id);

export const createRoutingRule = (request: Request, context: AppLoadContext) =>
  entityCreateAction(request, context, ROUTING_RULES_RESOURCE, RoutingRuleCreateSchema, ROUTING_RULE_SECRET_FIELDS, ROUTING_RULE_MESSAGES);
export const editRoutingRule = (request: Request, context: AppLoadContext, id: string) =>
  entityEditAction(request, context, ROUTING_RULES_RESOURCE, id, routingRuleFormSchema, ROUTING_RULE_SECRET_FIELDS, ROUTING_RULE_MESSAGES);
export const deleteRoutingRule = (request: Request, context: AppLoadContext, id: string) => entityDeleteAction(request, context, ROUTING_RULES_RESOURCE, id, ROUTING_RULE_MESSAGES);
