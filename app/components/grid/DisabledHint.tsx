import Tooltip from "@mui/joy/Tooltip";
import type { ReactNode } from "react";
import { joyScoped } from "~/components/joy/JoyScope";

export interface DisabledHintProps {
  /** Why the control is disabled. */
  reason: string;
  children: ReactNode;
}

/** A disabled control's reason in a tooltip: a disabled input gets no pointer events, so a wrapper carries it. */
function UnscopedDisabledHint({ reason, children }: DisabledHintProps) {
  return (
    <Tooltip title={reason} variant="soft">
      <span>{children}</span>
    </Tooltip>
  );
}

/** With Joy's theme: an island of a plain route (components/joy/JoyScope.tsx). */
export const DisabledHint = joyScoped(UnscopedDisabledHint);
