import Box from "@mui/joy/Box";
import Sheet from "@mui/joy/Sheet";
import { Link as RemixLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { BrandLogo } from "~/components/BrandLogo";

/**
 * The frame of the public reading pages (the legal pages, the user guide, the REST API reference): a
 * header with the brand's logo leading to sign-in, and the page on a sheet. Server-rendered; the
 * pages inside ship no JavaScript. With `nav`, a navigation column beside the sheet on wide screens
 * and above it on narrow ones.
 */
export function PublicPageFrame({
  homeLabel,
  nav,
  maxWidth = 820,
  children,
}: {
  /** The logo link's accessible name (it leads to sign-in). */
  homeLabel: string;
  nav?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.level1" }}>
      <Box
        component="header"
        sx={{
          px: { xs: 2, sm: 4 },
          py: 2,
          bgcolor: "background.surface",
          borderBottom: "1px solid",
          borderColor: "divider",
        }}
      >
        <RemixLink to="/login" aria-label={homeLabel} style={{ display: "inline-block" }}>
          <BrandLogo height={32} />
        </RemixLink>
      </Box>
      <Box
        sx={{
          px: { xs: 2, sm: 4 },
          py: { xs: 3, sm: 6 },
          display: "flex",
          flexDirection: { xs: "column", md: "row" },
          alignItems: { md: "flex-start" },
          justifyContent: "center",
          gap: 4,
        }}
      >
        {nav}
        <Sheet
          component="main"
          variant="outlined"
          sx={{ width: "100%", maxWidth, minWidth: 0, p: { xs: 3, sm: 6 }, borderRadius: "md" }}
        >
          {children}
        </Sheet>
      </Box>
    </Box>
  );
}
