/**
 * What the routing rule dialogs offer: what a rule may choose from — the account's numbers, SIP and
 * Teams connections, WhatsApp numbers and bots, its routing groups and the regions — in one platform
 * call (GET /routing/api/RoutingChoices, on the routing read role: no other screen's role is needed).
 */
import {
  ROUTING_CHOICES_PATH,
  RoutingChoicesSchema,
  type RoutingChoices,
  type RoutingRuleDetail,
} from "../../../contract/wire/routing";
import type { DialogContext } from "~/features/entities/dialog.server";
import type { PlatformClient } from "~/services/platform.server";

export interface RoutingRuleDialogData {
  record: RoutingRuleDetail | null;
  /** The form's choices (none in view mode: the record names its own). */
  choices: RoutingChoices;
}

const NO_CHOICES: RoutingChoices = { endpoints: [], groups: [], regions: [] };

export const loadRoutingChoices = (api: PlatformClient) =>
  api.get(ROUTING_CHOICES_PATH, { schema: RoutingChoicesSchema });

export async function routingRuleDialogData({
  api,
  action,
}: DialogContext<RoutingRuleDetail>): Promise<Omit<RoutingRuleDialogData, "record">> {
  return { choices: action === "view" ? NO_CHOICES : await loadRoutingChoices(api) };
}
