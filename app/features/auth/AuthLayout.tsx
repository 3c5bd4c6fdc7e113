import Alert from "@mui/joy/Alert";
import Box from "@mui/joy/Box";
import Link from "@mui/joy/Link";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Link as RemixLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BrandLogo } from "~/components/BrandLogo";

/**
 * The frame of the sign-in, registration, marketplace and legal pages: a brand pane (wide screens
 * only) beside the content. Server-rendered, no JavaScript needed.
 */
export function AuthLayout({ brandName, children }: { brandName: string; children: ReactNode }) {
  const { t } = useTranslation("auth");
  return (
    <Box
      sx={{
        minHeight: "100vh",
        display: "grid",
        gridTemplateColumns: { xs: "1fr", md: "minmax(0, 5fr) minmax(0, 4fr)" },
      }}
    >
      <Box
        component="aside"
        aria-label={t("layout.brand_pane", { brand: brandName })}
        sx={{
          display: { xs: "none", md: "flex" },
          flexDirection: "column",
          justifyContent: "space-between",
          p: 6,
          color: "#FFFFFF",
          backgroundImage: "url(/assets/brand/images/landing-background.svg)",
          backgroundSize: "cover",
          backgroundPosition: "center",
        }}
      >
        <BrandLogo tone="white" height={40} />
        <Box sx={{ maxWidth: 520 }}>
          <img
            src="/assets/brand/images/intro.svg"
            alt=""
            width={480}
            height={320}
            style={{ maxWidth: "100%", height: "auto" }}
          />
          <Typography level="h2" component="p" sx={{ color: "inherit", mt: 4, fontWeight: "xl" }}>
            {t("layout.tagline")}
          </Typography>
          <Typography level="body-lg" sx={{ color: "rgba(255, 255, 255, 0.85)", mt: 1.5 }}>
            {t("layout.pitch")}
          </Typography>
        </Box>
        <Typography level="body-sm" sx={{ color: "rgba(255, 255, 255, 0.7)" }}>
          © {brandName}
        </Typography>
      </Box>
      <Box
        component="main"
        sx={{ display: "flex", alignItems: "center", justifyContent: "center", p: { xs: 3, sm: 6 } }}
      >
        <Box sx={{ width: "100%", maxWidth: 420 }}>
          <Box sx={{ display: { xs: "block", md: "none" }, mb: 4 }}>
            <BrandLogo height={40} />
          </Box>
          {children}
        </Box>
      </Box>
    </Box>
  );
}

/** The page's one h1 and a line under it. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography level="h2" component="h1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography level="body-md" sx={{ color: "text.secondary" }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * Messages above a form: errors are announced at once (role=alert), notices politely (role=status).
 */
export function FormMessages({ errors = [], notice }: { errors?: readonly string[]; notice?: string | null }) {
  if (!errors.length && !notice) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2.5 }}>
      {notice ? (
        <Alert color="success" variant="soft" role="status">
          {notice}
        </Alert>
      ) : null}
      {errors.map((message) => (
        <Alert key={message} color="danger" variant="soft" role="alert">
          {message}
        </Alert>
      ))}
    </Stack>
  );
}

/** A link to another page of the console (client-side navigation when JavaScript runs). */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RemixLink} to={to} fontWeight="md">
      {children}
    </Link>
  );
}

/** Footer links to the legal pages. */
export function LegalLinks() {
  const { t } = useTranslation("auth");
  return (
    <Box component="nav" aria-label={t("layout.legal_nav")} sx={{ mt: 4, display: "flex", gap: 2, flexWrap: "wrap" }}>
      <Link component={RemixLink} to="/terms" level="body-sm" color="neutral">
        {t("legal.terms_link")}
      </Link>
      <Link component={RemixLink} to="/privacy_policy" level="body-sm" color="neutral">
        {t("legal.privacy_link")}
      </Link>
    </Box>
  );
}
