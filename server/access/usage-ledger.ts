/** Durable-enough daily usage per key for GET /usage: calls and errors per UTC day, 30 days kept. */
export class UsageLedger {
  private readonly days = new Map<string, Map<string, { calls: number; errors: number }>>();
  private readonly taste = new Map<string, { month: string; used: number }>();

  constructor(private readonly scale = 1) {}

  /** The UTC day label of an instant (scaled windows keep distinct labels per short "day"). */
  dayLabel(now: number): string {
    const dayMs = 86_400_000 / this.scale;
    const start = Math.floor(now / dayMs) * dayMs;
    return this.scale === 1 ? new Date(start).toISOString().slice(0, 10) : `${new Date(start).toISOString()}`;
  }

  record(key: string, now: number, isError: boolean): void {
    const label = this.dayLabel(now);
    let perKey = this.days.get(key);
    if (!perKey) {
      perKey = new Map();
      this.days.set(key, perKey);
    }
    const d = perKey.get(label) ?? { calls: 0, errors: 0 };
    d.calls++;
    if (isError) d.errors++;
    perKey.set(label, d);
    if (perKey.size > 31) perKey.delete(perKey.keys().next().value as string);
  }

  today(key: string, now: number): { calls: number; errors: number } {
    return this.days.get(key)?.get(this.dayLabel(now)) ?? { calls: 0, errors: 0 };
  }

  history(key: string): Array<{ day: string; calls: number; errors: number }> {
    return [...(this.days.get(key)?.entries() ?? [])].map(([day, v]) => ({ day, ...v }));
  }

  /** Spends one of the FREE key's 20 history calls this calendar month; false when none are left. */
  spendTaste(key: string, now: number, allowance = 20): boolean {
    const month = this.monthLabel(now);
    const t = this.taste.get(key);
    const cur = t && t.month === month ? t : { month, used: 0 };
    if (cur.used >= allowance) return false;
    cur.used++;
    this.taste.set(key, cur);
    return true;
  }

  /** Gives back a call spent at `spentAt` (its month only): the request it opened was refused after all. */
  refundTaste(key: string, spentAt: number): void {
    const t = this.taste.get(key);
    if (t && t.month === this.monthLabel(spentAt) && t.used > 0) t.used--;
  }

  tasteUsed(key: string, now: number): number {
    const t = this.taste.get(key);
    return t && t.month === this.monthLabel(now) ? t.used : 0;
  }

  private monthLabel(now: number): string {
    if (this.scale === 1) return new Date(now).toISOString().slice(0, 7);
    const monthMs = (30 * 86_400_000) / this.scale;
    return String(Math.floor(now / monthMs));
  }
}
