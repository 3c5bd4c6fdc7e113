/**
 * Speech services as an entity screen (ADR 010): /portal/speech_services and /admin/speech_services,
 * the speech services contract and the bots gates of the navigation model (000 §6 "BOTS_READ (bots,
 * speech services, dashboard)").
 */
import { MSG } from "../../../contract/messages";
import {
  CONFIGURABLE_SPEECH_PROVIDERS,
  CONFIGURABLE_SPEECH_USAGES,
  SPEECH_PROVIDER_FIELDS,
  SPEECH_SECRETS,
  SPEECH_SERVICES_API,
  SPEECH_SERVICES_LIST_SPEC,
  SpeechServiceDetailSchema,
  SpeechServiceRowSchema,
  type SpeechServiceDetail,
  type SpeechServiceRow,
} from "../../../contract/wire/speechServices";
import type { EntityResource } from "~/features/entities/resource";
import { ENTITY_ACTION_GATES } from "~/features/navigation/model";

export const SPEECH_SERVICES_RESOURCE: EntityResource<SpeechServiceRow, SpeechServiceDetail> = {
  key: "speech_services",
  ns: "speech-services",
  paths: { portal: "/portal/speech_services", admin: "/admin/speech_services" },
  api: SPEECH_SERVICES_API,
  listSpec: SPEECH_SERVICES_LIST_SPEC,
  rowSchema: SpeechServiceRowSchema,
  detailSchema: SpeechServiceDetailSchema,
  gates: ENTITY_ACTION_GATES["/portal/speech_services"],
  sortable: ["name", "accountName", "provider", "usage", "regionId", "createdAt"],
  defaultSort: { field: "name", direction: "asc" },
  hiddenByDefault: { portal: ["id"], admin: ["accountId", "id"] },
  filters: [
    { param: "provider", field: "provider", values: CONFIGURABLE_SPEECH_PROVIDERS },
    { param: "usage", field: "usage", values: CONFIGURABLE_SPEECH_USAGES },
  ],
  limitMessage: MSG.warning_max_speech_services_reached,
  essentialOnly: MSG.warning_essential_plan_required,
  formFields: ["name", "provider", "usage", "regionId", ...SPEECH_PROVIDER_FIELDS],
};

/** Write-only: never sent back into the form (API keys, the service-account JSON, the AWS secret, a generic provider's token). */
export const SPEECH_SECRET_FIELDS = SPEECH_SECRETS;

export const SPEECH_SERVICE_MESSAGES = {
  created: MSG.success_speech_service_created,
  updated: MSG.success_speech_service_updated,
  deleted: MSG.success_speech_service_deleted,
} as const;
