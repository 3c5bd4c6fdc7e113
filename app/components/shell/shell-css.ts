import { UI } from "../../../contract/limits/ui";

/** The shell's class names: the frame, the side navigation and the alarm badge (shell-css below). */
export const SHELL_CLASS = {
  root: "vc-shell",
  nav: "vc-shell-nav",
  navClose: "vc-shell-nav-close",
  body: "vc-shell-body",
  main: "vc-main",
  navContent: "vc-nav",
  navLogo: "vc-nav-logo",
  navList: "vc-nav-list",
  navGroup: "vc-nav-group",
  navLink: "vc-nav-link",
  navWizard: "vc-nav-wizard",
  alarmBadge: "vc-alarm-badge",
  header: "vc-header",
  navOpen: "vc-header-nav-open",
  headerSpacer: "vc-header-spacer",
  /** "Admin" in the admin console's header (Joy's title-md). */
  headerTitle: "vc-header-title",
  headerAlarm: "vc-header-alarm",
  menu: "vc-menu",
  menuPanel: "vc-menu-panel",
  menuList: "vc-menu-list",
  menuLink: "vc-menu-link",
  menuSection: "vc-menu-section",
  menuTitle: "vc-menu-title",
  menuLabel: "vc-menu-label",
  menuValueRow: "vc-menu-value-row",
  menuValue: "vc-menu-value",
  menuDivider: "vc-menu-divider",
  menuButtonName: "vc-menu-button-name",
  /** A banner's way out (upgrade, add credit, contact support). */
  /** A menu entry that is a form's button (manage account posts in a new tab). */
  menuButton: "vc-menu-button",
  /** The wallet link and its auto-recharge failure popover. */
  wallet: "vc-wallet",
  walletAlarm: "vc-wallet-alarm",
  walletAlarmTitle: "vc-wallet-alarm-title",
  /** The account menu's initials (Joy's small solid Avatar) and the bell's unread count (Joy's Badge). */
  avatar: "vc-avatar",
  bellCount: "vc-bell-count",
  /** The live bell (notifications island): shakes while `data-shaking` is set. */
  bell: "vc-bell",
  /** The account ID's copy button and its "Copied" tip (CopyButton.tsx). */
  copy: "vc-copy",
  copyTip: "vc-copy-tip",
} as const;

const WIDE = `@media (min-width: ${UI.SIDE_NAV_PERMANENT_MIN_WIDTH_PX}px)`;
/** Joy's "sm" breakpoint, where the page gets its wider padding. */
const SM = "@media (min-width: 600px)";
const c = SHELL_CLASS;

/**
 * The shell's look, once: the frame and the side navigation are on every signed-in page, so they are
 * plain elements styled by this stylesheet (served with the theme's, cached) instead of some fifty
 * Joy components serialised on every request. Built from the UI constants, so the widths and the
 * breakpoint stay in one place; colours are the Joy theme's CSS variables.
 */
