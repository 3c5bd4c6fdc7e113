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
import { PlainButton } from "~/components/controls/controls";
import { ColumnChooser, type ChooserColumn } from "./ColumnChooser";
import { SettingsIcon } from "./icons";
import { useHydrated } from "./use-hydrated";
import { visuallyHidden } from "./visually-hidden";

/** The panel's distance from its button (grid.css: .vc-grid-settings-panel). */
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
 * The footer settings popover (docs/product.md#data-grid): manage columns, density, table view, reset columns.
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
    <details
      className="vc-grid-settings"
      ref={detailsRef}
      onKeyDown={onKeyDown}
      onToggle={(event) => {
        const details = event.currentTarget;
        if (!details.open || !panelRef.current) return;
        const roomAbove =
          details.getBoundingClientRect().top - (document.querySelector("header")?.getBoundingClientRect().bottom ?? 0);
        setUpward(roomAbove > panelRef.current.offsetHeight + PANEL_GAP_PX);
      }}
    >
      {/* No role or aria-expanded: browsers expose a <summary> as a button with its state (as ShellMenu). */}
      <summary title={t("settings.button")}>
        <SettingsIcon />
        <span style={visuallyHidden}>{t("settings.button")}</span>
      </summary>
      <div
        ref={panelRef}
        role="dialog"
        aria-labelledby={titleId}
        className="vc-grid-settings-panel"
        data-upward={upward || undefined}
      >
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name={PREF_FIELDS.gridId} value={gridId} />
          <input type="hidden" name={PREF_FIELDS.returnTo} value={returnTo} />
          {hydrated && <input type="hidden" name={PREF_FIELDS.js} value="1" />}
          {defaultHidden.map((id) => (
            <input key={id} type="hidden" name={PREF_FIELDS.defaultHidden} value={id} />
          ))}
          <h2 id={titleId}>{t("settings.title")}</h2>
          <ColumnChooser columns={columns} hidden={prefs.hidden} onChange={save} />
          <Choice legend={t("settings.density")}>
            <NativeRadios
              name={PREF_FIELDS.density}
              value={prefs.density}
              onChange={save}
              choices={DENSITIES.map((d) => ({ value: d, label: t(`settings.density_${d}`) }))}
            />
          </Choice>
          <Choice legend={t("settings.view")}>
            <NativeRadios
              name={PREF_FIELDS.view}
              value={prefs.zebra ? "zebra" : "default"}
              onChange={save}
              choices={TABLE_VIEWS.map((v) => ({ value: v, label: t(`settings.view_${v}`) }))}
            />
          </Choice>
          <div className="vc-grid-settings-actions">
            {/* Save first: it is the form's default button; with JavaScript every change saves itself. */}
            <noscript>
              <PlainButton type="submit" size="sm">
                {t("settings.save")}
              </PlainButton>
            </noscript>
            <PlainButton
              type="submit"
              name={PREF_FIELDS.intent}
              value={RESET_INTENT}
              variant="outlined"
              color="neutral"
              size="sm"
            >
              {t("settings.reset")}
            </PlainButton>
            {hydrated && (
              <PlainButton variant="plain" color="neutral" size="sm" onClick={close}>
                {t("settings.close")}
              </PlainButton>
            )}
          </div>
        </fetcher.Form>
      </div>
    </details>
  );
}

function Choice({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A row of native radios (styled once by styles/grid.css): the panel renders on every grid page. */
function NativeRadios({
  name,
  value,
  onChange,
  choices,
}: {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  choices: { value: string; label: string }[];
}) {
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
