import Box from "@mui/joy/Box";
import Link from "@mui/joy/Link";
import Typography from "@mui/joy/Typography";
import { Link as RemixLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PublicPageFrame } from "~/components/PublicPageFrame";

/** One legal document of the auth catalogue: `<doc>.title`, `<doc>.updated`, `<doc>.intro`, `<doc>.sections`. */
export type LegalDocument = "terms" | "privacy";

interface Section {
  heading: string;
  paragraphs: string[];
}

function isSections(value: unknown): value is Section[] {
  return (
    Array.isArray(value) &&
    value.every(
      (s) =>
        s &&
        typeof s.heading === "string" &&
        Array.isArray(s.paragraphs) &&
        s.paragraphs.every((p: unknown) => typeof p === "string"),
    )
  );
}

/** A readable, server-rendered legal page: header with the brand, one h1, an h2 per section. */
export function LegalPage({
  document,
  brandName,
  supportEmail,
}: {
  document: LegalDocument;
  brandName: string;
  supportEmail: string | null;
}) {
  const { t } = useTranslation("auth");
  const values = { brand: brandName, contact: supportEmail ?? t("legal.default_contact") };
  const sections: unknown = t(`${document}.sections`, { returnObjects: true, ...values });
  const other =
    document === "terms"
      ? { to: "/privacy_policy", label: t("legal.privacy_link") }
      : { to: "/terms", label: t("legal.terms_link") };
  return (
    <PublicPageFrame homeLabel={t("legal.home_link", { brand: brandName })}>
      <Typography level="h1" sx={{ fontSize: "xl3", mb: 1 }}>
        {t(`${document}.title`)}
      </Typography>
      <Typography level="body-sm" sx={{ color: "text.tertiary", mb: 3 }}>
        {t(`${document}.updated`)}
      </Typography>
      <Typography level="body-md" sx={{ mb: 3 }}>
        {t(`${document}.intro`, values)}
      </Typography>
      {isSections(sections)
        ? sections.map((section, index) => (
            <Box
              component="section"
              key={section.heading}
              aria-labelledby={`${document}-section-${index}`}
              sx={{ mb: 3 }}
            >
              <Typography level="h2" id={`${document}-section-${index}`} sx={{ fontSize: "lg", mb: 1 }}>
                {`${index + 1}. ${section.heading}`}
              </Typography>
              {section.paragraphs.map((paragraph) => (
                <Typography key={paragraph} level="body-md" sx={{ mb: 1 }}>
                  {paragraph}
                </Typography>
              ))}
            </Box>
          ))
        : null}
      <Box component="nav" aria-label={t("layout.legal_nav")} sx={{ mt: 4, display: "flex", gap: 3, flexWrap: "wrap" }}>
        <Link component={RemixLink} to={other.to}>
          {other.label}
        </Link>
        <Link component={RemixLink} to="/login">
          {t("legal.back_to_sign_in")}
        </Link>
      </Box>
    </PublicPageFrame>
  );
}
