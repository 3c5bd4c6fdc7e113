import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import FormControl from "@mui/joy/FormControl";
import FormHelperText from "@mui/joy/FormHelperText";
import FormLabel from "@mui/joy/FormLabel";
import Input from "@mui/joy/Input";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ROUTING_EVENT_TYPES } from "../../../contract/enums/routing";
import { endpointValue, ROUTING_ORIGIN_TYPES, type RoutingTestAnswer } from "../../../contract/wire/routing";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { NativeSelectField } from "~/components/NativeSelect";
import { CarriedParams } from "~/components/grid/CarriedParams";
import { useFieldErrorText } from "~/components/form/FormField";
import { carriedParams } from "~/features/grid/url-state";
import { listPath } from "~/features/entities/resource";
import { endpointLabel } from "./labels";
import { ROUTING_RULES_RESOURCE, TEST_PARAMS } from "./resource";
import type { RoutingTesterData } from "./tester.server";

const OWN_PARAMS = Object.values(TEST_PARAMS);

function NumberField({ name, label, value, error }: { name: string; label: string; value: string; error?: string }) {
  const id = useId();
  return (
    <FormControl error={Boolean(error)} required>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <Input
        name={name}
        defaultValue={value}
        slotProps={{
          input: {
            id,
            inputMode: "tel",
            autoComplete: "off",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
          },
        }}
      />
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The answer in words: the rule, the destination (or the alternative taken), what matched, and each rule's verdict. */
function Answer({ answer }: { answer: RoutingTestAnswer }) {
  const { t } = useTranslation("routing");
  const to = answer.destination;
  return (
    <Stack spacing={1} role="status" aria-labelledby="routing-test-result">
      <Typography level="title-sm" component="h3" id="routing-test-result">
        {t("tester.result")}
      </Typography>
      {answer.outcome === "routed" && answer.rule && to ? (
        <Alert color="success" variant="soft">
          <div>
            <p style={{ margin: 0 }}>
              {t("tester.routed", {
                rule: answer.rule.name,
                priority: answer.rule.priority,
                type: t(`types.${to.type}`, { defaultValue: to.type }),
                name: to.name ?? t("missing"),
              })}
            </p>
            {to.alternative !== null && <p style={{ margin: 0 }}>{t("tester.alternative", { n: to.alternative })}</p>}
            <p style={{ margin: 0 }}>
              {answer.matched?.by
                ? t("tester.matched_pattern", {
                    field: t(`conditions.${answer.matched.condition}`),
                    by: answer.matched.by,
                  })
                : t("tester.matched_none")}
            </p>
          </div>
        </Alert>
      ) : (
        <Alert color="neutral" variant="soft">
          {t("tester.no_match")}
        </Alert>
      )}
      {answer.reasons.length > 0 && (
        <>
          <Typography level="body-sm">{t("tester.reasons")}</Typography>
          <ol style={{ margin: 0, paddingInlineStart: "1.5rem" }}>
            {answer.reasons.map((r) => (
              <li key={r.ruleId}>
                {t("tester.reason", {
                  priority: r.priority,
                  name: r.ruleName,
                  verdict: t(`tester.verdict.${r.verdict}`),
                })}
              </li>
            ))}
          </ol>
        </>
      )}
    </Stack>
  );
}

/**
 * /portal/routing/tester: where would a call go? A GET form over the list (JavaScript on or off): the
 * origin, the calling and called numbers and the event type; the answer is rendered on the server.
 */
export function RoutingTester() {
  const data = useLoaderData<RoutingTesterData>();
  const { t } = useTranslation(["routing", "common", "messages"]);
  const errorText = useFieldErrorText();
  const { search } = useLocation();
  const navigation = useNavigation();
  const listQuery = new URLSearchParams(carriedParams(search, OWN_PARAMS)).toString();
  const close = `${listPath(ROUTING_RULES_RESOURCE, "portal")}${listQuery ? `?${listQuery}` : ""}`;
  const origins = data.origins.filter((e) => (ROUTING_ORIGIN_TYPES as readonly string[]).includes(e.type));
  const error = (field: keyof RoutingTesterData["errors"], label: string) =>
    data.errors[field] ? errorText(data.errors[field]!, label) : undefined;
  return (
    <RouteDialog title={t("routing:tester.title")} closeHref={close} width={640}>
      <Form method="get" preventScrollReset>
        <CarriedParams search={search} exclude={OWN_PARAMS} />
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography level="body-sm">{t("routing:tester.intro")}</Typography>
            {data.failure.length > 0 && (
              <Alert color="danger" variant="soft" role="alert">
                {data.failure.map((m) => t(`messages:${m}`, { defaultValue: m })).join(" ")}
              </Alert>
            )}
            <div>
              <NativeSelectField
                label={t("routing:fields.origin")}
                name={TEST_PARAMS.origin}
                defaultValue={data.values.origin}
                aria-invalid={data.errors.origin ? true : undefined}
              >
                {origins.map((e) => (
                  <option key={endpointValue(e)} value={endpointValue(e)}>
                    {endpointLabel(t, e)}
                  </option>
                ))}
              </NativeSelectField>
              {data.errors.origin && (
                <FormHelperText sx={{ color: "danger.plainColor" }}>
                  {error("origin", t("routing:fields.origin"))}
                </FormHelperText>
              )}
            </div>
            <NumberField
              name={TEST_PARAMS.calling}
              label={t("routing:tester.calling")}
              value={data.values.calling}
              error={error("calling", t("routing:tester.calling"))}
            />
            <NumberField
              name={TEST_PARAMS.called}
              label={t("routing:tester.called")}
              value={data.values.called}
              error={error("called", t("routing:tester.called"))}
            />
            <NativeSelectField
              label={t("routing:fields.eventType")}
              name={TEST_PARAMS.eventType}
              defaultValue={data.values.eventType || "call"}
            >
              {ROUTING_EVENT_TYPES.map((v) => (
                <option key={v} value={v}>
                  {t(`routing:filter.values.eventType.${v}`)}
                </option>
              ))}
            </NativeSelectField>
            {data.answer && <Answer answer={data.answer} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button
            type="submit"
            loading={navigation.state === "loading" && navigation.location?.pathname.endsWith("/tester")}
          >
            {t("routing:tester.submit")}
          </Button>
          <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
            {t("common:actions.close")}
          </Button>
        </DialogActions>
      </Form>
    </RouteDialog>
  );
}
