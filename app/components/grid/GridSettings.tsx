import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Sheet from "@mui/joy/Sheet";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { useFetcher, useLocation } from "@remix-run/react";
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  DENSITIES,
  GRID_PREFS_PATH,
  PREF_FIELDS,
  prefsFetcherKey,
  RESET_INTENT,
  TABLE_VIEWS,
  type GridPrefs,
} from "~/features/grid/prefs";
import { ColumnChooser, type ChooserColumn } from "./ColumnChooser";
import { SettingsIcon } from "./icons";
import { useHydrated } from "./use-hydrated";
import { visuallyHidden } from "./visually-hidden";

const PANEL_GAP_PX = 8;

export interface GridSettingsProps {
  gridId: string;
  /** The columns a user may hide, in display order. */
  columns: readonly ChooserColumn[];
  /** Hidden columns of the grid's default layout ("Reset columns" restores them). */
  defaultHidden: readonly string[];
  /** The preferences as shown (already including a save in flight). */
  prefs: GridPrefs;
}

/**
 * The footer settings popover (spec 001 §2): manage columns, density, table view, reset columns.
 * A native <details> disclosure holding a POST form to /grid-prefs, so it opens and saves without
 * JavaScript (the action redirects back here). With JavaScript every change saves at once through a
 * keyed fetcher, which the grid reads to show the new state before the server answers.
 */
export function GridSettings({ gridId, columns, defaultHidden, prefs }: GridSettingsProps) {
  const { t } = useTranslation("grid");
  const location = useLocation();
  const fetcher = useFetcher({ key: prefsFetcherKey(gridId) });
  const hydrated = useHydrated();
  const titleId = useId();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // Downward unless there is room above: a panel opening upward past the page's top could never be
  // scrolled to (short grids put the gear near the top). Without JavaScript it always opens downward.
  const [upward, setUpward] = useState(false);
  const returnTo = `${location.pathname}${location.search}`;
  const action = `${GRID_PREFS_PATH}?${new URLSearchParams({ [PREF_FIELDS.returnTo]: returnTo })}`;

  function save(event: ChangeEvent<HTMLInputElement>) {
    const form = event.target.form;
    if (form) fetcher.submit(form, { method: "post", action });
  }

  function close() {
    const details = detailsRef.current;
    if (!details?.open) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape") close();
  }

  return (
    <Box
      component="details"
      ref={detailsRef}
      onKeyDown={onKeyDown}
      onToggle={(event) => {
        const details = event.currentTarget;
        setOpen(details.open);
        if (!details.open || !panelRef.current) return;
        const roomAbove = details.getBoundingClientRect().top - (document.querySelector("header")?.getBoundingClientRect().bottom ?? 0);
        setUpward(roomAbove > panelRef.current.offsetHeight + PANEL_GAP_PX);
      }}
      sx={{ position: "relative" }}
    >
      {/* Browsers disagree on how they expose <summary>: say it is a button, and whether it is open. */}
      <Box
        component="summary"
        role="button"
        aria-expanded={open}
        title={t("settings.button")}
        sx={{
          listStyle: "none",
          "&::-webkit-details-marker": { display: "none" },
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          width: 32,
          height: 32,
          borderRadius: "sm",
          cursor: "pointer",
          color: "neutral.plainColor",
          "&:hover": { backgroundColor: "neutral.plainHoverBg" },
          "&:focus-visible": { outline: "2px solid", outlineColor: "focusVisible", outlineOffset: 2 },
        }}
      >
        <SettingsIcon />
        <Box component="span" sx={visuallyHidden}>
          {t("settings.button")}
        </Box>
      </Box>
      <Sheet
        ref={panelRef}
        role="dialog"
        aria-labelledby={titleId}
        variant="outlined"
        sx={{
          position: "absolute",
          ...(upward ? { bottom: `calc(100% + ${PANEL_GAP_PX}px)` } : { top: `calc(100% + ${PANEL_GAP_PX}px)` }),
          left: 0,
          // Above the sticky header (1100), like the shell's menus: it opens upward and may reach it.
          zIndex: 1200,
          width: "min(440px, 90vw)",
          maxHeight: "70vh",
          overflow: "auto",
          borderRadius: "md",
          boxShadow: "lg",
          p: 2,
        }}
      >
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name={PREF_FIELDS.gridId} value={gridId} />
          <input type="hidden" name={PREF_FIELDS.returnTo} value={returnTo} />
          {hydrated && <input type="hidden" name={PREF_FIELDS.js} value="1" />}
          {defaultHidden.map((id) => (
            <input key={id} type="hidden" name={PREF_FIELDS.defaultHidden} value={id} />
          ))}
          <Stack spacing={2}>
            <Typography id={titleId} level="title-md" component="h2">
              {t("settings.title")}
            </Typography>
            <ColumnChooser columns={columns} hidden={prefs.hidden} onChange={save} />
            <Choice legend={t("settings.density")}>
              <NativeRadios name={PREF_FIELDS.density} value={prefs.density} onChange={save} choices={DENSITIES.map((d) => ({ value: d, label: t(`settings.density_${d}`) }))} />
            </Choice>
            <Choice legend={t("settings.view")}>
              <NativeRadios name={PREF_FIELDS.view} value={prefs.zebra ? "zebra" : "default"} onChange={save} choices={TABLE_VIEWS.map((v) => ({ value: v, label: t(`settings.view_${v}`) }))} />
            </Choice>
            <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
              {/* Save first: it is the form's default button; with JavaScript every change saves itself. */}
              <noscript>
                <Button type="submit" size="sm">
                  {t("settings.save")}
                </Button>
              </noscript>
              <Button
                type="submit"
                name={PREF_FIELDS.intent}
                value={RESET_INTENT}
                variant="outlined"
                color="neutral"
                size="sm"
              >
                {t("settings.reset")}
              </Button>
              {hydrated && (
                <Button type="button" variant="plain" color="neutral" size="sm" onClick={close}>
                  {t("settings.close")}
                </Button>
              )}
            </Stack>
          </Stack>
        </fetcher.Form>
      </Sheet>
    </Box>
  );
}

function Choice({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" level="title-sm" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

/** A row of native radios (styled once by styles/grid.css): the panel renders on every grid page. */
function NativeRadios({ name, value, onChange, choices }: { name: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void; choices: { value: string; label: string }[] }) {
  return (
    <div className="vc-radio-row">
      {choices.map((choice) => (
        <label key={choice.value}>
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={onChange} />
          {choice.label}
        </label>
      ))}
    </div>
  );
}
