import Sheet from "@mui/joy/Sheet";
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A header drop-down built on native <details>/<summary>: it opens with a click, Enter or Space
 * and works without JavaScript. With JavaScript it also closes on Escape (focus back on its
 * button), on a click outside and after a navigation.
 */
export function ShellMenu({
  label,
  button,
  children,
  width = 280,
}: {
  /** Accessible name of the button. */
  label: string;
  /** What the button shows. */
  button: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const shownKey = useRef(location.key);

  // Closed by a navigation, not by hydration: a menu opened while the page was loading (the first
  // page after the script-less sign-in is a fresh document) stays open.
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (details.open && !details.contains(e.target as Node)) details.open = false;
    };
    details.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      details.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  return (
    <Sheet
      component="details"
      ref={ref}
      variant="plain"
      sx={{
        position: "relative",
        bgcolor: "transparent",
        "& > summary": {
          listStyle: "none",
          cursor: "pointer",
          display: "flex",
          alignItems: "center",
          gap: 1,
          minHeight: 40,
          px: 1,
          borderRadius: "sm",
          color: "text.primary",
          "&::-webkit-details-marker": { display: "none" },
          // The plain hover grey (neutral 100), as the header's icon buttons: the name's body-sm grey
          // (text.tertiary) keeps AA on it, not on the soft hover grey (4.4:1).
          "&:hover": { bgcolor: "neutral.plainHoverBg" },
          "&:focus-visible": { outline: "2px solid", outlineColor: "primary.500", outlineOffset: 2 },
        },
      }}
    >
      {/* role=button: what the summary does, for every screen reader (as GitHub's menus do) */}
      <summary role="button" aria-label={label}>
        {button}
      </summary>
      <Sheet
        variant="outlined"
        sx={{
          position: "absolute",
          right: 0,
          top: "calc(100% + 6px)",
          zIndex: 1200,
          width,
          maxWidth: "calc(100vw - 16px)",
          borderRadius: "md",
          boxShadow: "lg",
          py: 1,
        }}
      >
        {children}
      </Sheet>
    </Sheet>
  );
}
