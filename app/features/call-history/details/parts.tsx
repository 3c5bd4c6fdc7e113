import Box from "@mui/joy/Box";
import Table from "@mui/joy/Table";
import Typography from "@mui/joy/Typography";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "~/features/time/timezone";

/** Building blocks of the drawer's sections: a titled region, a term/value list, a small table. */

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 1.5, borderTop: "1px solid", borderColor: "divider" }}>
      <Typography id={id} level="title-md" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export type Field = [label: string, value: ReactNode];

/** A description list; an empty value reads "-". */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  const { t } = useTranslation("call-details");
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "minmax(10rem, max-content) 1fr" },
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {fields.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" level="body-sm" sx={{ color: "text.tertiary" }}>
            {label}
          </Typography>
          <Typography component="dd" level="body-sm" sx={{ m: 0, color: "text.primary", overflowWrap: "anywhere" }}>
            {isEmpty(value) ? t("none") : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === "" || value === false;
}

/** Fields that have a value (sections of optional context drop the empty ones). */
export function present(fields: readonly Field[]): Field[] {
  return fields.filter(([, value]) => !isEmpty(value));
}

/** An instant in the drawer's time zone, machine-readable too. */
export function DateTime({ value, zone }: { value: string | null | undefined; zone: string }) {
  if (!value) return null;
  return <time dateTime={value}>{formatDateTime(value, zone)}</time>;
}

export function YesNo({ value }: { value: boolean | null | undefined }) {
  const { t } = useTranslation("call-details");
  if (value === null || value === undefined) return null;
  return <>{value ? t("yes") : t("no")}</>;
}

/**
 * A compact table with a visible caption and column headers. Its columns take the width of their
 * content (Joy's tables share it out evenly, which split words and ran one cell over the next in a
 * narrow drawer); a table wider than the drawer scrolls in its own box, inside the drawer's padding
 * (issue 30).
 */
export function SmallTable({
  caption,
  columns,
  rows,
  rowHeaders = true,
}: {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
  /** The first cell names its row (false for plain records such as log lines). */
  rowHeaders?: boolean;
}) {
  return (
    <Box sx={{ maxWidth: "100%", overflowX: "auto" }}>
      <Table
        size="sm"
        borderAxis="xBetween"
        sx={{ tableLayout: "auto", "& caption": { textAlign: "left", color: "text.tertiary", fontSize: "sm" } }}
      >
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 && rowHeaders ? (
                  <th key={i} scope="row" style={{ fontWeight: "normal" }}>
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
