import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Link, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { WHATSAPP } from "../../../../contract/limits/whatsapp";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { FormErrors } from "~/components/form/FormErrors";
import { listPath } from "~/features/entities/resource";
import { WHATSAPP_RESOURCE } from "../resource";
import type { ConnectData, SignupOutcome } from "./connect.server";

/** The message the sign-up callback page posts to the window that opened it. */
export const SIGNUP_MESSAGE_TYPE = "whatsapp-signup";
export interface SignupMessage extends SignupOutcome {
  type: typeof SIGNUP_MESSAGE_TYPE;
}

export function isSignupMessage(value: unknown, id: string): value is SignupMessage {
  return (
    Boolean(value) &&
    typeof value === "object" &&
    (value as SignupMessage).type === SIGNUP_MESSAGE_TYPE &&
    (value as SignupMessage).id === id
  );
}

/**
 * Creation step 2 and 3 (docs/product.md#whatsapp-numbers): the provider's embedded sign-up window, then the finalize
 * call. With JavaScript the window is a popup and its result comes back as a message; the finalize
 * call runs here, its submit disabled meanwhile, and closing warns that the setup will fail (also while
 * the popup is still open: the sign-up's answer would have nowhere to go). Without JavaScript the link
 * opens the provider page in this window, which returns to the callback route.
 */
export function ConnectDialog() {
  const data = useLoaderData<ConnectData>();
  const { search } = useLocation();
  const { t } = useTranslation(["whatsapp", "messages", "common"]);
  const fetcher = useFetcher<{ errors?: string[] }>();
  const popup = useRef<Window | null>(null);
  const [signingUp, setSigningUp] = useState(false);
  const finalizing = fetcher.state !== "idle";
  const close = `${listPath(WHATSAPP_RESOURCE, "portal")}${search}`;
  const mayClose = () => !(signingUp || finalizing) || window.confirm(t("messages:warning_whatsapp_setup_will_fail"));

  // A popup closed without an answer ends the sign-up (there is no event for it).
  useEffect(() => {
    if (!signingUp) return;
    const timer = setInterval(() => {
      if (popup.current && !popup.current.closed) return;
      popup.current = null;
      setSigningUp(false);
    }, WHATSAPP.SIGNUP_POPUP_POLL_MS);
    return () => clearInterval(timer);
  }, [signingUp]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isSignupMessage(event.data, data.id)) return;
      popup.current = null;
      setSigningUp(false);
      const form = new FormData();
      for (const [key, value] of Object.entries(event.data))
        if (typeof value === "string" && key !== "type") form.set(key, value);
      fetcher.submit(form, { method: "post" });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [data.id, fetcher]);

  const openSignup = (event: React.MouseEvent) => {
    event.preventDefault();
    const opened = window.open(data.signupUrl, "whatsapp-signup", "popup,width=520,height=680");
    // A blocked popup: the provider page in this window instead (it returns to the callback route).
    if (!opened) window.location.assign(data.signupUrl);
    else {
      popup.current = opened;
      setSigningUp(true);
    }
  };

  return (
    <RouteDialog title={t("whatsapp:connect.title")} closeHref={close} confirmClose={mayClose}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography level="body-md">{t("whatsapp:connect.description", { name: data.name })}</Typography>
          {finalizing && (
            <Alert color="warning" variant="soft" role="status">
              {t("messages:warning_whatsapp_setup_will_fail")}
            </Alert>
          )}
          <FormErrors errors={fetcher.data?.errors} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          component="a"
          href={data.signupUrl}
          onClick={openSignup}
          loading={finalizing}
          disabled={finalizing}
          aria-disabled={finalizing || undefined}
        >
          {t("whatsapp:connect.open")}
        </Button>
        <Button
          component={Link}
          to={close}
          preventScrollReset
          variant="plain"
          color="neutral"
          onClick={(event: React.MouseEvent) => {
            if (!mayClose()) event.preventDefault();
          }}
        >
          {t("common:actions.close")}
        </Button>
      </DialogActions>
    </RouteDialog>
  );
}
