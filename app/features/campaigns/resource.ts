/**
 * Campaigns as an entity screen (ADR 010): /portal/campaigns and /admin/campaigns (docs/product.md#portal-routes), the
 * campaigns contract and the gates of the navigation model (docs/product.md#role-names CAMPAIGNS_*). The form posts
 * multipart (its contact list is a CSV file), and a write opens the campaign's view, where the upload's
 * rejected rows, the progress and the start, pause, resume and cancel buttons are.
 */
import { CAMPAIGNS } from "../../../contract/limits/campaigns";
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  CAMPAIGN_FORM_FIELDS,
  CAMPAIGN_STATES,
  CAMPAIGNS_API,
  CAMPAIGNS_LIST_SPEC,
  CampaignDetailSchema,
  CampaignFormSchema,
  CampaignRowSchema,
  canDeleteCampaign,
  canEditCampaign,
  type CampaignDetail,
  type CampaignRow,
} from "../../../contract/wire/campaigns";
import type { EntityResource } from "~/features/entities/resource";
import { crudGates } from "~/features/navigation/gates";

const CAMPAIGN_GATES = crudGates(
  ROLES.CAMPAIGNS_CREATE,
  ROLES.CAMPAIGNS_READ,
  ROLES.CAMPAIGNS_UPDATE,
  ROLES.CAMPAIGNS_DELETE,
);

export const CAMPAIGNS_RESOURCE: EntityResource<CampaignRow, CampaignDetail> = {
  key: "campaigns",
  ns: "campaigns",
  paths: { portal: "/portal/campaigns", admin: "/admin/campaigns" },
  api: CAMPAIGNS_API,
  listSpec: CAMPAIGNS_LIST_SPEC,
  rowSchema: CampaignRowSchema,
  detailSchema: CampaignDetailSchema,
  gates: CAMPAIGN_GATES,
  form: { create: CampaignFormSchema },
  messages: {
    created: MSG.success_campaign_created,
    updated: MSG.success_campaign_updated,
    deleted: MSG.success_campaign_deleted,
  },
  // Start, pause, resume and cancel change the campaign: the update gate.
  actions: { portal: { record: { transition: CAMPAIGN_GATES.edit } } },
  sortable: ["name", "accountName", "botName", "callerNumber", "state", "windowStart", "startedAt", "createdAt"],
  defaultSort: { field: "name", direction: "asc" },
  hiddenByDefault: { portal: ["id", "startedAt"], admin: ["accountId", "id", "startedAt"] },
  filters: [{ param: "state", field: "state", values: CAMPAIGN_STATES }],
  limitMessage: MSG.warning_max_campaigns_reached,
  formFields: CAMPAIGN_FORM_FIELDS,
  uploads: { contactsCsv: CAMPAIGNS.CONTACTS_FILE_MAX_BYTES },
  afterWrite: { create: "view", edit: "view" },
  rowAllows: (row, action) =>
    action === "edit" ? canEditCampaign(row.state) : action === "delete" ? canDeleteCampaign(row.state) : true,
};
