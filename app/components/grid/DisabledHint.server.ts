/** The disabled control's hint for the server's render only (DisabledHintIsland): the browser loads it as its own chunk. */
export { DisabledHint } from "./DisabledHint";
