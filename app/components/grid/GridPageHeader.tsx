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

/**
 * The head of a grid screen (docs/product.md#data-grid): the title with the total count, the search, then the
 * screen's controls. Plain elements styled by styles/grid.css: every list screen renders it.
 */
export function GridPageHeader({ title, total, search, children }: GridPageHeaderProps) {
  return (
    <div className="vc-page-head">
      <h1>
        {title}
        <span>{total}</span>
      </h1>
      <GridSearch {...search} />
      {children}
    </div>
  );
}
