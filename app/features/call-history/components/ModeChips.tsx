import Chip from "@mui/joy/Chip";
import ChipDelete from "@mui/joy/ChipDelete";
import Stack from "@mui/joy/Stack";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { gridHref } from "~/features/grid/url-state";
import { CUSTOM_PARAM_NAMES, MODE_PARAMS, type CustomFilter } from "../url";
import { joyScoped } from "~/components/joy/JoyScope";

export interface ModeChipsProps {
  related?: string;
  custom?: CustomFilter;
}

/**
 * The chips of the two special modes (docs/product.md#call-history, #call-history "Call history modes"): related call records
 * (cancel returns to the normal list) and custom filters from a dashboard or statistics link (the
 * clear icon returns to the normal list and re-enables search, filters and dates). Each clear
 * control is a link, so it works without JavaScript.
 */
function UnscopedModeChips({ related, custom }: ModeChipsProps) {
  const { t } = useTranslation("calls");
  const { search } = useLocation();
  if (!related && !custom) return null;
  const chip = (label: string, clearLabel: string, href: string) => (
    <Chip
      variant="soft"
      color="primary"
      size="lg"
      endDecorator={<ChipDelete component={Link} to={href} preventScrollReset aria-label={clearLabel} />}
    >
      {label}
    </Chip>
  );
  const summary = custom
    ? [
        custom.entityType || custom.entityId
          ? t("chips.entity", {
              type: custom.entityType ? t(`entity_type.${custom.entityType}`) : "",
              id: custom.entityId ?? "",
            }).trim()
          : null,
        custom.metric ? t(`metric.${custom.metric}`) : null,
        custom.dimension ? t(`dimension.${custom.dimension}`, { defaultValue: custom.dimension }) : null,
      ]
        .filter(Boolean)
        .join(" · ")
    : "";
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {related &&
        chip(
          t("chips.related", { callId: related }),
          t("chips.related_cancel"),
          gridHref(search, { [MODE_PARAMS.related]: null }),
        )}
      {custom &&
        chip(
          t("chips.custom", { summary }),
          t("chips.custom_clear"),
          gridHref(search, Object.fromEntries(CUSTOM_PARAM_NAMES.map((n) => [n, null]))),
        )}
    </Stack>
  );
}

/** With Joy's theme: an island of a plain route (components/joy/JoyScope.tsx). */
export const ModeChips = joyScoped(UnscopedModeChips);
