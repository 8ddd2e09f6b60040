// The price rows name where a quote came from as a code the contract does not list; the page says
// it in words, and a code this build does not know reads "unknown" rather than reaching the screen.
const WORDS: Record<string, string> = {
  simulated_market: 'simulated market',
};

/** A quote's source in words; null (not sent) stays null, an unknown code is "unknown". */
export function marketSourceWords(source: string | null): string | null {
  if (source === null) return null;
  return WORDS[source] ?? 'unknown';
}
