import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from "react";

/**
 * Held while a monthly call export runs in this tab: the inactivity logout waits for it
 * (docs/product.md#inactivity "except while a monthly export run is in progress").
 *
 * A counter read when the inactivity timer fires, not React state: a hold taken in the commit that
 * shows the export as running is in force at once, with no further render between the two.
 */
export interface MonthlyExportFlag {
  isRunning(): boolean;
  /** Takes a hold; the returned function releases it (once). */
  hold(): () => void;
}

export function createMonthlyExportFlag(): MonthlyExportFlag {
  let holds = 0;
  return {
    isRunning: () => holds > 0,
    hold() {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
      };
    },
  };
}

const MonthlyExportContext = createContext<MonthlyExportFlag>(createMonthlyExportFlag());

export function MonthlyExportProvider({ children }: { children: ReactNode }) {
  const [flag] = useState(createMonthlyExportFlag);
  return <MonthlyExportContext.Provider value={flag}>{children}</MonthlyExportContext.Provider>;
}

export function useMonthlyExportFlag(): MonthlyExportFlag {
  return useContext(MonthlyExportContext);
}

// Layout effects run in the commit itself; the server runs neither kind (and warns on layout ones).
const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Holds the inactivity logout back for as long as `running` is true. */
export function useMonthlyExportHold(running: boolean): void {
  const flag = useMonthlyExportFlag();
  useCommitEffect(() => (running ? flag.hold() : undefined), [running, flag]);
}
