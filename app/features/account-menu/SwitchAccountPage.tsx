import Button from "@mui/joy/Button";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Membership } from "../../../contract/wire/myAccount";
import { FormErrors } from "~/components/form/FormErrors";

/** The accounts the user belongs to; each other one has its own switch button (a form: works without JavaScript). */
export function SwitchAccountPage() {
  const { accounts } = useLoaderData<{ accounts: Membership[] }>();
  const answer = useActionData<{ messages: string[] }>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const others = accounts.filter((a) => !a.current);
  return (
    <Stack spacing={2} sx={{ px: { xs: 1.5, sm: 3 }, py: 2, maxWidth: 720 }}>
      <Typography level="h3" component="h1">
        {t("switch.title")}
      </Typography>
      <Typography level="body-md">{t("switch.intro")}</Typography>
      <FormErrors errors={answer?.messages} />
      <ul aria-label={t("switch.title")} style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 8 }}>
        {accounts.map((a) => (
          <li key={a.id} style={{ display: "flex", alignItems: "center", gap: 12, justifyContent: "space-between" }}>
            <span>
              <strong>{a.name}</strong> <code>{a.id}</code>
            </span>
            {a.current ? (
              <Typography level="body-sm">{t("switch.current")}</Typography>
            ) : (
              <Form method="post">
                <input type="hidden" name="accountId" value={a.id} />
                <Button
                  type="submit"
                  size="sm"
                  loading={navigation.state === "submitting" && navigation.formData?.get("accountId") === a.id}
                >
                  {t("switch.submit", { name: a.name })}
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length === 0 && <Typography level="body-sm">{t("switch.none")}</Typography>}
    </Stack>
  );
}
