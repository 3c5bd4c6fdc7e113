/**
 * What the bot dialogs offer beside the record: the regions and frameworks (from the platform) and
 * the account's facts (trial, outbound calling enabled by support).
 */
import { z } from "zod";
import {
  AvailableFrameworksSchema,
  BOTS_FRAMEWORKS_PATH,
  BOTS_REGIONS_PATH,
  type BotDetail,
  type SubFramework,
} from "../../../contract/wire/bots";
import { RegionSchema } from "../../../contract/wire/settings";
import type { DialogContext } from "~/features/entities/dialog.server";
import { isTrialAccount } from "~/features/session/subscription";

export interface BotDialogData {
  record: BotDetail | null;
  regions: { regionId: string; regionName: string }[];
  frameworks: SubFramework[];
  /** docs/product.md#bots "Transfer call is disabled for trial". */
  trial: boolean;
  /** docs/product.md#bots outbound calling "disabled by default and enabled by support". */
  outboundAllowed: boolean;
}

const RegionsSchema = z.object({ regions: z.array(RegionSchema) });

export async function botDialogData({
  api,
  user,
  record,
}: DialogContext<BotDetail>): Promise<Omit<BotDialogData, "record">> {
  const [regions, catalogue] = await Promise.all([
    api.get(BOTS_REGIONS_PATH, { schema: RegionsSchema }),
    api.get(BOTS_FRAMEWORKS_PATH, { schema: AvailableFrameworksSchema }),
  ]);
  return {
    regions: regions.regions,
    frameworks: catalogue.frameworks,
    trial: isTrialAccount(user),
    outboundAllowed: user.featuresActivation.outboundCalling === true || record?.isOutboundCallingEnabled === true,
  };
}