export function shellCss(): string {
  return `
.${c.root} { min-height: 100vh; background: var(--joy-palette-background-body); }
.${c.nav} {
  position: fixed; top: 0; bottom: 0; left: 0; width: ${UI.SIDE_NAV_WIDTH_PX}px; z-index: 1300;
  background: var(--joy-palette-background-surface); border-right: 1px solid var(--joy-palette-divider);
  display: none;
}
/* Narrow screens without JavaScript: the menu link's #nav opens it over the page. */
.${c.nav}:target { display: block; box-shadow: var(--joy-shadow-lg); }
/* Joy buttons: the parent in the selector outweighs their own one-class rules. */
.${c.nav} > .${c.navClose} { position: absolute; top: 8px; right: 8px; }
.${c.body} { display: flex; flex-direction: column; min-height: 100vh; }
.${c.main} { flex: 1; padding: 12px; outline: none; }
${SM} { .${c.main} { padding: 24px; } }
/* On the narrowest phones (320 px) the header's controls wrap onto a second row rather than overflow. */
.${c.header} {
  position: sticky; top: 0; z-index: 1100; display: flex; align-items: center; flex-wrap: wrap;
  justify-content: flex-end; gap: 4px; padding: 0 8px; min-height: 60px;
  background: var(--joy-palette-background-surface); border-bottom: 1px solid var(--joy-palette-divider);
}
${SM} { .${c.header} { gap: 8px; padding: 0 16px; } }
.${c.headerSpacer} { flex: 1; }
.${c.headerAlarm} { display: flex; align-items: center; gap: 4px; color: var(--joy-palette-text-secondary); }
/* The header's drop-downs (ShellMenu): native details, rendered closed on every page. */
.${c.menu} { position: relative; }
.${c.menu} > summary {
  list-style: none; cursor: pointer; display: flex; align-items: center; gap: 8px; min-height: 40px;
  padding: 0 8px; border-radius: var(--joy-radius-sm); color: var(--joy-palette-text-primary);
}
.${c.menu} > summary::-webkit-details-marker { display: none; }
/* The plain hover grey (neutral 100): the name's grey keeps AA on it, not on the soft hover grey. */
.${c.menu} > summary:hover { background: var(--joy-palette-neutral-plainHoverBg); }
.${c.menuPanel} {
  box-sizing: border-box; position: absolute; right: 0; top: calc(100% + 6px); z-index: 1200;
  max-width: calc(100vw - 16px); padding: 8px 0; border-radius: var(--joy-radius-md);
  border: 1px solid var(--joy-palette-neutral-outlinedBorder); background: var(--joy-palette-background-surface);
  box-shadow: var(--joy-shadow-lg); color: var(--joy-palette-text-primary);
}
.${c.menuList} { list-style: none; margin: 0; padding: 0; }
.${c.menuLink} {
  display: flex; align-items: center; min-height: 32px; padding: 4px 16px; color: var(--joy-palette-text-primary);
  text-decoration: none; font-size: var(--joy-fontSize-sm);
}
.${c.menuLink}:hover { background: var(--joy-palette-neutral-plainHoverBg); }
.${c.menuSection} { padding: 4px 16px; }
.${c.menuTitle} { margin: 0; font-size: var(--joy-fontSize-sm); font-weight: var(--joy-fontWeight-lg); }
.${c.menuLabel} { font-size: var(--joy-fontSize-xs); color: var(--joy-palette-text-tertiary); }
.${c.menuValueRow} { display: flex; align-items: center; gap: 4px; min-width: 0; }
.${c.menuValue} { margin: 0; font-size: var(--joy-fontSize-sm); color: var(--joy-palette-text-secondary); word-break: break-all; }
.${c.menuValue}[data-code] { font-family: var(--joy-fontFamily-code); }
.${c.menuDivider} { margin: 8px 0; border: 0; border-top: 1px solid var(--joy-palette-divider); }
.${c.menuButtonName} {
  display: none; max-width: 160px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  font-size: var(--joy-fontSize-sm); font-weight: var(--joy-fontWeight-lg); color: var(--joy-palette-text-tertiary);
}
${SM} { .${c.menuButtonName} { display: block; } }
${WIDE} {
  .${c.nav} { display: block; z-index: 1000; }
  .${c.nav} > .${c.navClose}, .${c.header} > .${c.navOpen} { display: none; }
  .${c.body} { padding-left: ${UI.SIDE_NAV_WIDTH_PX}px; }
}

.${c.navContent} { display: flex; flex-direction: column; height: 100%; min-height: 0; }
/* The launch-wizard button: a link styled as the primary button, below the scrolling list. */
.${c.navWizard} {
  margin: 8px 16px 16px; padding: 8px 12px; border-radius: var(--joy-radius-sm); text-align: center; text-decoration: none;
  background: var(--joy-palette-primary-solidBg); color: var(--joy-palette-primary-solidColor);
  font-size: var(--joy-fontSize-sm); font-weight: var(--joy-fontWeight-lg);
}
.${c.navWizard}:hover { background: var(--joy-palette-primary-solidHoverBg); }
.${c.navWizard}:focus-visible { outline: 2px solid var(--joy-palette-focusVisible); outline-offset: 2px; }
.${c.navLogo} { padding: 16px; }
.${c.navList} { list-style: none; margin: 0; padding: 0 8px; display: flex; flex-direction: column; gap: 2px; }
.${c.navContent} > .${c.navList} { flex: 1; overflow-y: auto; padding-bottom: 8px; }
.${c.navList} .${c.navList} { padding: 0 0 0 8px; }
.${c.navGroup} > summary {
  list-style: none; display: flex; align-items: center; gap: 8px; padding: 6px 12px; cursor: pointer;
  border-radius: var(--joy-radius-sm); color: var(--joy-palette-text-tertiary);
  font-size: var(--joy-fontSize-sm); font-weight: var(--joy-fontWeight-lg);
  text-transform: uppercase; letter-spacing: 0.04em;
}
.${c.navGroup} > summary::-webkit-details-marker { display: none; }
.${c.navGroup} > summary svg { transition: transform 150ms; }
.${c.navGroup}[open] > summary svg { transform: rotate(90deg); }
.${c.navLink} {
  box-sizing: border-box; display: flex; align-items: center; gap: 8px; min-height: 32px; padding: 4px 12px;
  border-radius: 6px; color: var(--joy-palette-text-secondary); text-decoration: none;
  font-size: var(--joy-fontSize-sm); font-weight: var(--joy-fontWeight-md);
}
.${c.navLink}:hover { background: var(--joy-palette-neutral-plainHoverBg); color: var(--joy-palette-text-primary); }
.${c.navLink}[aria-current="page"] {
  background: var(--joy-palette-neutral-plainActiveBg); color: var(--joy-palette-text-primary);
  font-weight: var(--joy-fontWeight-lg);
}
.${c.navLink} > span:first-child { flex: 1; min-width: 0; }

.${c.alarmBadge} {
  display: inline-flex; align-items: center; justify-content: center; height: 20px; border-radius: 10px;
  font-weight: var(--joy-fontWeight-xl); line-height: 1; color: #fff;
  min-width: 20px; padding: 0; font-size: 0.75rem; background: var(--joy-palette-neutral-500);
}
.${c.alarmBadge}[data-size="double"] { min-width: 26px; padding: 0 6px; font-size: 0.7rem; }
.${c.alarmBadge}[data-size="overflow"] { min-width: 32px; padding: 0 6px; font-size: 0.625rem; }
.${c.alarmBadge}[data-color="danger"] { background: var(--joy-palette-danger-500); }
.${c.alarmBadge}[data-color="warning"] { background: var(--joy-palette-warning-500); }
.${c.alarmBadge}[data-color="primary"] { background: var(--joy-palette-primary-500); }
.${c.menuButton} { background: none; border: 0; width: 100%; text-align: left; cursor: pointer; font-family: inherit; line-height: inherit; }
.${c.headerTitle} { margin: 0; font-size: var(--joy-fontSize-md); font-weight: var(--joy-fontWeight-lg); color: var(--joy-palette-text-primary); }
.${c.wallet} { position: relative; display: inline-flex; }
.${c.walletAlarm} {
  position: absolute; top: calc(100% + 6px); right: 0; z-index: 10; box-sizing: border-box; width: 260px; padding: 12px;
  border: 1px solid var(--joy-palette-danger-outlinedBorder); border-radius: var(--joy-radius-sm);
  background: var(--joy-palette-background-surface); box-shadow: var(--joy-shadow-md); font-size: var(--joy-fontSize-sm);
}
.${c.walletAlarm} > p { margin: 0 0 6px; color: var(--joy-palette-text-secondary); }
.${c.walletAlarm} > p.${c.walletAlarmTitle} { color: var(--joy-palette-danger-plainColor); font-weight: var(--joy-fontWeight-lg); }
.${c.avatar} {
  display: inline-flex; align-items: center; justify-content: center; flex-shrink: 0; width: 2rem; height: 2rem;
  border-radius: 50%; background: var(--joy-palette-primary-solidBg); color: var(--joy-palette-primary-solidColor);
  font-size: var(--joy-fontSize-sm); font-weight: var(--joy-fontWeight-md); line-height: 1; user-select: none;
}
/* The initials are decoration drawn by CSS: no text in the button besides the name it is named by (label in name). */
.${c.avatar}::before { content: attr(data-initials); }
.${c.bellCount} {
  position: absolute; top: 2px; right: 2px; transform: translate(25%, -25%); box-sizing: border-box;
  display: inline-flex; align-items: center; justify-content: center; min-width: 1.25rem; height: 1.25rem; padding: 0 0.25rem;
  border-radius: 0.625rem; background: var(--joy-palette-danger-solidBg); color: var(--joy-palette-danger-solidColor);
  box-shadow: 0 0 0 2px var(--joy-palette-background-surface); font-size: var(--joy-fontSize-xs); font-weight: var(--joy-fontWeight-md); line-height: 1;
}
.${c.copy} { position: relative; display: inline-flex; }
.${c.copyTip} {
  position: absolute; bottom: calc(100% + 4px); left: 50%; transform: translateX(-50%); padding: 2px 8px; white-space: nowrap;
  border-radius: var(--joy-radius-sm); background: var(--joy-palette-neutral-800); color: var(--joy-palette-common-white);
  box-shadow: var(--joy-shadow-sm); font-size: var(--joy-fontSize-xs); line-height: 1.5; pointer-events: none; z-index: var(--joy-zIndex-tooltip);
}
@keyframes vc-bell-shake {
  0%, 100% { transform: rotate(0); }
  10%, 30%, 50%, 70%, 90% { transform: rotate(-14deg); }
  20%, 40%, 60%, 80% { transform: rotate(14deg); }
}
@media (prefers-reduced-motion: no-preference) {
  .${c.bell}[data-shaking] > svg { animation: vc-bell-shake 1s ease-in-out infinite; }
}
`;
}
