/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />
// The load context type (what server/app.ts passes to loaders and actions) is in app/load-context.ts.
