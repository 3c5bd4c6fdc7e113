import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { entityListAction, loadEntityList } from "~/features/entities/list.server";
import { VOICE_TRANSLATIONS_RESOURCE } from "~/features/voice-translations/resource";
import { VoiceTranslationsPage } from "~/features/voice-translations/VoiceTranslationsPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import voiceTranslations from "../../public/locales/en-us/voice-translations.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { "voice-translations": voiceTranslations, grid } };

/** /admin/voice_translations: every account's voice translations, with the account columns (docs/product.md#admin-routes "Admin"). */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, VOICE_TRANSLATIONS_RESOURCE, "admin");

/** The CSV export of the current view, every account. */
export const action = (args: ActionFunctionArgs) => entityListAction(args, VOICE_TRANSLATIONS_RESOURCE, "admin");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default VoiceTranslationsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
