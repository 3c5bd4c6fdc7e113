import Input from "@mui/joy/Input";
import Tooltip from "@mui/joy/Tooltip";
import { Form, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DEBOUNCE } from "../../../../contract/limits";
import { CarriedParams } from "~/components/grid/CarriedParams";
import { GRID_PARAMS, gridHref } from "~/features/grid/url-state";

const EXCLUDED = [GRID_PARAMS.search, GRID_PARAMS.page, GRID_PARAMS.before, GRID_PARAMS.after];

export interface SearchBoxProps {
  value: string;
  /** Why it is off: the range is 3 days or more (labels_limited_search), or a mode holds the filters. */
  disabledReason?: string;
}

/**
 * The call search (spec 001 §5): a GET form that submits on Enter; with JavaScript, typing is
 * followed 1000 ms after the last key. Off, with the reason as its tooltip, when search cannot apply.
 */
export function SearchBox({ value, disabledReason }: SearchBoxProps) {
  const { t } = useTranslation("calls");
  const { search } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() === value) return;
    navigate(gridHref(search, { [GRID_PARAMS.search]: next.trim() }), { replace: true, preventScrollReset: true });
  };

  const input = (
    <Input
      name={GRID_PARAMS.search}
      type="search"
      value={text}
      disabled={Boolean(disabledReason)}
      placeholder={t("search.placeholder")}
      onChange={(event) => {
        setText(event.target.value);
        clearTimeout(timer.current);
        const next = event.target.value;
        timer.current = setTimeout(() => go(next), DEBOUNCE.CALL_SEARCH_MS);
      }}
      slotProps={{ input: { id, "aria-label": t("search.label"), "aria-description": disabledReason, maxLength: 200 } }}
      sx={{ minWidth: 220 }}
    />
  );
  return (
    <Form
      method="get"
      role="search"
      preventScrollReset
      onSubmit={(event) => {
        event.preventDefault();
        go(text);
      }}
    >
      <CarriedParams search={search} exclude={EXCLUDED} />
      {disabledReason ? (
        <Tooltip title={disabledReason} variant="soft">
          {/* A disabled input gets no pointer events: the wrapper carries the tooltip. */}
          <span>{input}</span>
        </Tooltip>
      ) : (
        input
      )}
    </Form>
  );
}
