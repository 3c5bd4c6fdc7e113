import { Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import { RowActions as RowActionLinks } from "~/components/grid/RowActions";
import type { GridColumn } from "~/components/grid/DataGrid";
import { visuallyHidden } from "~/components/grid/visually-hidden";
import { formatDateTime } from "~/features/time/timezone";
import type { EntityListData } from "./list.server";
import { recordHref, type EntityMode, type EntityResource } from "./resource";
import { memoizeT } from "~/i18n/memo-t";

interface BaseRow {
  id: string;
  name: string;
  createdAt: string;
  accountId?: string;
  accountName?: string;
}

/**
 * The columns every entity grid shares, around the entity's own: the account (admin screens; its id
 * hidden by default), the name, the entity's columns, the creation date, the entity's `trailing`
 * columns (an alarm's clearing after its raising) and the row actions. Cells are plain text and
 * links, styled once by the grid's table.
 */
export function entityColumns<Row extends BaseRow>(
  resource: EntityResource<Row>,
  translate: TFunction,
  data: Pick<EntityListData<Row>, "mode" | "can">,
  search: string,
  own: GridColumn<Row>[],
  trailing: GridColumn<Row>[] = [],
): GridColumn<Row>[] {
  // Every row repeats its action labels: look each up once per grid.
  const t = memoizeT(translate);
  const { mode, can } = data;
  const ns = resource.ns;
  const admin = mode === "admin";
  const head = (id: string) => t(`${ns}:columns.${id}`);
  const columns: (GridColumn<Row> | null)[] = [
    admin ? { id: "accountId", header: head("accountId"), cell: (r) => r.accountId ?? "-" } : null,
    admin
      ? { id: "accountName", header: head("accountName"), cell: (r) => r.accountName ?? "-", sortable: true }
      : null,
    { id: "name", header: head("name"), cell: (r) => r.name, sortable: true, hideable: false },
    { id: "id", header: head("id"), cell: (r) => r.id },
    ...own,
    { id: "createdAt", header: head("createdAt"), cell: (r) => formatDateTime(r.createdAt, "UTC"), sortable: true },
    ...trailing,
    {
      id: "actions",
      header: head("actions"),
      hideable: false,
      cell: (r) => <RowActions resource={resource} mode={mode} row={r} search={search} can={can} t={t} />,
    },
  ];
  return columns.filter((c): c is GridColumn<Row> => c !== null);
}

function RowActions<Row extends BaseRow>({
  resource,
  mode,
  row,
  search,
  can,
  t,
}: {
  resource: EntityResource<Row>;
  mode: EntityMode;
  row: Row;
  search: string;
  can: EntityListData<Row>["can"];
  t: TFunction;
}) {
  const allowed = (a: "view" | "edit" | "delete") => can[a] && (resource.rowAllows?.(row, a) ?? true);
  // View and Edit, the record's own links (an agent's Versions), then Delete last.
  const actions = [
    ...(["view", "edit"] as const).filter(allowed),
    ...can.rowLinks,
    ...(allowed("delete") ? (["delete"] as const) : []),
  ];
  const label = (action: string) =>
    can.rowLinks.includes(action) ? t(`${resource.ns}:actions.${action}`) : t(`common:actions.${action}`);
  return (
    <RowActionLinks name={row.name}>
      {actions.map((action) => (
        <Link
          key={action}
          to={recordHref(resource, mode, row.id, action, search)}
          preventScrollReset
          data-danger={action === "delete" || undefined}
        >
          {label(action)}
          <span style={visuallyHidden}>{` ${row.name}`}</span>
        </Link>
      ))}
    </RowActionLinks>
  );
}
