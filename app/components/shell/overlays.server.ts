/** The shell's seldom-shown parts for the server's render only (overlay-islands.tsx): the browser loads each as its own chunk. */
export { FirstLoginSplash } from "./FirstLoginSplash";
export { NoPermissionNotice } from "./NoPermissionNotice";
export { TermsDialog } from "./TermsDialog";
