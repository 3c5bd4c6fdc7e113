import type { KnipConfig } from "knip";

/**
 * `npm run lint:unused` (part of `npm run lint`): files, exports, types and dependencies nothing uses.
 *
 * Most entry points come from knip's plugins, which read this project's own configuration:
 * - remix: remix.config.js, app/root.tsx, app/entry.{client,server}.tsx, app/routes/**, server.ts
 *   (server.ts reaches server/** and platform/index.ts, the embedded platform);
 * - vitest (vitest.config.ts: tests/unit/**) and playwright (playwright.config.ts: tests/e2e/**);
 * - package.json's scripts: scripts/*.ts, platform/seed.ts, bench/run.ts.
 * The entries below are the files nothing imports that still run or count.
 */
const config: KnipConfig = {
  entry: [
    // Types only: augments Remix's AppLoadContext; tsconfig.json's `include` brings it in.
    "app/load-context.ts",
    // tsconfig.json maps `@mui/base` here: imported by Joy's own modules in node_modules.
    "app/vendor/mui-base.tsx",
    // Each benchmark also runs alone (`npx tsx bench/hub.ts`, bench/README.md); bench/hub.ts forks
    // bench/hub-clients.ts by its path.
    "bench/*.ts",
  ],
  // An export that its own module uses is live code: whether it is exported too is no dead code.
  ignoreExportsUsedInFile: true,
  ignoreIssues: {
    // The wire contract names every shape it defines: each schema has its `z.infer` type beside it and
    // each enumeration its union type, used or not yet. Its unused values are still reported.
    "contract/**": ["types"],
  },
  // The system's Java runs the HTML checker (tests/e2e/html-validity.spec.ts; docs/testing.md "Valid
  // HTML"): a program of the machine, like Chromium, not a package.
  ignoreBinaries: ["java"],
  ignoreDependencies: [
    // Imported for the very copy that their parent package uses and pins exactly (@mui/joy,
    // @remix-run/react, victory; victory-core is also patched in patches/): declared on their
    // own, they could install a second copy.
    "@mui/base",
    "react-router-dom",
    "victory-core",
  ],
};

export default config;
