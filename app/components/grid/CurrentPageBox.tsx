import { Form, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { DEBOUNCE } from "../../../contract/limits/debounce";
import { clampPage, GRID_PARAMS, gridHref, lastPage } from "~/features/grid/url-state";
import { PlainInput } from "~/components/controls/controls";
import { CarriedParams } from "./CarriedParams";
import { useNumberFormat } from "./number-format";
import { useFollowingState } from "./use-following-state";

const EXCLUDED = [GRID_PARAMS.page, GRID_PARAMS.before, GRID_PARAMS.after];

export interface CurrentPageBoxProps {
  page: number;
  total: number;
  limit: number;
}

/**
 * The "Current Page" box (docs/product.md#data-grid): a GET form that submits on Enter. With JavaScript a typed
 * page is followed after 500 ms without typing; below 1 goes to page 1, above the last to the last.
 * Without JavaScript the loader clamps (url-state: parseGridParams, pastLastPageHref).
 */
export function CurrentPageBox({ page, total, limit }: CurrentPageBoxProps) {
  const { t } = useTranslation("grid");
  const formatNumber = useNumberFormat();
  const { search } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  // A new page from the URL (links, back button) replaces what the box shows.
  const [value, setValue] = useFollowingState(String(page));
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  function go(text: string) {
    clearTimeout(timer.current);
    if (text.trim() === "") return;
    const target = clampPage(Number(text), total, limit);
    setValue(String(target));
    if (target !== page) navigate(gridHref(search, { [GRID_PARAMS.page]: target }), { preventScrollReset: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(value);
  }

  return (
    <Form method="get" preventScrollReset onSubmit={onSubmit} style={{ display: "flex", alignItems: "center", gap: 8 }}>
      <CarriedParams search={search} exclude={EXCLUDED} />
      <label htmlFor={id} className="vc-grid-foot-label">
        {t("footer.current_page")}
      </label>
      <PlainInput
        size="sm"
        type="number"
        id={id}
        inputMode="numeric"
        step={1}
        name={GRID_PARAMS.page}
        value={value}
        onChange={(event) => {
          const text = event.target.value;
          setValue(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => go(text), DEBOUNCE.PAGE_INPUT_MS);
        }}
        style={{ width: "6.5rem" }}
      />
      <span className="vc-grid-range">{t("footer.of_pages", { pages: formatNumber(lastPage(total, limit)) })}</span>
    </Form>
  );
}
