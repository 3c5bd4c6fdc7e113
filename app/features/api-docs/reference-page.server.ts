import { i18nFor } from "~/i18n/i18next.server";
import { openApiArtifact } from "./openapi.server";
import { referenceView, type ReferenceView } from "./reference-view.server";

const byLocale = new Map<string, ReferenceView>();

/** The reference page's view in `locale`, made once from the document /api-docs/openapi.json serves. */
export function referenceViewFor(locale: string): ReferenceView {
  const i18n = i18nFor(locale);
  let view = byLocale.get(i18n.language);
  if (!view) {
    view = referenceView(openApiArtifact(i18n.language).document, i18n.getFixedT(i18n.language, "help"));
    byLocale.set(i18n.language, view);
  }
  return view;
}
