import type { FastifyInstance } from 'fastify';
import { withFaults } from '../../faults/apply-faults';
import type { FaultState } from '../../faults/fault-state';
import { type FilterSubject, type MatchFilters, matchesFilters } from '../../matches/match-filters';
import type { MatchFacts } from '../../world/match-facts';
import type { Slot } from '../../world/schedule';
import type { World } from '../../world/world';
import type { HistoryEntry } from '../tape/history-entry';
import { resultCorpus, type ResultEntry } from '../tape-era/result-corpus';
import { resultFacts } from '../tape-era/result-match';
import { resultMatchesFilters } from './history-filters';

/** What the filters read of a slot and never changes: who, where, and the simulated traits. */
interface SlotTraits {
  facts: MatchFacts;
  hasMarket: boolean;
  hasAnalysis: boolean;
}

const traits = new WeakMap<Slot, SlotTraits>();

function traitsOf(world: World, slot: Slot, now: number): SlotTraits {
  let t = traits.get(slot);
  if (!t) {
    const { facts, hasMarket, hasAnalysis } = world.context(slot, now);
    t = { facts, hasMarket, hasAnalysis };
    traits.set(slot, t);
  }
  return t;
}

const resultLists = new WeakMap<FaultState, Map<string, ResultEntry[]>>();

/**
 * The real results passing the filters, newest first. The corpus and each entry's facts are fixed,
 * so the list changes only with the filters and the merges (faults.version moves with both).
 */
function resultsFor(world: World, faults: FaultState, filters: MatchFilters): ResultEntry[] {
  let byKey = resultLists.get(faults);
  if (!byKey) {
    byKey = new Map();
    resultLists.set(faults, byKey);
  }
  const key = `${faults.version}|${JSON.stringify(filters)}`;
  const known = byKey.get(key);
  if (known) return known;
  const out: ResultEntry[] = [];
  const { entries } = resultCorpus();
  // Entry ids ascend with the tournament date, so walking backwards is newest first.
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (faults.merges.has(e.id)) continue;
    if (resultMatchesFilters(resultFacts(world, e), filters)) out.push(e);
  }
  // Distinct filter sets are few; a flood of unique ones must not grow memory.
  if (byKey.size >= 64) byKey.clear();
  byKey.set(key, out);
  return out;
}

/**
 * One page of `completedEntries` (the same rows in the same order) and the count of all of them,
 * without building every completed match: an unfaulted slot's status follows from its end instant
 * and its filters read only fixed traits, so a full context is built only for the faulted slots
 * (whose status the faults move) and for the rows on the page.
 */
export function completedPage(
  app: FastifyInstance,
  filters: MatchFilters,
  now: number,
  offset: number,
  limit: number,
): { count: number; cut: HistoryEntry[] } {
  const { world, faults } = app;
  const observed: { slot: Slot; entry?: HistoryEntry }[] = [];
  for (const slot of world.schedule.visible(now)) {
    if (faults.merges.has(slot.id)) continue;
    if (faults.quiet.has(slot.id) || faults.reopened.has(slot.id)) {
      const ctx = withFaults(faults, world.context(slot, now), now);
      if (ctx.st.status === 'completed' && matchesFilters(ctx, filters))
        observed.push({ slot, entry: { kind: 'observed', ctx } });
      continue;
    }
    if (now < slot.endMs) continue;
    const subject: FilterSubject = { ...traitsOf(world, slot, now), st: { status: 'completed', slot } };
    if (matchesFilters(subject, filters)) observed.push({ slot });
  }
  observed.sort((a, b) => b.slot.endMs - a.slot.endMs || b.slot.id - a.slot.id);
  const results = resultsFor(world, faults, filters);
  const cut: HistoryEntry[] = [];
  const end = Math.min(offset + limit, observed.length + results.length);
  for (let i = offset; i < end; i++) {
    if (i < observed.length) {
      const o = observed[i];
      cut.push(o.entry ?? { kind: 'observed', ctx: withFaults(faults, world.context(o.slot, now), now) });
    } else cut.push({ kind: 'result', e: results[i - observed.length] });
  }
  return { count: observed.length + results.length, cut };
}
