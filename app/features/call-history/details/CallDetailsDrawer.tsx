import { keyframes } from "@emotion/react";
import Box from "@mui/joy/Box";
import Drawer from "@mui/joy/Drawer";
import IconButton from "@mui/joy/IconButton";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { UI } from "../../../../contract/limits/ui";
import { CloseIcon } from "~/components/shell/icons";
import { ToastOutlet } from "~/components/Toaster";

const ENTER_MS = UI.DETAILS_DRAWER_ENTER_MS;
const EXIT_MS = UI.DETAILS_DRAWER_EXIT_MS;
/**
 * At most 760 px, and never wider than the window's room: a percentage of the fixed drawer's
 * containing block, the viewport without its scroll bar (100vw counts the page's classic scroll bar,
 * which the drawer's scoped modal leaves in place, and pushed the drawer's edge off the screen).
 */
const WIDTH = "min(100%, 760px)";

// The drawer is open from its first render (server HTML included), so entering is a CSS animation
// rather than a transition from a closed state; leaving is Joy's own transform transition.
const slideIn = keyframes({ from: { transform: "translateX(100%)" }, to: { transform: "translateX(0)" } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const REDUCED_MOTION = "@media (prefers-reduced-motion: reduce)";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/** A plain left click without modifiers: anything else (new tab, ...) keeps the link's own behaviour. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** History state naming the link (by its href) the drawer focuses when it opens: its dialog's opener. */
interface ReturnFocusState {
  callDetailsReturnFocus: string;
}

/** The state a dialog that replaced the drawer (the SIP ladder) closes with: the focus goes back to `href`'s link. */
export function returnFocusState(href: string): ReturnFocusState {
  return { callDetailsReturnFocus: href };
}

function returnFocusOf(state: unknown): string | undefined {
  const href = (state as Partial<ReturnFocusState> | null)?.callDetailsReturnFocus;
  return typeof href === "string" ? href : undefined;
}

export interface CallDetailsDrawerProps {
  /** The list, with its query: where closing goes. */
  closeHref: string;
  title: string;
  /** Under the title, and the dialog's description: which call this is. */
  subtitle?: string;
  /** Next to the subtitle: links such as the related call records. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The right-side details drawer of a call (docs/product.md#call-history): rendered in place (no portal) so it is in
 * the server's HTML, a dialog labelled by its title. The close button is a link back to the list,
 * so it closes without JavaScript; with it, Escape, a backdrop click and the button slide the drawer
 * out (500 ms) before navigating.
 */
export function CallDetailsDrawer({ closeHref, title, subtitle, actions, children }: CallDetailsDrawerProps) {
  const { t } = useTranslation("call-details");
  const navigate = useNavigate();
  const titleId = useId();
  const subtitleId = useId();
  const [open, setOpen] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // Scope Joy's modal manager to this wrapper: in place, it would aria-hide the page branch holding the drawer.
  const scope = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Focus: Joy's focus trap moves it into the drawer as it opens (so Escape reaches it wherever the
  // focus was) and keeps it there. Back from the SIP ladder dialog (Escape, its Back link), it goes
  // to the link that opened the dialog, as a dialog gives the focus back to its opener.
  const returnTo = returnFocusOf(useLocation().state);
  useEffect(() => {
    if (!returnTo) return;
    const links = scope.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [];
    [...links].find((link) => link.getAttribute("href") === returnTo)?.focus();
  }, [returnTo]);
  // Another navigation started during the slide-out (a link, sign out): it wins; leaving the
  // drawer afterwards would cancel it or load the list without the session it just ended.
  const navigationState = useNavigation().state;
  useEffect(() => {
    if (!open && navigationState !== "idle") clearTimeout(timer.current);
  }, [open, navigationState]);

  const close = useCallback(() => {
    if (!open) return;
    const leave = () => navigate(closeHref, { preventScrollReset: true });
    if (prefersReducedMotion()) return leave();
    setOpen(false);
    timer.current = setTimeout(leave, EXIT_MS);
  }, [open, navigate, closeHref]);

  const onCloseClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    close();
  };

  return (
    <Box ref={scope} sx={{ display: "contents" }}>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        disablePortal
        container={() => scope.current}
        size="lg"
        sx={{
          "--Drawer-horizontalSize": WIDTH,
          // Leaving runs on Joy's transition; entering on the animation below.
          "--Drawer-transitionDuration": `${open ? ENTER_MS : EXIT_MS}ms`,
        }}
        slotProps={{
          content: {
            "aria-labelledby": titleId,
            "aria-describedby": subtitle ? subtitleId : undefined,
            sx: {
              animation: `${slideIn} ${ENTER_MS}ms ease-out`,
              [REDUCED_MOTION]: { animation: "none" },
              // The content's own scroll bar gets a gutter of its own: it never sits on the padding.
              scrollbarGutter: "stable",
            },
          },
          backdrop: { sx: { animation: `${fadeIn} ${ENTER_MS}ms ease-out`, [REDUCED_MOTION]: { animation: "none" } } },
        }}
      >
        <Box sx={{ position: "sticky", top: 0, zIndex: 1, bgcolor: "background.surface", px: 2, pt: 2, pb: 1 }}>
          <Stack direction="row" alignItems="flex-start" spacing={1}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography id={titleId} level="h4" component="h2">
                {title}
              </Typography>
              {(subtitle || actions) && (
                <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mt: 0.5 }}>
                  {subtitle && (
                    <Typography
                      id={subtitleId}
                      level="body-sm"
                      sx={{ color: "text.secondary", overflowWrap: "anywhere" }}
                    >
                      {subtitle}
                    </Typography>
                  )}
                  {actions}
                </Stack>
              )}
            </Box>
            <IconButton
              component={Link}
              to={closeHref}
              preventScrollReset
              onClick={onCloseClick}
              aria-label={t("close")}
              variant="plain"
              color="neutral"
            >
              <CloseIcon />
            </IconButton>
          </Stack>
          {/* Toasts show here while the drawer is open, under its title, never over its content. */}
          <ToastOutlet />
        </Box>
        <Box sx={{ px: 2, pb: 3, minWidth: 0 }}>{children}</Box>
      </Drawer>
    </Box>
  );
}
