import Tooltip from "@mui/joy/Tooltip";
import type { ReactNode } from "react";

export interface DisabledHintProps {
  /** Why the control is disabled. */
  reason: string;
  children: ReactNode;
}

/** A disabled control's reason in a tooltip: a disabled input gets no pointer events, so a wrapper carries it. */
export function DisabledHint({ reason, children }: DisabledHintProps) {
  return (
    <Tooltip title={reason} variant="soft">
      <span>{children}</span>
    </Tooltip>
  );
}
