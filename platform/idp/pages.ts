/**
 * Server-rendered pages of the identity service: sign-in, sign-out confirmation, errors. Plain HTML
 * forms, no scripts (the /idp CSP forbids them), every value escaped. They wear the console's brand
 * through the provider's own stylesheet (brand-assets.ts); `layout` is the plain page of the other
 * providers the platform plays (the card page, the WhatsApp sign-up), which are not the console's.
 */
import { brandAssets } from "./brand-assets";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

// The spec's palette: text #295365, error #F05656, primary gradient #005DB1 → #00AAC6,
// dialog background #F6F6F9, divider #EAEAEF; font Inter 14. Text keeps WCAG AA contrast (4.5:1) as
// the console's theme does: white error text on the error scale's darker #B42F2F (on #F05656 it is
// 3.4:1), the primary gradient under the console's dark veil (white on bare #00AAC6 is 2.8:1), and
// links in #0A75A6 (#0E92CB on #F6F6F9 is 3.2:1).
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#fff;color:#295365;font:400 14px/1.5 Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:380px;margin:24px;padding:32px;background:#F6F6F9;border:1px solid #EAEAEF;border-radius:12px}
h1{margin:0 0 4px;font-size:22px;font-weight:600}
p{margin:0 0 16px}
label{display:block;margin:12px 0 4px;font-weight:500}
input{width:100%;padding:10px 12px;font:inherit;color:inherit;background:#fff;border:1px solid #C9D3DA;border-radius:8px}
input:focus{outline:2px solid #0E92CB;outline-offset:1px}
.primary{width:100%;margin-top:20px;padding:10px 12px;font:600 14px Inter,system-ui,sans-serif;color:#fff;background:linear-gradient(90deg,rgba(0,0,0,0) 0%,rgba(0,0,0,.32) 100%),linear-gradient(90deg,#005DB1,#00AAC6);border:0;border-radius:8px;cursor:pointer}
.secondary{width:100%;margin-top:8px;padding:8px 12px;font:inherit;color:#295365;background:transparent;border:1px solid #EAEAEF;border-radius:8px;cursor:pointer}
.error{margin:12px 0 0;padding:10px 12px;color:#fff;background:#B42F2F;border-radius:8px}
a{color:#0A75A6}
`;

/** A standalone page of a provider the platform plays: the palette, inline styles only, no scripts. */
export function layout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * A page of the identity service: the brand's logo over a card, styled by the served stylesheet (no
 * inline style: the /idp CSP allows none). `wide` for a page with a table.
 */
export function brandedLayout(title: string, body: string, { wide = false }: { wide?: boolean } = {}): string {
  const { stylesheetHref, logo } = brandAssets();
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">
</head>
<body>
<header class="brand"><img src="${escapeHtml(logo.href)}" alt="${escapeHtml(logo.alt)}" width="${logo.width}" height="${logo.height}"></header>
<main${wide ? ' class="wide"' : ""}>
${body}
</main>
</body>
</html>`;
}

/** A label with the required mark a sighted user sees (the input's `required` tells assistive technology). */
function label(id: string, text: string): string {
  return `<label for="${id}">${escapeHtml(text)}<span class="required" aria-hidden="true"> *</span></label>`;
}

export interface SignInPageOptions {
  brand: string;
  /** Where the form posts (the interaction's own login URL). */
  action: string;
  /** Where "Cancel" posts (aborts the interaction, the console gets access_denied). */
  abortAction: string;
  email?: string;
  error?: string;
}

export function signInPage(o: SignInPageOptions): string {
  // A refusal names both fields: it never says which of the two was wrong.
  const invalid = o.error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : "";
  return brandedLayout(
    `Sign in · ${o.brand}`,
    `<h1>Sign in</h1>
<p class="lead">to continue to ${escapeHtml(o.brand)}</p>
<form method="post" action="${escapeHtml(o.action)}" novalidate>
${label("email", "E-mail")}
<input id="email" name="email" type="email" autocomplete="username" required${o.email ? "" : " autofocus"} value="${escapeHtml(o.email)}"${invalid}>
${label("password", "Password")}
<input id="password" name="password" type="password" autocomplete="current-password" required${o.email ? " autofocus" : ""}${invalid}>
${o.error ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(o.error)}</p>` : ""}
<button class="primary" type="submit">Sign in</button>
</form>
<form method="post" action="${escapeHtml(o.abortAction)}">
<button class="secondary" type="submit">Cancel</button>
</form>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return brandedLayout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ""}`,
  );
}

/** The sign-out confirmation; `form` is the provider's own hidden form (id "op.logoutForm"). */
export function logoutPage(brand: string, form: string): string {
  return brandedLayout(
    `Sign out · ${brand}`,
    `<h1>Sign out</h1>
<p>Do you want to sign out of ${escapeHtml(brand)}?</p>
${form}
<button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>
<button class="secondary" type="submit" form="op.logoutForm">No, stay signed in</button>`,
  );
}
