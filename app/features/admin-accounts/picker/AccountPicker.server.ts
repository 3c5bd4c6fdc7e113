/** The account picker for the server's render only (AccountPickerIsland): the browser loads it as its own chunk. */
export { AccountPicker } from "./AccountPicker";
