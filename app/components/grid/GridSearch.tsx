import { Form, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { PlainInput } from "~/components/controls/controls";
import { CarriedParams } from "~/components/grid/CarriedParams";
import { DisabledHintIsland } from "~/components/grid/DisabledHintIsland";
import { GRID_PARAMS, gridHref } from "~/features/grid/url-state";
import { useFollowingState } from "./use-following-state";

const EXCLUDED = [GRID_PARAMS.search, GRID_PARAMS.page, GRID_PARAMS.before, GRID_PARAMS.after];

export interface GridSearchProps {
  value: string;
  /** Accessible name and placeholder (translated by the screen). */
  label: string;
  placeholder: string;
  /** With JavaScript, typing is followed this long after the last key (spec: 500 ms tables, 1000 ms calls). */
  debounceMs: number;
  /** Why it is off (its tooltip), when search cannot apply. */
  disabledReason?: string;
}

/**
 * A grid's search box: a GET form that submits on Enter (no JavaScript needed); with JavaScript,
 * typing is followed `debounceMs` after the last key. Other query parameters are carried along.
 */
export function GridSearch({ value, label, placeholder, debounceMs, disabledReason }: GridSearchProps) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useFollowingState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() === value) return;
    navigate(gridHref(search, { [GRID_PARAMS.search]: next.trim() }), { replace: true, preventScrollReset: true });
  };

  const input = (
    <PlainInput
      id={id}
      aria-label={label}
      aria-description={disabledReason}
      maxLength={200}
      name={GRID_PARAMS.search}
      type="search"
      value={text}
      disabled={Boolean(disabledReason)}
      placeholder={placeholder}
      onChange={(event) => {
        setText(event.target.value);
        clearTimeout(timer.current);
        const next = event.target.value;
        timer.current = setTimeout(() => go(next), debounceMs);
      }}
      style={{ minWidth: 220 }}
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
      {disabledReason ? <DisabledHintIsland reason={disabledReason}>{input}</DisabledHintIsland> : input}
    </Form>
  );
}
