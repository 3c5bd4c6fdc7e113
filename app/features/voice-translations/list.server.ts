import type { AppLoadContext } from "@remix-run/node";
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { isWholeAccountList, loadEntityList } from "~/features/entities/list.server";
import type { EntityMode } from "~/features/entities/resource";
import { VOICE_TRANSLATIONS_RESOURCE } from "./resource";

/**
 * The voice translations list: the generic entity list (which says when the account's plan cannot
 * create them: 000 §1, Essential only) and the account's maximum for the limit warning (001 §8).
 */
export const loadVoiceTranslations = (request: Request, context: AppLoadContext, mode: EntityMode) =>
  loadEntityList(request, context, VOICE_TRANSLATIONS_RESOURCE, mode, (_user, data) => ({
    // Only an unfiltered customer list counts every voice translation of the account.
    limit: isWholeAccountList(data) ? { max: LIMITS_PER_ACCOUNT.VOICE_TRANSLATIONS } : null,
  }));
