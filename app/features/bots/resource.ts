/**
 * Bots as an entity screen (ADR 010): /portal/bots and /admin/bots, the bots contract and the gates
 * of the navigation model. The files a new entity needs are listed in
 * docs/adding-an-entity-screen.md, with this one as the example.
 */
import { BOT_API_TYPES, BOT_MAIN_FRAMEWORKS } from "../../../contract/enums/bots";
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  BOTS_API,
  BOTS_LIST_SPEC,
  BotCreateSchema,
  BotDetailSchema,
  botFormSchema,
  BotRowSchema,
  type BotDetail,
  type BotRow,
} from "../../../contract/wire/bots";
import type { EntityResource } from "~/features/entities/resource";
import { crudGates } from "~/features/navigation/gates";

export const BOTS_RESOURCE: EntityResource<BotRow, BotDetail> = {
  key: "bots",
  ns: "bots",
  paths: { portal: "/portal/bots", admin: "/admin/bots" },
  api: BOTS_API,
  listSpec: BOTS_LIST_SPEC,
  rowSchema: BotRowSchema,
  detailSchema: BotDetailSchema,
  gates: crudGates(ROLES.BOTS_CREATE, ROLES.BOTS_READ, ROLES.BOTS_UPDATE, ROLES.BOTS_DELETE),
  form: { create: BotCreateSchema, edit: botFormSchema, secrets: ["token", "clientSecret", "directLineSecret"] },
  messages: { created: MSG.success_bot_created, updated: MSG.success_bot_updated, deleted: MSG.success_bot_deleted },
  sortable: ["name", "accountName", "framework", "botApiType", "regionId", "assignedNumbers", "createdAt"],
  defaultSort: { field: "name", direction: "asc" },
  hiddenByDefault: { portal: ["id", "authMethod"], admin: ["accountId", "id", "authMethod"] },
  filters: [
    { param: "framework", field: "framework", values: BOT_MAIN_FRAMEWORKS },
    { param: "apiType", field: "botApiType", values: BOT_API_TYPES },
  ],
  limitMessage: MSG.warning_max_bots_reached,
  formFields: [
    "name",
    "botAlias",
    "framework",
    "subFramework",
    "botApiType",
    "apiUrl",
    "regionId",
    "projectId",
    "location",
    "agentId",
    "agentVersion",
    "authMethod",
    "token",
    "clientId",
    "clientSecret",
    "scopes",
    "tokenUrl",
    "directLineSecret",
    "advancedConfiguration",
    "isTransferCallingEnabled",
    "transferTarget",
    "transferMessage",
    "transferThreshold",
    "transferMethod",
    "isOutboundCallingEnabled",
    "isRecordAllCallsEnabled",
    "isTranscriptCallingEnabled",
    "isSpeakerVerificationEnabled",
    "isBackgroundMusicEnabled",
    "backgroundMusicUrl",
    "backgroundMusicVolume",
    "backgroundMusicFormat",
    "backgroundMusicCache",
    "isVoiceStreaming",
    "bargeIn",
    "dtmf",
    "outboundCallAttempts",
    "maxCallsPerSecond",
    "maxConcurrentCalls",
    "dialOutNumber",
  ],
};
