/**
 * Remembers serialized answers for one short window of the service clock. A listing of every
 * live match is a pure function of (query, tier, faults, clock), so hundreds of clients polling
 * the same listing need one build per window, not one per request (the service benchmark polls
 * /matches?status=live at 500 req/s). The default window equals the feed publisher's tick
 * (250 ms), so REST is never further behind the clock than the feeds are.
 */
export class TickCache {
  private window = Number.NaN;
  private readonly entries = new Map<string, string>();

  constructor(
    private readonly windowMs = 250,
    private readonly maxEntries = 256,
  ) {}

  get(key: string, nowMs: number, build: () => unknown): string {
    const window = Math.floor(nowMs / this.windowMs);
    if (window !== this.window) {
      this.window = window;
      this.entries.clear();
    }
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const body = JSON.stringify(build());
    // Distinct queries within one window are few; a flood of unique ones must not grow memory.
    if (this.entries.size < this.maxEntries) this.entries.set(key, body);
    return body;
  }
}
