import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current response. entry.server provides it from the load context; in the
 * browser it is empty (browsers hide nonce attributes, and scripts added after load need none).
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
