import Box from "@mui/joy/Box";
import type { AlarmBadgeModel } from "./alarm-badge";

const SIZES = {
  single: { minWidth: 20, px: 0, fontSize: "0.75rem" },
  double: { minWidth: 26, px: 0.75, fontSize: "0.7rem" },
  overflow: { minWidth: 32, px: 0.75, fontSize: "0.625rem" },
} as const;

/** The severity badge next to the alarms entry; its accessible text comes from the caller. */
export function AlarmBadge({ badge, label }: { badge: AlarmBadgeModel; label: string }) {
  const size = SIZES[badge.size];
  return (
    <Box
      component="span"
      data-size={badge.size}
      aria-label={label}
      role="img"
      sx={{
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        height: 20,
        borderRadius: 10,
        fontWeight: "xl",
        lineHeight: 1,
        color: "#FFFFFF",
        bgcolor: badge.color === "neutral" ? "neutral.500" : `${badge.color}.500`,
        ...size,
      }}
    >
      <span aria-hidden>{badge.text}</span>
    </Box>
  );
}
