import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import DialogTitle from "@mui/joy/DialogTitle";
import Modal from "@mui/joy/Modal";
import ModalDialog from "@mui/joy/ModalDialog";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, useActionData, useNavigate, useNavigation } from "@remix-run/react";
import { useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CALL_HISTORY } from "../../../../contract/limits/call-history";
import { useHydrated } from "~/components/grid/use-hydrated";
import { NativeSelectField } from "~/components/NativeSelect";
import { useMonthlyExportHold } from "~/features/session/monthly-export";
import type { CallHistoryMode } from "../mode";
import { defaultExportMonth, exportMonths, exportMonthsOfYear, exportYears } from "./months";
import { EXPORT_INTENTS, exportFormAction } from "./params";
import { EXPORT_ERROR_VALUES, exportActionSchema } from "./schema";
import { joyScoped } from "~/components/joy/JoyScope";

export interface MonthlyExportDialogProps {
  mode: CallHistoryMode;
  /** Server time of this render (ISO): the month window, the same on server and browser. */
  now: string;
  /** The list URL without the dialog: Cancel goes there, and so does the form after an export. */
  returnTo: string;
  /** The action's answer; by default the route's action data, when it is this form's. */
  lastResult?: unknown;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The action data when it is the reply of a monthly export submission (not another form's). */
function monthlyResult(data: unknown): SubmissionResult<string[]> | undefined {
  if (!data || typeof data !== "object" || !("initialValue" in data)) return undefined;
  const initial = (data as { initialValue?: unknown }).initialValue;
  if (!initial || typeof initial !== "object") return undefined;
  return (initial as Record<string, unknown>).intent === EXPORT_INTENTS.monthly
    ? (data as SubmissionResult<string[]>)
    : undefined;
}

function toNumber(value: unknown, fallback: number): number {
  const n = typeof value === "string" ? Number(value) : NaN;
  return Number.isInteger(n) ? n : fallback;
}

/**
 * The month export dialog (docs/product.md#call-history): month and year selectors over the last 24 months (UTC).
 * Opened by `dialog=monthly-export`, rendered in place (no portal) so it is in the server's HTML;
 * the selects are native and the form is a plain POST, so it works without JavaScript. Without
 * JavaScript every month of each offered year is listed and a month outside the window is refused
 * with a field error, keeping the pick; with JavaScript those months are disabled as the year changes.
 */
function UnscopedMonthlyExportDialog({ mode, now, returnTo, lastResult }: MonthlyExportDialogProps) {
  const { t, i18n } = useTranslation(["messages", "call-export"]);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const actionData = useActionData();
  const titleId = useId();
  const descriptionId = useId();
  const scope = useRef<HTMLDivElement>(null);

  const months = useMemo(() => exportMonths(new Date(now)), [now]);
  const years = exportYears(months);
  const fallback = defaultExportMonth(months);
  const schema = useMemo(() => exportActionSchema(new Date(now)), [now]);
  const result = monthlyResult(lastResult === undefined ? actionData : lastResult);
  const [form, fields] = useForm({
    id: "monthly-export",
    lastResult: result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: { year: String(fallback.year), month: String(fallback.month) },
  });
  const [year, setYear] = useState(() => toNumber(fields.year.initialValue, fallback.year));
  const [month, setMonth] = useState(() => toNumber(fields.month.initialValue, fallback.month));
  const available = exportMonthsOfYear(months, year);

  const action = exportFormAction(mode, returnTo);
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === EXPORT_INTENTS.monthly;
  // docs/product.md#inactivity: the inactivity sign-out waits while a monthly export is being started.
  useMonthlyExportHold(submitting);

  const monthName = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: "long", timeZone: "UTC" });
    return (m: number) => format.format(Date.UTC(2000, m - 1, 1));
  }, [i18n.language]);

  function chooseYear(next: number) {
    setYear(next);
    // Keep the month when the new year offers it, else take that year's latest offered month.
    const offered = exportMonthsOfYear(months, next);
    if (!offered.includes(month) && offered.length > 0) setMonth(offered[offered.length - 1]);
  }

  const errorText = (errors: string[] | undefined) =>
    errors?.map((key) => t(`call-export:${key}`, EXPORT_ERROR_VALUES)).join(" ");
  const yearError = errorText(fields.year.errors);
  const monthError = errorText(fields.month.errors);

  return (
    <Box ref={scope} sx={{ display: "contents" }}>
      <Modal
        open
        onClose={() => navigate(returnTo, { preventScrollReset: true })}
        disablePortal
        container={() => scope.current}
      >
        <ModalDialog
          role="dialog"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          sx={{ width: "min(440px, 92vw)" }}
        >
          <DialogTitle id={titleId} component="h2">
            {t("messages:labels_export_monthly_records")}
          </DialogTitle>
          <DialogContent id={descriptionId}>
            {t("call-export:dialog.description", { count: CALL_HISTORY.MONTH_EXPORT_MONTHS })}
          </DialogContent>
          <Form method="post" action={action} preventScrollReset {...getFormProps(form)}>
            <input type="hidden" name="intent" value={EXPORT_INTENTS.monthly} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <Stack direction="row" spacing={2} sx={{ my: 2 }}>
              <Box sx={{ flex: 2 }}>
                <NativeSelectField
                  id={fields.month.id}
                  label={t("call-export:dialog.month")}
                  name={fields.month.name}
                  value={String(month)}
                  onChange={(event) => setMonth(Number(event.target.value))}
                  aria-invalid={monthError ? true : undefined}
                  aria-describedby={monthError ? `${fields.month.id}-error` : undefined}
                >
                  {MONTHS.map((m) => (
                    <option key={m} value={m} disabled={hydrated && !available.includes(m)}>
                      {monthName(m)}
                    </option>
                  ))}
                </NativeSelectField>
                <FieldError id={`${fields.month.id}-error`} text={monthError} />
              </Box>
              <Box sx={{ flex: 1 }}>
                <NativeSelectField
                  id={fields.year.id}
                  label={t("call-export:dialog.year")}
                  name={fields.year.name}
                  value={String(year)}
                  onChange={(event) => chooseYear(Number(event.target.value))}
                  aria-invalid={yearError ? true : undefined}
                  aria-describedby={yearError ? `${fields.year.id}-error` : undefined}
                >
                  {/* A year picked outside the window stays listed, so the refused pick is still shown. */}
                  {(years.includes(year) ? years : [year, ...years]).map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </NativeSelectField>
                <FieldError id={`${fields.year.id}-error`} text={yearError} />
              </Box>
            </Stack>
            <DialogActions>
              <Button type="submit" loading={submitting}>
                {t("call-export:dialog.submit")}
              </Button>
              <Button component={Link} to={returnTo} preventScrollReset variant="plain" color="neutral">
                {t("call-export:dialog.cancel")}
              </Button>
            </DialogActions>
          </Form>
        </ModalDialog>
      </Modal>
    </Box>
  );
}

/** A field's error under its select, tied to it by aria-describedby (in the server's HTML already). */
function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <Typography id={id} level="body-sm" color="danger" sx={{ mt: 0.5 }}>
      {text}
    </Typography>
  );
}

/** With Joy's theme: an island of a plain route (components/joy/JoyScope.tsx). */
export const MonthlyExportDialog = joyScoped(UnscopedMonthlyExportDialog);
