import createCache from "@emotion/cache";

/**
 * One emotion cache factory for both sides. The key must match: the browser's cache adopts the
 * `<style data-emotion="css …">` tags the server extracted instead of inserting them again.
 * The nonce lands on the server's style tags (the CSP allows inline styles, but it keeps them honest).
 */
export function createEmotionCache(nonce?: string) {
  return createCache({ key: "css", nonce });
}
