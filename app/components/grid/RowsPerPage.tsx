import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { GRID_PARAMS } from "~/features/grid/url-state";
import { PlainButton } from "~/components/controls/controls";
import { CarriedParams } from "./CarriedParams";

/** Changing the page size starts at page 1 again, without a cursor. */
const EXCLUDED = [GRID_PARAMS.limit, GRID_PARAMS.page, GRID_PARAMS.before, GRID_PARAMS.after];

/**
 * Rows per page: a GET form with a native select (usable without JavaScript through the Apply
 * button in <noscript>; with it, choosing submits at once).
 */
export function RowsPerPage({ limit, choices }: { limit: number; choices: readonly number[] }) {
  const { t } = useTranslation("grid");
  const { search } = useLocation();
  const submit = useSubmit();
  const id = useId();
  return (
    <Form method="get" preventScrollReset style={{ display: "flex", alignItems: "center", gap: 8 }}>
      <CarriedParams search={search} exclude={EXCLUDED} />
      <label htmlFor={id} className="vc-grid-foot-label">
        {t("footer.rows_per_page")}
      </label>
      <select
        className="vc-select"
        key={limit}
        id={id}
        name={GRID_PARAMS.limit}
        defaultValue={String(limit)}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
      <noscript>
        <PlainButton type="submit" size="sm" variant="outlined">
          {t("footer.apply")}
        </PlainButton>
      </noscript>
    </Form>
  );
}
