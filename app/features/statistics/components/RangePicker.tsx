import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import FormControl from "@mui/joy/FormControl";
import FormLabel from "@mui/joy/FormLabel";
import Input from "@mui/joy/Input";
import Stack from "@mui/joy/Stack";
import { Form, Link, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { DATE_RANGE_TABS, type DateRangeTab } from "../../../../contract/enums";
import { CarriedParams } from "~/components/grid/CarriedParams";
import { instantToLocalInput } from "~/features/time/timezone";
import { STATS_PARAMS, withParams } from "../url";

export interface RangePickerProps {
  tab: DateRangeTab;
  from: string;
  to: string;
  timeZone: string;
}

/**
 * The date-time range picker (spec 001 §2): quick tabs (links: each moves the end of the range to
 * now) and Custom, a GET form with the two date-times, Apply and Close. Works without JavaScript; a
 * range over 2 months is refused by the loader with the spec's text.
 */
export function RangePicker({ tab, from, to, timeZone }: RangePickerProps) {
  const { t } = useTranslation("statistics");
  const { search } = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const quick = DATE_RANGE_TABS.filter((r) => r !== "custom");
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" useFlexGap flexWrap="wrap">
      <Stack component="nav" aria-label={t("range.tabs")} direction="row" spacing={0.5}>
        {quick.map((r) => (
          <Button
            key={r}
            component={Link}
            to={withParams(search, { [STATS_PARAMS.range]: r, [STATS_PARAMS.from]: null, [STATS_PARAMS.to]: null, [STATS_PARAMS.fullscreen]: null })}
            preventScrollReset
            size="sm"
            variant={tab === r ? "solid" : "outlined"}
            color={tab === r ? "primary" : "neutral"}
            aria-current={tab === r ? "page" : undefined}
          >
            {t(`range.${r}`)}
          </Button>
        ))}
      </Stack>
      <Box component="details" ref={details} sx={{ position: "relative" }}>
        <Box
          component="summary"
          aria-current={tab === "custom" ? "page" : undefined}
          sx={{
            cursor: "pointer", listStyle: "none", display: "inline-flex", alignItems: "center", px: 1.5, minHeight: "2rem", borderRadius: "sm", fontSize: "sm", fontWeight: "lg",
            border: "1px solid", borderColor: tab === "custom" ? "primary.solidBg" : "neutral.outlinedBorder",
            bgcolor: tab === "custom" ? "primary.solidBg" : "transparent", color: tab === "custom" ? "primary.solidColor" : "text.primary",
            "&::-webkit-details-marker": { display: "none" },
          }}
        >
          {t("range.custom")}
        </Box>
        <Box sx={{ position: "absolute", zIndex: 20, mt: 0.5, p: 2, bgcolor: "background.surface", border: "1px solid", borderColor: "neutral.outlinedBorder", borderRadius: "md", boxShadow: "lg" }}>
          <Form method="get" preventScrollReset>
            <CarriedParams search={search} exclude={[STATS_PARAMS.range, STATS_PARAMS.from, STATS_PARAMS.to, STATS_PARAMS.fullscreen]} />
            <input type="hidden" name={STATS_PARAMS.range} value="custom" />
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="flex-end">
              <FormControl size="sm">
                <FormLabel>{t("range.from")}</FormLabel>
                <Input type="datetime-local" name={STATS_PARAMS.from} defaultValue={instantToLocalInput(new Date(from), timeZone)} key={`from-${from}`} required />
              </FormControl>
              <FormControl size="sm">
                <FormLabel>{t("range.to")}</FormLabel>
                <Input type="datetime-local" name={STATS_PARAMS.to} defaultValue={instantToLocalInput(new Date(to), timeZone)} key={`to-${to}`} required />
              </FormControl>
              <Button type="submit" size="sm">
                {t("range.apply")}
              </Button>
              <Button type="button" size="sm" variant="plain" color="neutral" onClick={() => details.current && (details.current.open = false)}>
                {t("range.close")}
              </Button>
            </Stack>
          </Form>
        </Box>
      </Box>
    </Stack>
  );
}
