// The server's copy of the error boundaries' view (StatusPage.tsx): the browser bundle empties `.server` modules.
export { BoundaryContent } from "./StatusPageViews";
