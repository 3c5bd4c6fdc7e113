/**
 * The form's name of a platform field: the field itself, or a field of a list's row (`headers.1.value`,
 * as the platform names zod paths) in the form's spelling (`headers[1].value`); null when not the form's.
 */
function formFieldName(field: string, fields: readonly string[]): string | null {
  if (fields.includes(field)) return field;
  const [list, ...rest] = field.split(".");
  if (!fields.includes(list) || !/^\d+$/.test(rest[0] ?? "")) return null;
  return `${list}${rest.map((step) => (/^\d+$/.test(step) ? `[${step}]` : `.${step}`)).join("")}`;
}

/**
 * A platform refusal as form errors: its `field: message` lines (the platform's validation answer)
 * go under their fields (a list row's too), the rest above the form.
 */
export function platformFormErrors(
  messages: readonly string[],
  fields: readonly string[],
): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const line of messages) {
    const match = /^([A-Za-z][\w.]*): (.+)$/.exec(line);
    const name = match && formFieldName(match[1], fields);
    if (match && name) (fieldErrors[name] ??= []).push(match[2]);
    else formErrors.push(line);
  }
  return { fieldErrors, formErrors };
}
