import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useActionData, useNavigation } from "@remix-run/react";
import type { z } from "zod";

/**
 * The one form setup of the signed-out pages (sign-in, registration, password reset): the action's
 * reply as conform's last result, the schema checked in the browser as on the server, and whether
 * the form is being posted. `order` names the fields top to bottom: the first one with an error is
 * `firstInvalid`, which gets the focus on pages that ship no script (as conform would give it).
 */
export function useAuthForm<Schema extends z.ZodTypeAny, Field extends string = never>(
  schema: Schema,
  options: { shouldValidate?: "onSubmit" | "onBlur"; order?: readonly Field[] } = {},
) {
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: options.shouldValidate ?? "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const errorsOf = fields as unknown as Record<string, { errors?: string[] } | undefined>;
  const firstInvalid = options.order?.find((name) => errorsOf[name]?.errors?.length);
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  return { form, fields, lastResult, submitting, firstInvalid };
}
