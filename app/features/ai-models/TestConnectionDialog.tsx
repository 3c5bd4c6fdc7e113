import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AiModelDetail } from "../../../contract/wire/aiModels";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { listPath } from "~/features/entities/resource";
import { AI_MODEL_TEST_INTENT, AI_MODELS_RESOURCE } from "./resource";
import type { AiModelTestReply } from "./test.server";
import { TestResultPanel } from "./TestResultPanel";

/**
 * /portal/ai_framework/models/<id>/test (docs/features/ai-framework.md#models): a stored model's Test
 * connection, a form that posts without JavaScript; the result shows here, word for word.
 */
export function TestConnectionDialog() {
  const { record } = useLoaderData<{ record: AiModelDetail }>();
  const result = useActionData<AiModelTestReply>()?.test;
  const { t } = useTranslation(["ai-models", "common"]);
  const { search } = useLocation();
  const navigation = useNavigation();
  const testing = navigation.state === "submitting";
  const close = `${listPath(AI_MODELS_RESOURCE, "portal")}${search}`;
  return (
    <RouteDialog title={t("ai-models:test.title")} closeHref={close} width={640}>
      <Form method="post" preventScrollReset>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography level="body-md">{t("ai-models:test.intro", { name: record.name })}</Typography>
            {result && <TestResultPanel result={result} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button type="submit" name="intent" value={AI_MODEL_TEST_INTENT} loading={testing} disabled={testing}>
            {t(result ? "ai-models:actions.test_again" : "ai-models:actions.test")}
          </Button>
          <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
            {t("common:actions.close")}
          </Button>
        </DialogActions>
      </Form>
    </RouteDialog>
  );
}
