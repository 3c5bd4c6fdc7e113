import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

/**
 * Set while a monthly call export runs in this tab: the inactivity logout waits for it
 * (spec 000 §4 "except while a monthly export run is in progress").
 */

export interface MonthlyExportFlag {
  running: boolean;
  setRunning: (running: boolean) => void;
}

const MonthlyExportContext = createContext<MonthlyExportFlag>({ running: false, setRunning: () => {} });

export function MonthlyExportProvider({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState(false);
  const value = useMemo(() => ({ running, setRunning }), [running]);
  return <MonthlyExportContext.Provider value={value}>{children}</MonthlyExportContext.Provider>;
}

export function useMonthlyExportFlag(): MonthlyExportFlag {
  return useContext(MonthlyExportContext);
}
