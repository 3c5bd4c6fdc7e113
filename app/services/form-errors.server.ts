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
    // A nested field ("intents.0.examples") goes under conform's name for it ("intents[0].examples").
    const name = match?.[1].replace(/\.(\d+)(?=\.|$)/g, "[$1]");
    if (match && name && fields.includes(match[1].split(".")[0])) (fieldErrors[name] ??= []).push(match[2]);
    else formErrors.push(line);
  }
  return { fieldErrors, formErrors };
}
