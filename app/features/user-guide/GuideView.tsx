import Box from "@mui/joy/Box";
import Typography from "@mui/joy/Typography";
import { useTranslation } from "react-i18next";
import { PublicPageFrame } from "~/components/PublicPageFrame";
import { READING_SX } from "~/components/reading-styles";
import { ReadingNav } from "~/components/ReadingNav";
import { API_REFERENCE_PATH } from "../../../contract/help-links";

export interface GuideNavEntry {
  href: string;
  /** null: the home, named by the catalogue. */
  title: string | null;
  current: boolean;
}

/**
 * A page of the user guide: the navigation of every page beside the page's HTML (rendered from our
 * own Markdown by markdown.server.ts, raw HTML escaped). The home has no title of its own in its
 * Markdown (the README's is the product's name), so it gets the guide's.
 */
export function GuideView({
  brandName,
  nav,
  html,
  isHome,
}: {
  brandName: string;
  nav: GuideNavEntry[];
  html: string;
  isHome: boolean;
}) {
  const { t } = useTranslation("help");
  return (
    <PublicPageFrame
      homeLabel={t("frame.home_link", { brand: brandName })}
      maxWidth={900}
      nav={
        <ReadingNav
          label={t("guide.nav")}
          links={nav.map((entry) => ({
            href: entry.href,
            text: entry.title ?? t("guide.home"),
            current: entry.current,
          }))}
          more={[
            { href: API_REFERENCE_PATH, text: t("frame.api_reference") },
            { href: "/login", text: t("frame.sign_in") },
          ]}
        />
      }
    >
      <Box component="article" sx={READING_SX}>
        {isHome ? (
          <Typography level="h1" sx={{ fontSize: "xl3", mb: 2 }}>
            {t("guide.title")}
          </Typography>
        ) : null}
        {/* Our own docs, rendered on the server by marked with raw HTML escaped (markdown.server.ts). */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Box>
    </PublicPageFrame>
  );
}
