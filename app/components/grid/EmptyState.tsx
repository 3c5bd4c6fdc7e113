import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Typography from "@mui/joy/Typography";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { InboxIcon, SearchOffIcon } from "./icons";

/** Which empty grid this is: nothing exists yet, or the filters/search hide everything. */
export type EmptyKind = "no-records" | "no-results";

export interface EmptyStateProps {
  kind: EmptyKind;
  /** For "no-results": the same list without filters or search. */
  clearFiltersHref?: string;
}

/** The message of an empty grid; "no results" offers to clear the filters (a plain link). */
export function EmptyState({ kind, clearFiltersHref }: EmptyStateProps) {
  const { t } = useTranslation("grid");
  const noResults = kind === "no-results";
  const Icon = noResults ? SearchOffIcon : InboxIcon;
  return (
    <Box
      role="status"
      sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 1, py: 6, textAlign: "center" }}
    >
      <Icon sx={{ fontSize: 40, color: "neutral.400" }} />
      <Typography level="title-md" component="p">
        {t(noResults ? "empty.no_results" : "empty.no_records")}
      </Typography>
      <Typography level="body-sm">{t(noResults ? "empty.no_results_text" : "empty.no_records_text")}</Typography>
      {noResults && clearFiltersHref && (
        <Button component={Link} to={clearFiltersHref} variant="outlined" size="sm" sx={{ mt: 1 }}>
          {t("empty.clear_filters")}
        </Button>
      )}
    </Box>
  );
}
