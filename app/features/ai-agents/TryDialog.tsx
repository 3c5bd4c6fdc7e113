import Button from "@mui/joy/Button";
import Checkbox from "@mui/joy/Checkbox";
import DialogContent from "@mui/joy/DialogContent";
import FormControl from "@mui/joy/FormControl";
import FormHelperText from "@mui/joy/FormHelperText";
import FormLabel from "@mui/joy/FormLabel";
import Input from "@mui/joy/Input";
import Stack from "@mui/joy/Stack";
import Textarea from "@mui/joy/Textarea";
import Typography from "@mui/joy/Typography";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AI_AGENTS } from "../../../contract/limits/ai";
import { CHAT_MESSAGE_MAX } from "../../../contract/wire/aiChats";
import { NativeSelectField } from "~/components/NativeSelect";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { useFieldErrorText } from "~/components/form/FormField";
import { Transcript } from "~/features/ai-chats/Transcript";
import { listPath, recordHref } from "~/features/entities/resource";
import { AI_AGENTS_RESOURCE } from "./resource";
import { LAST_MESSAGE_ID } from "./try";
import type { TryActionData, TryDialogData } from "./try.server";

/**
 * Try it (docs/features/ai-framework.md#try-it): start a chat with the draft or a version, then one
 * form per message; each answer shows what produced it and its turn record.
 */
export function TryDialog() {
  const { agent, versions, chat } = useLoaderData<TryDialogData>();
  const refused = useActionData<TryActionData>();
  const { t } = useTranslation(["ai-agents", "ai-chats", "messages", "common"]);
  const errorText = useFieldErrorText();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const callerId = useId();
  const textId = useId();
  const errorId = useId();
  const close = listPath(AI_AGENTS_RESOURCE, "portal");
  const error = refused ? errorText(refused.error, t("ai-agents:try.message")) : null;

  return (
    <RouteDialog title={t("ai-agents:try.title", { name: agent.name })} closeHref={close} width={820}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography level="body-sm">{t("ai-agents:try.model", { model: agent.modelName ?? "" })}</Typography>
          {chat === null ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="start" />
              <Stack spacing={1.5}>
                <NativeSelectField label={t("ai-agents:try.version")} name="version" defaultValue="draft">
                  <option value="draft">{t("ai-agents:versions.draft")}</option>
                  {versions.map((v) => (
                    <option key={v.version} value={String(v.version)}>
                      {t("ai-agents:version.published", { version: v.version })}
                    </option>
                  ))}
                </NativeSelectField>
                <FormControl>
                  <FormLabel htmlFor={callerId}>{t("ai-agents:try.caller")}</FormLabel>
                  <Input
                    slotProps={{ input: { id: callerId, maxLength: 40 } }}
                    name="caller"
                    placeholder={AI_AGENTS.SAMPLE_CALLER}
                  />
                  <FormHelperText>{t("ai-agents:try.caller_hint", { caller: AI_AGENTS.SAMPLE_CALLER })}</FormHelperText>
                </FormControl>
                <Checkbox name="asPhone" value="on" label={t("ai-agents:try.as_phone")} />
                <div>
                  <Button type="submit" loading={busy}>
                    {t("ai-agents:try.start")}
                  </Button>
                </div>
              </Stack>
            </Form>
          ) : (
            <>
              <Typography level="body-sm">
                {t("ai-agents:try.talking_to", {
                  version: chat.agentVersion === null ? t("ai-agents:versions.draft") : `v${chat.agentVersion}`,
                })}{" "}
                <Link to={recordHref(AI_AGENTS_RESOURCE, "portal", agent.id, "try")}>
                  {t("ai-agents:try.new_chat")}
                </Link>
              </Typography>
              <Transcript messages={chat.messages} lastId={LAST_MESSAGE_ID} />
              <Form method="post" preventScrollReset>
                <input type="hidden" name="chat" value={chat.id} />
                <Stack spacing={1}>
                  <FormControl error={Boolean(error)}>
                    <FormLabel htmlFor={textId}>{t("ai-agents:try.message")}</FormLabel>
                    <Textarea
                      name="text"
                      minRows={2}
                      defaultValue={refused?.typed ?? ""}
                      key={chat.messages.length}
                      slotProps={{
                        textarea: {
                          id: textId,
                          maxLength: CHAT_MESSAGE_MAX,
                          "aria-invalid": error ? true : undefined,
                          "aria-describedby": error ? errorId : undefined,
                        },
                      }}
                    />
                    {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
                  </FormControl>
                  <div>
                    <Button type="submit" loading={busy}>
                      {t("ai-agents:try.send")}
                    </Button>
                  </div>
                </Stack>
              </Form>
            </>
          )}
        </Stack>
      </DialogContent>
    </RouteDialog>
  );
}
