/**
 * Whether this page is signing the user out (the inactivity timeout, the account menu's Sign out).
 * The sign-out's own navigation then has the last word: a poll that lands meanwhile finds the session
 * gone and is answered by the sign-in page, and following it would replace "You have been signed out"
 * (/login?from=logout) with a sign-in page asking to come back here (/login?redirectTo=...).
 * Browser state only: it is set by event handlers, which never run on the server.
 */
let signingOut = false;

export function markSigningOut(): void {
  signingOut = true;
}

export function isSigningOut(): boolean {
  return signingOut;
}
