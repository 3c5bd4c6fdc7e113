/**
 * The provider's embedded sign-up window, played by the platform (issue 7: "its sign-up window is a
 * page of its own that returns a code"). Plain HTML forms, no scripts, every value escaped.
 */
import { escapeHtml, layout } from "../../idp/pages";

export interface SignupPageOptions {
  action: string;
  numberName: string;
  phoneNumber: string;
  error?: string;
}

export function signupPage(o: SignupPageOptions): string {
  return layout(
    "Connect WhatsApp Business",
    `<h1>Connect WhatsApp Business</h1>
<p>Register a phone number for WhatsApp Business calling and connect it to <strong>${escapeHtml(o.numberName)}</strong>.</p>
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<label for="phoneNumber">WhatsApp phone number</label>
<input id="phoneNumber" name="phoneNumber" type="tel" autocomplete="tel" required value="${escapeHtml(o.phoneNumber)}"${o.error ? ' aria-invalid="true" aria-describedby="phoneNumber-error"' : ""}>
${o.error ? `<p class="error" id="phoneNumber-error" role="alert">${escapeHtml(o.error)}</p>` : ""}
<button class="primary" type="submit" name="intent" value="finish">Connect</button>
<button class="secondary" type="submit" name="intent" value="cancel">Cancel</button>
</form>`,
  );
}
