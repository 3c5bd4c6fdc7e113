import type { SVGProps } from "react";

/** The few line icons of the shell (24×24, currentColor), inline so they need no icon package. */
function Icon({ d, ...props }: SVGProps<SVGSVGElement> & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

export const MenuIcon = () => <Icon d="M4 6h16M4 12h16M4 18h16" />;
export const CloseIcon = () => <Icon d="M6 6l12 12M18 6L6 18" />;
export const BellIcon = () => <Icon d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16zM10 20a2 2 0 0 0 4 0" />;
export const HelpIcon = () => (
  <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01" />
);
export const CopyIcon = () => <Icon d="M9 9h10v11H9zM5 15H4V4h11v1" />;
export const WalletIcon = () => (
  <Icon d="M3 7h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7zm0 0V6a2 2 0 0 1 2-2h11M16 13.5h.01" />
);
export const ChevronIcon = () => <Icon d="M9 6l6 6-6 6" />;
export const InfoIcon = () => <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 8v.01" />;
export const WarningIcon = () => <Icon d="M12 3l9.5 17h-19L12 3zM12 10v4M12 17v.01" />;
export const ErrorIcon = () => <Icon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6" />;
export const DownloadIcon = () => <Icon d="M12 4v11M7 10l5 5 5-5M5 20h14" />;
export const ProgressIcon = () => <Icon d="M12 3a9 9 0 1 0 9 9M12 7v5l3 2" />;
export const AlarmIcon = () => <Icon d="M12 4l8 15H4L12 4zM12 10v3.5M12 16.5v.01" />;
