/**
 * The y-domain of a probability chart fitted to its data: a 92→97% move must not read flat on a 0–100
 * axis. Padded by a tenth of the range (at least 2 points) and widened to whole 5-point steps.
 */
export function fitDomain(values: readonly (number | null | undefined)[]): [number, number] {
  const xs = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (xs.length === 0) return [0, 1];
  const min = Math.min(...xs);
  const max = Math.max(...xs);
  const pad = Math.max((max - min) / 10, 0.02);
  const lo = Math.max(0, Math.floor((min - pad) * 20) / 20);
  const hi = Math.min(1, Math.ceil((max + pad) * 20) / 20);
  return [lo, hi];
}

/** Ticks at 5, 10 or 25-point steps: the finest that gives at most nine of them. */
export function domainTicks([lo, hi]: [number, number]): number[] {
  const step = [0.05, 0.1, 0.25].find((s) => (hi - lo) / s <= 8) ?? 0.25;
  const out: number[] = [];
  for (let t = Math.ceil(lo / step - 1e-9) * step; t <= hi + 1e-9; t += step) out.push(Number(t.toFixed(4)));
  return out;
}
