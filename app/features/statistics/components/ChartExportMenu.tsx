import Box from "@mui/joy/Box";
import Sheet from "@mui/joy/Sheet";
import type { KeyboardEvent } from "react";
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
export function ChartExportMenu({ mode, search, serverMetric, chartTitle }: { mode: StatisticsMode; search: string; serverMetric: string; chartTitle: string }) {
  const { t } = useTranslation("statistics");
  return (
    <Box component="details" onKeyDown={closeOnEscape} sx={{ position: "relative", "& > summary": { listStyle: "none" }, "& > summary::-webkit-details-marker": { display: "none" } }}>
      {/* role=button: browsers disagree on how they expose <summary> (as the shell's menus do) */}
      <Box
        component="summary"
        role="button"
        aria-label={`${t("export.menu")}: ${chartTitle}`}
        sx={{ cursor: "pointer", display: "inline-flex", alignItems: "center", gap: 0.5, px: 1, py: 0.5, borderRadius: "sm", border: "1px solid", borderColor: "neutral.outlinedBorder", fontSize: "sm" }}
      >
        <DownloadIcon />
        {t("export.menu")}
      </Box>
      <Sheet variant="outlined" sx={{ position: "absolute", right: 0, zIndex: 10, mt: 0.5, borderRadius: "sm", boxShadow: "md", minWidth: 140 }}>
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0.5 }}>
          {STATISTICS_EXPORT_FORMATS.map((format) => (
            <li key={format}>
              <Box
                component="a"
                href={exportHref(mode, search, format, serverMetric)}
                {...(format === "print" ? { target: "_blank", rel: "noopener" } : { download: true })}
                sx={{ display: "block", px: 1.5, py: 1, color: "text.primary", textDecoration: "none", borderRadius: "xs", "&:hover, &:focus-visible": { bgcolor: "neutral.softBg" } }}
              >
                {t(`export.${format}`)}
              </Box>
            </li>
          ))}
        </Box>
      </Sheet>
    </Box>
  );
}
