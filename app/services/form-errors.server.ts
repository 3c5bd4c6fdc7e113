/**
 * A platform refusal as form errors: its `field: message` lines (the platform's validation answer)
 * go under their fields, the rest above the form.
 */
export function platformFormErrors(
  messages: readonly string[],
  fields: readonly string[],
): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const line of messages) {
    const match = /^([A-Za-z][\w.]*): (.+)$/.exec(line);
    if (match && fields.includes(match[1])) (fieldErrors[match[1]] ??= []).push(match[2]);
    else formErrors.push(line);
  }
  return { fieldErrors, formErrors };
}
