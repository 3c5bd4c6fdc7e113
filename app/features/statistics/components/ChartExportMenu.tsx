import type { KeyboardEvent } from "react";
import { CONTROL_CLASS } from "~/components/controls/controls-css";
import { useTranslation } from "react-i18next";
import { DownloadIcon } from "~/components/shell/icons";
import { exportHref, STATISTICS_EXPORT_FORMATS } from "../export-formats";
import type { StatisticsMode } from "../url";

/** Escape closes an open menu and gives the focus back to its button. */
function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
  const details = event.currentTarget as HTMLDetailsElement;
  if (event.key !== "Escape" || !details.open) return;
  details.open = false;
  details.querySelector("summary")?.focus();
  // Handled: the fullscreen dialog around a big chart stays open.
  event.stopPropagation();
}

/**
 * A chart's export menu: a native <details> disclosure (works without JavaScript) listing one plain
 * link per format to the export resource route, which renders the same chart on the server.
 * With JavaScript, Escape closes it and puts the focus back on its button (as the shell's menus).
 */
export function ChartExportMenu({
  mode,
  search,
  serverMetric,
  chartTitle,
}: {
  mode: StatisticsMode;
  search: string;
  serverMetric: string;
  chartTitle: string;
}) {
  const { t } = useTranslation("statistics");
  return (
    <details onKeyDown={closeOnEscape} className="vc-stats-popup" data-align="end">
      {/* No role: browsers expose a <summary> as a button already (as the shell's menus) */}
      <summary
        aria-label={`${t("export.menu")}: ${chartTitle}`}
        className={CONTROL_CLASS.button}
        data-variant="outlined"
        data-color="neutral"
        data-size="sm"
      >
        <DownloadIcon />
        {t("export.menu")}
      </summary>
      <div>
        <ul>
          {STATISTICS_EXPORT_FORMATS.map((format) => (
            <li key={format}>
              <a
                href={exportHref(mode, search, format, serverMetric)}
                {...(format === "print" ? { target: "_blank", rel: "noopener" } : { download: true })}
              >
                {t(`export.${format}`)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
