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
 * Where a desk's gateways share the names they hear (gateway/redis/redis-match-names.ts): a gateway
 * that serves the shared cache's answers never reads them from the service itself, so without this a
 * match page it serves would lack the names another instance heard.
 */
export interface SharedMatchNames {
  /** Keeps newly heard names for every instance; a failure loses only the sharing. */
  save(matches: readonly FirstScreenMatch[]): void;
  /** The names another instance heard for match `id`, or null (none, or the store did not answer). */
  load(id: number): Promise<unknown>;
}

/** A stored entry read back: only what has the shape this file writes counts. */
function storedMatch(v: unknown, id: number): FirstScreenMatch | null {
  if (v === null || typeof v !== 'object') return null;
  const m = v as Record<string, unknown>;
  const p1 = text(m.p1);
  const p2 = text(m.p2);
  if (m.id !== id || !p1 || !p2) return null;
  const r = m.replay as Record<string, unknown> | null | undefined;
  const replay = r && typeof r === 'object' ? { event: text(r.event), date: text(r.date) } : null;
  return { id, p1, p2, replay };
}

/**
 * The players' names of every match the gateway has read from the service (a live list, a page of
 * matches, one match), so a match page can be served with its names in the HTML without a read of
 * its own: a page load never spends the desk's key, and a cross-site one never reaches the service.
 * Names never change with the score, so however old, they are still the match's. On a desk the
 * names are shared with the other instances (`shared`), and a name one of them heard is found there.
 */
export class MatchNames {
  private readonly names = new Map<number, FirstScreenMatch>();

  constructor(private readonly shared: SharedMatchNames | null = null) {}

  /** Learns the names in a service answer's body: a list (`{ data: [...] }`) or one match. */
  heard(body: unknown): void {
    if (body === null || typeof body !== 'object') return;
    const data = (body as { data?: unknown }).data;
    const fresh: FirstScreenMatch[] = [];
    if (Array.isArray(data)) for (const m of data) this.learn(m, fresh);
    else this.learn(body, fresh);
    // Only what this instance did not hold already: a polled list repeats its names every time.
    if (fresh.length > 0) this.shared?.save(fresh);
  }

  /** The names held for match `id`, or null. */
  get(id: number): FirstScreenMatch | null {
    return this.names.get(id) ?? null;
  }

  /** The names held here, else those another instance of the desk heard (then held here too). */
  async find(id: number): Promise<FirstScreenMatch | null> {
    const held = this.get(id);
    if (held || !this.shared) return held;
    const found = storedMatch(await this.shared.load(id).catch(() => null), id);
    if (found) this.hold(found);
    return found;
  }

  private learn(match: unknown, fresh: FirstScreenMatch[]): void {
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
    const next = { id, p1, p2, replay: replayOf(replay) };
    const before = this.names.get(id);
    if (!before || JSON.stringify(before) !== JSON.stringify(next)) fresh.push(next);
    this.hold(next);
  }

  private hold(match: FirstScreenMatch): void {
    this.names.delete(match.id);
    this.names.set(match.id, match);
    if (this.names.size > MAX_MATCHES) this.names.delete(this.names.keys().next().value as number);
  }
}
