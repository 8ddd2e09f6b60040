import type { Usage } from '../../contract/usage';

// The key's last `/usage` answer, kept for this tab's session: a reload or a second page load starts
// on the tier this browser already knows (the strip shows it, the views start at once) while the
// read confirms it, instead of "checking…" and a wait on every load. Session storage, not local: a
// new tab, or another key after a restart, learns its tier afresh.

const KEY = 'courtside.usage';

/**
 * The last usage answer this tab kept, or null (none kept, unreadable, or storage refused). It was
 * checked by the contract when it was read; here only its shape is (the first screen carries no zod).
 */
export function keptUsage(): Usage | null {
  try {
    const kept: unknown = JSON.parse(globalThis.sessionStorage?.getItem(KEY) ?? 'null');
    if (kept === null || typeof kept !== 'object' || Array.isArray(kept)) return null;
    return typeof (kept as Usage).tier === 'string' ? (kept as Usage) : null;
  } catch {
    return null;
  }
}

/** Keeps a usage answer for the next load in this tab; a refusing storage only loses the head start. */
export function keepUsage(usage: Usage): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(usage));
  } catch {}
}
