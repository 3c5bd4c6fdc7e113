import Button from "@mui/joy/Button";
import Checkbox from "@mui/joy/Checkbox";
import FormControl from "@mui/joy/FormControl";
import FormLabel from "@mui/joy/FormLabel";
import Grid from "@mui/joy/Grid";
import Input from "@mui/joy/Input";
import Sheet from "@mui/joy/Sheet";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, useLocation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AccountListItem } from "../../../../contract/wire/accounts";
import { CarriedParams } from "~/components/grid/CarriedParams";
import { useCleanGetSubmit } from "~/components/grid/use-clean-get-submit";
import { NativeSelectField } from "~/components/NativeSelect";
import { GRID_PARAMS, gridHref } from "~/features/grid/url-state";
import type { CallHistoryMode } from "../mode";
import { ALL_FILTER_PARAM_NAMES, FILTER_PARAMS, QUALITY_VALUES, type CallFilters } from "../url";
import { clearFiltersHref, PANEL_PARAM } from "./filters-panel-params";
import { joyScoped } from "~/components/joy/JoyScope";

const EXCLUDED = [...ALL_FILTER_PARAM_NAMES, PANEL_PARAM, GRID_PARAMS.page, GRID_PARAMS.before, GRID_PARAMS.after];
const FEATURES = [
  [FILTER_PARAMS.recorded, "recorded"],
  [FILTER_PARAMS.externalRecording, "external_recording"],
  [FILTER_PARAMS.agentAssist, "agent_assist"],
  [FILTER_PARAMS.voiceTranslation, "voice_translation"],
] as const;

export interface FiltersPanelProps {
  mode: CallHistoryMode;
  filters: CallFilters;
  accounts: readonly AccountListItem[];
}

/**
 * The filters panel (docs/product.md#call-history "A filters button with a badge counting active filters"; #call-list-filters
 * "Call-list filters"): a GET form, each field one URL parameter, applied together.
 */
function UnscopedFiltersPanel({ mode, filters, accounts }: FiltersPanelProps) {
  const { t } = useTranslation("calls");
  const { search } = useLocation();
  const submit = useCleanGetSubmit();
  const titleId = useId();
  const text = (name: keyof CallFilters, label: string, type: "text" | "number" = "text") => (
    <Grid xs={12} sm={6} md={3}>
      <FormControl size="sm">
        <FormLabel>{label}</FormLabel>
        <Input
          name={FILTER_PARAMS[name]}
          type={type}
          defaultValue={filters[name] === undefined ? "" : String(filters[name])}
          slotProps={{ input: type === "number" ? { min: 0, step: 1, inputMode: "numeric" } : { maxLength: 100 } }}
        />
      </FormControl>
    </Grid>
  );
  return (
    <Sheet variant="soft" component="section" aria-labelledby={titleId} sx={{ p: 2, borderRadius: "md" }}>
      <Typography id={titleId} level="title-md" component="h2" sx={{ mb: 1 }}>
        {t("filters.title")}
      </Typography>
      <Form method="get" preventScrollReset onSubmit={submit}>
        <CarriedParams search={search} exclude={EXCLUDED} />
        <Grid container spacing={1.5}>
          {text("callingName", t("filters.calling_name"))}
          {text("callingNumber", t("filters.calling_number"))}
          {text("calledName", t("filters.called_name"))}
          {text("calledNumber", t("filters.called_number"))}
          <Grid xs={12} sm={6} md={3}>
            <NativeSelectField
              label={t("filters.successful")}
              name={FILTER_PARAMS.successful}
              defaultValue={filters.successful ?? ""}
            >
              <option value="">{t("filters.successful_any")}</option>
              <option value="true">{t("filters.successful_true")}</option>
              <option value="false">{t("filters.successful_false")}</option>
            </NativeSelectField>
          </Grid>
          {text("minDuration", t("filters.min_duration"), "number")}
          {text("maxDuration", t("filters.max_duration"), "number")}
          {text("campaign", t("filters.campaign"))}
          {filters.campaignId && (
            // A campaign view's link names one campaign by id; Apply keeps it, Clear removes it.
            <Grid xs={12} sm={6} md={3}>
              <input type="hidden" name={FILTER_PARAMS.campaignId} value={filters.campaignId} />
              <Typography level="body-sm">{t("filters.campaign_id", { id: filters.campaignId })}</Typography>
            </Grid>
          )}
          <Grid xs={12} sm={6} md={3}>
            <NativeSelectField
              label={t("filters.quality")}
              name={FILTER_PARAMS.quality}
              defaultValue={filters.quality ?? ""}
            >
              <option value="">{t("filters.quality_any")}</option>
              {QUALITY_VALUES.map((q) => (
                <option key={q} value={q}>
                  {t(`quality.${q}`)}
                </option>
              ))}
            </NativeSelectField>
          </Grid>
          {mode === "admin" && (
            <Grid xs={12} sm={6} md={3}>
              <NativeSelectField
                label={t("filters.account")}
                name={FILTER_PARAMS.account}
                defaultValue={filters.account ?? ""}
              >
                <option value="">{t("filters.account_any")}</option>
                {accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </NativeSelectField>
            </Grid>
          )}
          <Grid xs={12} md={6}>
            <Stack
              component="fieldset"
              direction="row"
              spacing={2}
              useFlexGap
              flexWrap="wrap"
              sx={{ border: 0, p: 0, m: 0 }}
            >
              <Typography component="legend" level="body-sm" sx={{ fontWeight: "md", mb: 0.5 }}>
                {t("filters.features")}
              </Typography>
              {FEATURES.map(([name, key]) => (
                <Checkbox
                  key={name}
                  size="sm"
                  name={name}
                  value="true"
                  defaultChecked={filters[name] === true}
                  label={t(`filters.${key}`)}
                />
              ))}
            </Stack>
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" size="sm">
            {t("filters.apply")}
          </Button>
          <Button
            component={Link}
            to={clearFiltersHref(search)}
            preventScrollReset
            size="sm"
            variant="outlined"
            color="neutral"
          >
            {t("filters.clear")}
          </Button>
          <Button
            component={Link}
            to={gridHref(search, { [PANEL_PARAM]: null })}
            preventScrollReset
            size="sm"
            variant="plain"
            color="neutral"
          >
            {t("filters.close")}
          </Button>
        </Stack>
      </Form>
    </Sheet>
  );
}

/** With Joy's theme: an island of a plain route (components/joy/JoyScope.tsx). */
export const FiltersPanel = joyScoped(UnscopedFiltersPanel);
