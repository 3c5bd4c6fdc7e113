/** What the speech service dialogs offer beside the record: the regions, and whether the plan may create one (docs/product.md#speech-services). */
import { z } from "zod";
import { BOTS_REGIONS_PATH } from "../../../contract/wire/bots";
import { RegionSchema } from "../../../contract/wire/settings";
import type { SpeechServiceDetail } from "../../../contract/wire/speechServices";
import type { DialogContext } from "~/features/entities/dialog.server";
import { isTrialAccount } from "~/features/session/subscription";

export interface SpeechServiceDialogData {
  record: SpeechServiceDetail | null;
  regions: { regionId: string; regionName: string }[];
  /** Only Essential accounts create speech services: the create dialog says so. */
  planRequired: boolean;
}

const RegionsSchema = z.object({ regions: z.array(RegionSchema) });

export async function speechServiceDialogData({
  api,
  user,
  record,
}: DialogContext<SpeechServiceDetail>): Promise<Omit<SpeechServiceDialogData, "record">> {
  const regions = await api.get(BOTS_REGIONS_PATH, { schema: RegionsSchema });
  return { regions: regions.regions, planRequired: record === null && isTrialAccount(user) };
}
