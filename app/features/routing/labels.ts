import type { TFunction } from "i18next";
import type { RoutingEndpointView } from "../../../contract/wire/routing";

/** An endpoint as the grid and the dialogs show it: its type and name, or "Missing (deleted)". */
export function endpointLabel(t: TFunction, e: RoutingEndpointView): string {
  return `${t(`routing:types.${e.type}`, { defaultValue: e.type })}: ${e.name ?? t("routing:missing")}`;
}

/** A rule's condition in words: "Every call", or the number it looks at and its pattern or numbers. */
export function conditionLabel(
  t: TFunction,
  rule: { condition: string; pattern: string | null; customizedNumbers: string[] },
): string {
  if (rule.condition === "none") return t("routing:conditions.none");
  const pattern = [rule.pattern, ...rule.customizedNumbers].filter(Boolean).join(", ");
  return t("routing:condition_cell", { field: t(`routing:conditions.${rule.condition}`), pattern });
}
