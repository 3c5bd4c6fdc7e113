/** The call list's seldom-shown parts for the server's render only (panel-islands.tsx): the browser loads each as its own chunk. */
export { FiltersPanel } from "./FiltersPanel";
export { ModeChips } from "./ModeChips";
