/**
 * Speech services as an entity screen (ADR 010): /portal/speech_services and /admin/speech_services,
 * the speech services contract and the bots gates of the navigation model (docs/product.md#portal-gates "BOTS_READ (bots,
 * speech services, dashboard)").
 */
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  CONFIGURABLE_SPEECH_PROVIDERS,
  CONFIGURABLE_SPEECH_USAGES,
  SPEECH_PROVIDER_FIELDS,
  SPEECH_SECRETS,
  SPEECH_SERVICES_API,
  SPEECH_SERVICES_LIST_SPEC,
  SpeechServiceCreateSchema,
  SpeechServiceDetailSchema,
  speechServiceFormSchema,
  SpeechServiceRowSchema,
  type SpeechServiceDetail,
  type SpeechServiceRow,
} from "../../../contract/wire/speechServices";
import type { EntityResource } from "~/features/entities/resource";
import { crudGates } from "~/features/navigation/gates";

export const SPEECH_SERVICES_RESOURCE: EntityResource<SpeechServiceRow, SpeechServiceDetail> = {
  key: "speech_services",
  ns: "speech-services",
  paths: { portal: "/portal/speech_services", admin: "/admin/speech_services" },
  api: SPEECH_SERVICES_API,
  listSpec: SPEECH_SERVICES_LIST_SPEC,
  rowSchema: SpeechServiceRowSchema,
  detailSchema: SpeechServiceDetailSchema,
  // Under the bots roles (docs/product.md#roles "BOTS_READ (bots, speech services, dashboard)").
  gates: crudGates(ROLES.BOTS_CREATE, ROLES.BOTS_READ, ROLES.BOTS_UPDATE, ROLES.BOTS_DELETE),
  form: { create: SpeechServiceCreateSchema, edit: speechServiceFormSchema, secrets: SPEECH_SECRETS },
  messages: {
    created: MSG.success_speech_service_created,
    updated: MSG.success_speech_service_updated,
    deleted: MSG.success_speech_service_deleted,
  },
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
