import { CacheProvider } from "@emotion/react";
import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createEmotionCache } from "~/styles/emotion-cache";

// Created before hydration: it moves the server's style tags out of React's way and reuses them.
const cache = createEmotionCache();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={cache}>
        <RemixBrowser />
      </CacheProvider>
    </StrictMode>,
  );
});
