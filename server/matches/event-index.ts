import type { Tier } from '../access/keys';
import type { World } from '../world/world';
import { type EventRow, eventsOf } from './events';

interface Indexed {
  row: EventRow;
  /** The first instant `eventsOf` lists the row: its own instant, and a pause end not before its start. */
  shownAt: number;
}

/**
 * Every pause row the slate will ever show, built once per slot and kept in id order, so GET /events
 * reads a filter of one array instead of building every visible match and re-deriving its pauses
 * on each request. A row's content never depends on the clock (its score is the one at the pause),
 * only whether it is listed yet does, and that is `shownAt <= now`. Slots enter the index as the
 * schedule publishes them; a slot not yet started has every row later than now, so the answer at
 * any instant is exactly the one the slate-wide scan gave.
 */
export class EventIndex {
  private readonly indexed = new Set<number>();
  private rows: Indexed[] = [];

  constructor(
    private readonly world: World,
    private readonly tier: Tier,
  ) {}

  /** The rows listed at `now`, oldest id first. */
  at(now: number): EventRow[] {
    this.admit(now);
    const out: EventRow[] = [];
    for (const r of this.rows) if (r.shownAt <= now) out.push(r.row);
    return out;
  }

  private admit(now: number) {
    let added = false;
    for (const slot of this.world.schedule.visible(now)) {
      if (this.indexed.has(slot.id)) continue;
      this.indexed.add(slot.id);
      let startAt = Number.NEGATIVE_INFINITY;
      // At an instant past every pause, eventsOf lists each one: start row, then its end row.
      for (const row of eventsOf(this.world.context(slot, now), Number.POSITIVE_INFINITY, this.tier)) {
        if (row.type === 'pause_start') startAt = row.atMs;
        this.rows.push({ row, shownAt: row.type === 'pause_start' ? row.atMs : Math.max(startAt, row.atMs) });
        added = true;
      }
    }
    if (added) this.rows.sort((a, b) => a.row.id - b.row.id);
  }
}

const indexes = new WeakMap<World, Map<Tier, EventIndex>>();

/** The event index of a world for one tier (the tier decides whether scores carry the model fields). */
export function eventIndexOf(world: World, tier: Tier): EventIndex {
  let byTier = indexes.get(world);
  if (!byTier) {
    byTier = new Map();
    indexes.set(world, byTier);
  }
  let index = byTier.get(tier);
  if (!index) {
    index = new EventIndex(world, tier);
    byTier.set(tier, index);
  }
  return index;
}
