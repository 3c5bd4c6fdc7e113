import Tooltip from "@mui/joy/Tooltip";
import type { TFunction } from "i18next";
import type { WhatsAppStatus } from "../../../contract/enums/whatsapp";
import { Badge } from "~/components/grid/cells";
import { visuallyHidden } from "~/components/grid/visually-hidden";

const STATUS_COLOR = { InProgress: "primary", Connected: "success", Failed: "danger" } as const;

/** The status column (docs/product.md#whatsapp-numbers): 'In progress', 'Configured', or Failed with the error as a tooltip. */
export function StatusChip({ status, error, t }: { status: WhatsAppStatus; error?: string | null; t: TFunction }) {
  const label = t(`whatsapp:status.${status}`);
  const chip = (
    <Badge color={STATUS_COLOR[status]} tabIndex={error ? 0 : undefined}>
      {label}
      {error ? <span style={visuallyHidden}>{`: ${error}`}</span> : null}
    </Badge>
  );
  return error ? (
    // describeChild: the chip's own text names it (its hidden error included), the tooltip describes
    // it; an aria-label on a <span> names nothing (docs/testing.md "Valid HTML").
    <Tooltip title={error} describeChild variant="soft" color="danger" placement="top">
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}
