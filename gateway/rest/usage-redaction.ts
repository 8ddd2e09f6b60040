// `GET /usage` describes the calling key, and behind the gateway that key is ours, not the
// browser's. The vendor yaml's `principal` is an "opaque ref to your own key" (the local service
// sends its first characters), so it goes; so does any field a service might add that names the
// key or its holder (key id, prefix, hash, owner, account, email). What is left (tier, limits,
// today's calls, history) is what the dashboard's request budget reads.

const IDENTIFYING = /principal|key|owner|account|email|hash|secret|token/i;

/** The usage body without anything that identifies the key; non-objects pass unchanged. */
export function redactUsage(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(redactUsage);
  if (body === null || typeof body !== 'object') return body;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (!IDENTIFYING.test(name)) out[name] = redactUsage(value);
  }
  return out;
}
