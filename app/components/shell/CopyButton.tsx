import IconButton from "@mui/joy/IconButton";
import Tooltip from "@mui/joy/Tooltip";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { UI } from "../../../contract/limits/ui";
import { CopyIcon } from "./icons";
import { joyScoped } from "~/components/joy/JoyScope";

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

/** Copies `text`; a "Copied" tooltip confirms it for one second (spec 001 §9). */
function UnscopedCopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation("shell");
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // Without JavaScript the button could do nothing: it appears once the page is interactive.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    setInteractive(true);
    return () => clearTimeout(timer.current);
  }, []);
  if (!interactive) return null;
  return (
    <Tooltip title={t("copy.copied")} open={copied} placement="top" size="sm" variant="solid" disableInteractive>
      <IconButton
        type="button"
        size="sm"
        variant="plain"
        color="neutral"
        aria-label={label}
        onClick={async () => {
          await copyText(text);
          setCopied(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(false), UI.COPY_TOOLTIP_MS);
        }}
      >
        <CopyIcon />
      </IconButton>
    </Tooltip>
  );
}

/** With Joy's theme: an island of a plain route (components/joy/JoyScope.tsx). */
export const CopyButton = joyScoped(UnscopedCopyButton);
