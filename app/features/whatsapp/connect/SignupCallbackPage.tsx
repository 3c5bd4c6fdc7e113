import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import Sheet from "@mui/joy/Sheet";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { WHATSAPP } from "../../../../contract/limits/whatsapp";
import { SIGNUP_CALLBACK_PARAMS } from "../../../../contract/wire/whatsapp";
import { FormErrors } from "~/components/form/FormErrors";
import { listPath } from "~/features/entities/resource";
import { WHATSAPP_RESOURCE } from "../resource";
import type { SignupOutcome } from "./connect.server";
import { SIGNUP_MESSAGE_TYPE, type SignupMessage } from "./ConnectDialog";

/** The opener, when this page runs in the sign-up popup of a console window of this origin. */
function consoleOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener && opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null; // another origin's window: never told anything
  }
}

/**
 * Where the provider's sign-up window returns. In the popup (JavaScript) it hands the result to the
 * console window that opened it and closes. In a whole window (no JavaScript, or a blocked popup) it
 * offers the finalize call as a plain form; a cancelled sign-up says so and leads back to the list.
 */
export function SignupCallbackPage() {
  const outcome = useLoaderData<SignupOutcome>();
  const result = useActionData<{ errors?: string[] }>();
  const navigation = useNavigation();
  const { t } = useTranslation(["whatsapp", "messages"]);
  const [handedOver, setHandedOver] = useState(false);
  const cancelled = outcome.event === WHATSAPP.SIGNUP_CANCEL_EVENT;
  const list = listPath(WHATSAPP_RESOURCE, "portal");

  useEffect(() => {
    const opener = consoleOpener();
    if (!opener) return;
    const message: SignupMessage = { type: SIGNUP_MESSAGE_TYPE, ...outcome };
    opener.postMessage(message, window.location.origin);
    setHandedOver(true);
    window.close();
  }, [outcome]);

  return (
    <Stack component="main" alignItems="center" sx={{ minHeight: "100vh", p: 3 }}>
      <Sheet variant="outlined" sx={{ maxWidth: 480, width: "100%", p: 3, borderRadius: "md" }}>
        <Stack spacing={2}>
          <Typography level="h3" component="h1">
            {t("whatsapp:callback.title")}
          </Typography>
          {handedOver ? (
            <Typography role="status">{t("whatsapp:callback.handed_over")}</Typography>
          ) : cancelled ? (
            <>
              <Alert color="danger" variant="soft" role="alert">
                {t("messages:labels_whatsapp_signup_cancelled")}
              </Alert>
              <Button component={Link} to={list}>
                {t("whatsapp:callback.back")}
              </Button>
            </>
          ) : (
            <Form method="post">
              <Stack spacing={2}>
                <Typography>{t("whatsapp:callback.finish_text")}</Typography>
                <FormErrors errors={result?.errors} />
                {Object.values(SIGNUP_CALLBACK_PARAMS).map((name) => {
                  const value = (outcome as unknown as Record<string, string | null>)[name];
                  return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
                })}
                <Button type="submit" loading={navigation.state === "submitting"}>
                  {t("whatsapp:callback.finish")}
                </Button>
                <Button component={Link} to={list} variant="plain" color="neutral">
                  {t("whatsapp:callback.back")}
                </Button>
              </Stack>
            </Form>
          )}
        </Stack>
      </Sheet>
    </Stack>
  );
}
