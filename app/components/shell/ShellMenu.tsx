import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { SHELL_CLASS } from "./shell-css";

/**
 * A header drop-down built on native <details>/<summary>: it opens with a click, Enter or Space
 * and works without JavaScript. With JavaScript it also closes on Escape (focus back on its
 * button), on a click outside and after a navigation. Plain elements styled by the shell stylesheet
 * (shell-css.ts): the header's menus are rendered, closed, on every signed-in page.
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
    <details ref={ref} className={SHELL_CLASS.menu}>
      {/* No role: browsers expose a <summary> as a button with its expanded state already, and HTML
          allows it none (docs/testing.md "Valid HTML"). */}
      <summary aria-label={label}>{button}</summary>
      <div className={SHELL_CLASS.menuPanel} style={{ width }}>
        {children}
      </div>
    </details>
  );
}
