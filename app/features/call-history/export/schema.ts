import { z } from "zod";
import { CALL_HISTORY } from "../../../../contract/limits/call-history";
import { isExportMonth, monthValue } from "./months";
import { EXPORT_INTENTS } from "./params";

/**
 * The export forms of the call-history screens, one schema for the browser (the dialog's
 * onValidate) and the server (handleExportAction). Errors are keys of the call-export namespace.
 */

export const EXPORT_ERRORS = {
  yearRequired: "errors.year_required",
  monthRequired: "errors.month_required",
  monthOutOfWindow: "errors.month_out_of_window",
} as const;
/** Interpolation values of the error texts. */
export const EXPORT_ERROR_VALUES = { count: CALL_HISTORY.MONTH_EXPORT_MONTHS } as const;

const returnTo = z.string().max(4096).optional();

/** The schema at `now`: a month outside the last 24 is refused on the month field (what was picked stays). */
export function exportActionSchema(now: Date | number = Date.now()) {
  return z
    .discriminatedUnion("intent", [
      z.object({ intent: z.literal(EXPORT_INTENTS.export), returnTo }),
      z.object({
        intent: z.literal(EXPORT_INTENTS.monthly),
        returnTo,
        year: z
          .number({ required_error: EXPORT_ERRORS.yearRequired, invalid_type_error: EXPORT_ERRORS.yearRequired })
          .int(EXPORT_ERRORS.yearRequired),
        month: z
          .number({ required_error: EXPORT_ERRORS.monthRequired, invalid_type_error: EXPORT_ERRORS.monthRequired })
          .int(EXPORT_ERRORS.monthRequired)
          .min(1, EXPORT_ERRORS.monthRequired)
          .max(12, EXPORT_ERRORS.monthRequired),
      }),
      z.object({ intent: z.literal(EXPORT_INTENTS.dismissNotice), returnTo, hide: z.boolean().optional() }),
    ])
    .superRefine((value, ctx) => {
      if (value.intent !== EXPORT_INTENTS.monthly) return;
      // zod still refines when a field check failed (e.g. year "Infinity"): that field has its message already.
      if (!Number.isInteger(value.year) || !Number.isInteger(value.month) || value.month < 1 || value.month > 12)
        return;
      if (!isExportMonth(monthValue(value.year, value.month), now)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["month"], message: EXPORT_ERRORS.monthOutOfWindow });
      }
    });
}
