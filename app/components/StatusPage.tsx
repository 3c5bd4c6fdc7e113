import Box from "@mui/joy/Box";
import Sheet from "@mui/joy/Sheet";
import Typography from "@mui/joy/Typography";
import type { ReactNode } from "react";
import { Link as RemixLink } from "@remix-run/react";
import Button from "@mui/joy/Button";
import Stack from "@mui/joy/Stack";
import { PRIMARY_GRADIENT } from "~/theme";
import { BrandLogo } from "./BrandLogo";

/** A centred card on the brand background: not-found and error pages. */
export function StatusPage({ code, title, children }: { code?: string | number; title: string; children?: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: "100vh",
        display: "grid",
        placeItems: "center",
        p: 2,
        backgroundColor: "background.level1",
      }}
    >
      <Sheet
        variant="outlined"
        sx={{ width: "100%", maxWidth: 520, borderRadius: "lg", p: { xs: 3, sm: 5 }, boxShadow: "md", textAlign: "center" }}
      >
        <Box sx={{ display: "flex", justifyContent: "center", mb: 3 }}>
          <BrandLogo variant="small" height={48} />
        </Box>
        {code !== undefined && (
          <Typography
            level="h1"
            component="p"
            aria-hidden
            sx={{
              fontSize: "4rem",
              fontWeight: "xl",
              lineHeight: 1,
              mb: 1,
              background: PRIMARY_GRADIENT,
              WebkitBackgroundClip: "text",
              backgroundClip: "text",
              color: "transparent",
            }}
          >
            {code}
          </Typography>
        )}
        <Typography level="h2" component="h1" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </Sheet>
    </Box>
  );
}

/** The spec's generic error text (document 2, section 8). */
export const GENERIC_ERROR_MESSAGE = "Oops, something went wrong. Please contact your system administrator!";

export function NotFoundPage() {
  return (
    <StatusPage code={404} title="Page not found">
      <Typography level="body-md" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has been moved.
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} justifyContent="center">
        <Button component={RemixLink} to="/portal/dashboard">
          Go to the dashboard
        </Button>
        <Button component={RemixLink} to="/login" variant="outlined" color="neutral">
          Sign in
        </Button>
      </Stack>
    </StatusPage>
  );
}

export function ErrorPage({ code, message = GENERIC_ERROR_MESSAGE }: { code?: number; message?: string }) {
  return (
    <StatusPage code={code} title="Something went wrong">
      <Typography level="body-md" role="alert" sx={{ mb: 3, whiteSpace: "pre-line" }}>
        {message}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} justifyContent="center">
        <Button component={RemixLink} to="/portal/dashboard" reloadDocument>
          Go to the dashboard
        </Button>
        <Button component={RemixLink} to="/login" variant="outlined" color="neutral" reloadDocument>
          Sign in
        </Button>
      </Stack>
    </StatusPage>
  );
}
