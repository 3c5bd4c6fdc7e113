import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import type { ReactNode } from "react";
import { GridSearch } from "./GridSearch";

export interface GridPageHeaderProps {
  title: string;
  /** "12 numbers": shown beside the title. */
  total: string;
  search: {
    value: string;
    label: string;
    placeholder: string;
    debounceMs: number;
  };
  /** The screen's own controls after the search (filters, export, add). */
  children?: ReactNode;
}

/** The head of a grid screen (spec 001 §2): the title with the total count, the search, then the screen's controls. */
export function GridPageHeader({
  title,
  total,
  search,
  children,
}: GridPageHeaderProps) {
  return (
    <Stack
      direction="row"
      spacing={2}
      alignItems="center"
      useFlexGap
      flexWrap="wrap"
    >
      <Typography level="h3" component="h1" sx={{ mr: "auto" }}>
        {title}
        <Typography level="body-md" sx={{ ml: 1, color: "text.tertiary" }}>
          {total}
        </Typography>
      </Typography>
      <GridSearch {...search} />
      {children}
    </Stack>
  );
}
