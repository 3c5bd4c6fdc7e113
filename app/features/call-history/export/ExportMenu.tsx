import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { EXPORT } from "../../../../contract/limits/export";
import { ButtonLink, PlainButton } from "~/components/controls/controls";
import { CONTROL_CLASS } from "~/components/controls/controls-css";
import { visuallyHidden } from "~/components/grid/visually-hidden";
import { DownloadIcon } from "~/components/shell/icons";
import type { CallHistoryMode } from "../mode";
import { EXPORT_INTENTS, exportFormAction } from "./params";
import { useTimedFlag } from "~/components/grid/use-timed-flag";

export interface ExportMenuProps {
  mode: CallHistoryMode;
  /** The list URL to come back to (exportReturnTo of the current location). */
  returnTo: string;
  /** The client subscription has expired: export is disabled (docs/product.md#exports). */
  disabled: boolean;
  /** The list URL with the monthly dialog open (monthlyExportHref). */
  monthlyHref: string;
  /** Called as an export is submitted (with JavaScript), so the page can show the grid's spinner. */
  onExportStarted?: () => void;
}

const ITEM_HEIGHT = EXPORT.MENU_ITEM_HEIGHT_PX;
/** One row of the list: 48 px high, full width, left-aligned (docs/product.md#call-history); grid.css .vc-popup-item does the rest. */
const ITEM_STYLE = { minHeight: ITEM_HEIGHT, height: ITEM_HEIGHT } as const;

/**
 * The call-history export menu (docs/product.md#call-history): "Export records" (a POST form) and "Export monthly
 * call records" (a link opening the month dialog by URL). A native <details> disclosure, so it opens
 * and works without JavaScript; the items are plain buttons and links in a list, reached with Tab
 * (so no menu role, whose arrow-key pattern they do not follow). With JavaScript the export button is locked for 2 s
 * after a click, and the menu closes on Escape, on a choice, or on a click outside.
 */
export function ExportMenu({ mode, returnTo, disabled, monthlyHref, onExportStarted }: ExportMenuProps) {
  const { t } = useTranslation(["messages", "call-export"]);
  const navigation = useNavigation();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const [locked, lock] = useTimedFlag(EXPORT.BUTTON_LOCK_MS);
  const listId = useId();
  const unavailableId = useId();
  const action = exportFormAction(mode, returnTo);
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === EXPORT_INTENTS.export;

  function close(focusSummary: boolean) {
    const details = detailsRef.current;
    if (!details?.open) return;
    details.open = false;
    if (focusSummary) details.querySelector("summary")?.focus();
  }

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (detailsRef.current && !detailsRef.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape") close(true);
  }

  if (disabled) {
    return (
      <>
        <PlainButton
          variant="outlined"
          color="neutral"
          size="sm"
          startDecorator={<DownloadIcon />}
          disabled
          aria-describedby={unavailableId}
        >
          {t("messages:labels_export")}
        </PlainButton>
        <span id={unavailableId} style={visuallyHidden}>
          {t("call-export:menu.unavailable")}
        </span>
      </>
    );
  }

  return (
    <details
      ref={detailsRef}
      onKeyDown={onKeyDown}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="vc-popup-anchor"
    >
      {/* No role or aria-expanded: browsers expose a <summary> as a button with its state (as ShellMenu). */}
      <summary
        aria-controls={listId}
        className={CONTROL_CLASS.button}
        data-variant="outlined"
        data-color="neutral"
        data-size="sm"
      >
        <DownloadIcon />
        {t("messages:labels_export")}
      </summary>
      {/* 4.5 items high: the half item shows the list scrolls when it holds more. */}
      <div
        className="vc-popup"
        style={{ width: EXPORT.MENU_WIDTH_PX, maxHeight: ITEM_HEIGHT * EXPORT.MENU_VISIBLE_ITEMS }}
      >
        <ul id={listId} aria-label={t("call-export:menu.list_label")}>
          <li>
            <Form
              method="post"
              action={action}
              preventScrollReset
              onSubmit={() => {
                lock();
                onExportStarted?.();
                close(false);
              }}
            >
              <input type="hidden" name="intent" value={EXPORT_INTENTS.export} />
              <input type="hidden" name="returnTo" value={returnTo} />
              <PlainButton
                type="submit"
                variant="plain"
                color="neutral"
                fullWidth
                disabled={locked || submitting}
                className="vc-popup-item"
                style={ITEM_STYLE}
              >
                {t("messages:labels_export_records")}
              </PlainButton>
            </Form>
          </li>
          <li>
            <ButtonLink
              to={monthlyHref}
              preventScrollReset
              onClick={() => close(false)}
              variant="plain"
              color="neutral"
              className="vc-popup-item"
              style={ITEM_STYLE}
            >
              {t("messages:labels_export_monthly_records")}
            </ButtonLink>
          </li>
        </ul>
      </div>
    </details>
  );
}
