// The server's copy of the scope (lazy-island.tsx): the browser bundle empties `.server` modules.
export { JoyScope } from "./JoyScope";
