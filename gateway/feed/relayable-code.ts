// Close codes a peer may not send itself (1005/1006/1015 are only ever reported locally).
const RESERVED = new Set([1004, 1005, 1006, 1015]);

/** A close code we may pass on; a lost upstream becomes 1011 so the client reconnects with backoff. */
export function relayableCode(code: number): number {
  if (RESERVED.has(code) || code < 1000 || code >= 5000) return 1011;
  return code;
}
