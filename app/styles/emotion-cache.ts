import createCache from "@emotion/cache";

export interface EmotionCacheOptions {
  /** The CSP nonce the server's style tags carry. */
  nonce?: string;
  /**
   * Vendor-prefix the CSS (stylis' prefixer, emotion's default). The server turns it off: every
   * browser the console supports reads the standard properties, and the prefixes were about a
   * sixth of every page's inlined CSS. Class names do not depend on it, so both sides still match.
   */
  prefix?: boolean;
}

/**
 * The server's emotion cache. Its key must be emotion's default, "css": the browser uses emotion's
 * own default cache (entry.client.tsx), which adopts the `<style data-emotion="css …">` tags the
 * server extracted instead of inserting them again.
 * The nonce lands on the server's style tags (the CSP allows inline styles, but it keeps them honest).
 */
export function createEmotionCache({ nonce, prefix = true }: EmotionCacheOptions = {}) {
  return createCache({ key: "css", nonce, ...(prefix ? {} : { stylisPlugins: [] }) });
}
