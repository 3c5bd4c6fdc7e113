import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { UI } from "../../../contract/limits/ui";
import { IconControl } from "~/components/controls/controls";
import { CopyIcon } from "./icons";
import { SHELL_CLASS } from "./shell-css";

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard API (insecure origin, denied permission): the selection fallback.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
}

/** Copies `text`; a "Copied" tooltip confirms it for one second (docs/product.md#timing). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation("shell");
  const tipId = useId();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // Without JavaScript the button could do nothing: it appears once the page is interactive.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    setInteractive(true);
    return () => clearTimeout(timer.current);
  }, []);
  if (!interactive) return null;
  // Plain elements styled by shell-css.ts: the account menu is on every page (no Joy there).
  return (
    <span className={SHELL_CLASS.copy}>
      <IconControl
        as="button"
        type="button"
        size="sm"
        aria-label={label}
        aria-describedby={copied ? tipId : undefined}
        onClick={async () => {
          await copyText(text);
          setCopied(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(false), UI.COPY_TOOLTIP_MS);
        }}
      >
        <CopyIcon />
      </IconControl>
      {copied && (
        <span role="tooltip" id={tipId} className={SHELL_CLASS.copyTip}>
          {t("copy.copied")}
        </span>
      )}
    </span>
  );
}
