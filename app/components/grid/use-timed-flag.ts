import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A flag that turns itself off `ms` after each `start()`: the export button's 2 s lock and the call
 * grid's 3 s spinner (docs/product.md#exports "The button is disabled for 2 seconds after a click (the spinner
 * shows 3 seconds in the call grid)"). A restart extends it; unmounting clears the timer.
 */
export function useTimedFlag(ms: number): [on: boolean, start: () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const start = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setOn(false);
    }, ms);
  }, [ms]);
  return [on, start];
}
