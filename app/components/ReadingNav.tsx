import Box from "@mui/joy/Box";

export interface ReadingLink {
  href: string;
  text: string;
  /** The page shown (aria-current="page"). */
  current?: boolean;
}

/**
 * The navigation column of a reading page (PublicPageFrame's `nav`): a named list of links, then the
 * links to the other reading pages. Sticky beside the page on wide screens; on narrow ones the links
 * wrap in rows above the page, so the page is not a screen of links further down.
 */
export function ReadingNav({ label, links, more }: { label: string; links: ReadingLink[]; more: ReadingLink[] }) {
  const list = (items: ReadingLink[]) => (
    <ul>
      {items.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-current={link.current ? "page" : undefined}>
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        width: { xs: "100%", md: 240 },
        flexShrink: 0,
        position: { md: "sticky" },
        top: { md: 24 },
        maxHeight: { md: "calc(100vh - 48px)" },
        overflowY: { md: "auto" },
        fontSize: "sm",
        "& ul": {
          listStyle: "none",
          m: 0,
          p: 0,
          display: { xs: "flex", md: "block" },
          flexWrap: "wrap",
          gap: 0.5,
        },
        "& li": { my: { md: 0.25 } },
        "& a": {
          display: "block",
          px: { xs: 1, md: 1.5 },
          py: { xs: 0.5, md: 0.75 },
          borderRadius: "sm",
          color: "text.secondary",
          textDecoration: "none",
        },
        "& a:hover": { bgcolor: "background.level2", color: "text.primary" },
        "& a:focus-visible": { outline: "2px solid", outlineColor: "focusVisible", outlineOffset: 2 },
        "& a[aria-current='page']": { bgcolor: "primary.softBg", color: "primary.softColor", fontWeight: "lg" },
        "& ul + ul": { mt: { xs: 1, md: 2 }, pt: { xs: 1, md: 2 }, borderTop: "1px solid", borderColor: "divider" },
      }}
    >
      {list(links)}
      {list(more)}
    </Box>
  );
}
