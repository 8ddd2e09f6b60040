import type { FirstScreenMatch } from '../../contract/first-reads';

/** Matches remembered at most; the oldest heard go first (a Map iterates in insertion order). */
const MAX_MATCHES = 5_000;

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' && v.length <= 200 ? v : null;

/** The real match replayed, as src/lib/replay.ts reads the additive `replay` field; null if none. */
function replayOf(replay: unknown): FirstScreenMatch['replay'] {
  if (replay === null || typeof replay !== 'object' || Array.isArray(replay)) return null;
  const { original_event, original_date } = replay as Record<string, unknown>;
  const trimmed = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 200) : null);
  return { event: trimmed(original_event), date: trimmed(original_date) };
}

/**
 * The players' names of every match the gateway has read from the service (a live list, a page of
 * matches, one match), so a match page can be served with its names in the HTML without a read of
 * its own: a page load never spends the desk's key, and a cross-site one never reaches the service.
 * Names never change with the score, so however old, they are still the match's.
 */
export class MatchNames {
  private readonly names = new Map<number, FirstScreenMatch>();

  /** Learns the names in a service answer's body: a list (`{ data: [...] }`) or one match. */
  heard(body: unknown): void {
    if (body === null || typeof body !== 'object') return;
    const data = (body as { data?: unknown }).data;
    if (Array.isArray(data)) for (const m of data) this.learn(m);
    else this.learn(body);
  }

  /** The names held for match `id`, or null. */
  get(id: number): FirstScreenMatch | null {
    return this.names.get(id) ?? null;
  }

  private learn(match: unknown): void {
    if (match === null || typeof match !== 'object') return;
    const { id, players, replay } = match as {
      id?: unknown;
      players?: { p1?: { name?: unknown }; p2?: { name?: unknown } };
      replay?: unknown;
    };
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) return;
    const p1 = text(players?.p1?.name);
    const p2 = text(players?.p2?.name);
    if (!p1 || !p2) return;
    this.names.delete(id);
    this.names.set(id, { id, p1, p2, replay: replayOf(replay) });
    if (this.names.size > MAX_MATCHES) this.names.delete(this.names.keys().next().value as number);
  }
}
