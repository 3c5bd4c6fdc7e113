/**
 * What the bot dialogs offer beside the record: the regions and frameworks (from the platform), the
 * account's facts (trial, outbound calling enabled by support) and, for the built-in AI agent, the
 * account's agents with their published versions (docs/features/ai-framework.md#bots-that-run-an-agent).
 */
import { z } from "zod";
import { hasRoles } from "../../../contract/roles";
import { AI_AGENTS_API, AI_AGENTS_LIST_SPEC, AgentRowSchema } from "../../../contract/wire/aiAgents";
import {
  AvailableFrameworksSchema,
  BOTS_FRAMEWORKS_PATH,
  BOTS_REGIONS_PATH,
  type BotDetail,
  type SubFramework,
} from "../../../contract/wire/bots";
import { RegionSchema } from "../../../contract/wire/settings";
import { AI_AGENTS_RESOURCE } from "~/features/ai-agents/resource";
import { entityChoices } from "~/features/entities/choices.server";
import type { DialogContext } from "~/features/entities/dialog.server";
import { isTrialAccount } from "~/features/session/subscription";

/** An agent a bot may run: its latest published version (null before the first publish). */
export interface AgentChoice {
  id: string;
  name: string;
  latestVersion: number | null;
}

export interface BotDialogData {
  record: BotDetail | null;
  regions: { regionId: string; regionName: string }[];
  frameworks: SubFramework[];
  /** docs/product.md#bots "Transfer call is disabled for trial". */
  trial: boolean;
  /** docs/product.md#bots outbound calling "disabled by default and enabled by support". */
  outboundAllowed: boolean;
  /** The account's agents (create and edit; none without the agents' read role). */
  agents: AgentChoice[];
  /** The agent's name links to the agent (its read role), and "Create an agent" leads to its create (its create role). */
  canViewAgents: boolean;
  canCreateAgents: boolean;
}

const RegionsSchema = z.object({ regions: z.array(RegionSchema) });

export async function botDialogData({
  api,
  user,
  record,
  action,
}: DialogContext<BotDetail>): Promise<Omit<BotDialogData, "record">> {
  const gate = AI_AGENTS_RESOURCE.gates;
  const [regions, catalogue, agents] = await Promise.all([
    api.get(BOTS_REGIONS_PATH, { schema: RegionsSchema }),
    api.get(BOTS_FRAMEWORKS_PATH, { schema: AvailableFrameworksSchema }),
    // One list request: an agent's versions only grow, one at a time (platform/services/ai/agents.ts
    // addVersion), so its published versions are 1 to its latest. The view names the agent from the record.
    action === "view"
      ? []
      : entityChoices(api, user, {
          api: AI_AGENTS_API,
          spec: AI_AGENTS_LIST_SPEC,
          gate: gate.view,
          row: AgentRowSchema,
        }),
  ]);
  const choices: AgentChoice[] = agents.map((a) => ({ id: a.id, name: a.name, latestVersion: a.publishedVersion }));
  // An edit keeps the record's own agent a choice when the list cannot offer it (no read role on the agents).
  if (action === "edit" && record?.agentId && !choices.some((a) => a.id === record.agentId)) {
    choices.unshift({
      id: record.agentId,
      name: record.agentName ?? record.agentId,
      latestVersion: record.agentLatestVersion ?? null,
    });
  }
  return {
    regions: regions.regions,
    frameworks: catalogue.frameworks,
    trial: isTrialAccount(user),
    outboundAllowed: user.featuresActivation.outboundCalling === true || record?.isOutboundCallingEnabled === true,
    agents: choices,
    canViewAgents: hasRoles(user.roles, gate.view.roles, gate.view.match),
    canCreateAgents: gate.create ? hasRoles(user.roles, gate.create.roles, gate.create.match) : false,
  };
}
