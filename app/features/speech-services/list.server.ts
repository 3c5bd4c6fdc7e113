import type { AppLoadContext } from "@remix-run/node";
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { isWholeAccountList, loadEntityList } from "~/features/entities/list.server";
import type { EntityMode } from "~/features/entities/resource";
import { SPEECH_SERVICES_RESOURCE } from "./resource";

/**
 * The speech services list: the generic entity list (which says when the account's plan cannot
 * create them: 000 §1, Essential only) and the account's maximum for the limit warning (000 §9: 30).
 */
export const loadSpeechServices = (request: Request, context: AppLoadContext, mode: EntityMode) =>
  loadEntityList(request, context, SPEECH_SERVICES_RESOURCE, mode, (_user, data) => ({
    // Only an unfiltered customer list counts every speech service of the account.
    limit: isWholeAccountList(data) ? { max: LIMITS_PER_ACCOUNT.SPEECH_SERVICES } : null,
  }));
