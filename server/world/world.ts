import type { Tier } from '../access/keys';
import type { ServiceConfig } from '../config';
import { DiskMemo } from '../data/disk-cache';
import { loadReplayMatches } from '../data/slam-pbp';
import { Catalogue } from './catalogue';
import { factsOf, type MatchFacts } from './match-facts';
import { type MatchModelInputs, modelInputs, modelTrack } from './match-model';
import { type MatchContext, matchView } from './match-view';
import { ResultsIndex } from './results-index';
import { Roster } from './roster';
import { Schedule, type Slot } from './schedule';
import { trait } from './score-view';
import { statusAt } from './slot-status';

/** Share of matches with a mapped (simulated) market, and with a model analysis. */
const MARKET_SHARE = 0.85;
const ANALYSIS_SHARE = 0.45;

/**
 * What the live world needs that the results digest does not shape: the roster and the schedule,
 * built up to `now`. A fresh start builds it while the digest's worker is still running
 * (server/start-app.ts) rather than after it.
 */
export interface WorldGround {
  roster: Roster;
  schedule: Schedule;
}

export function worldGround(cfg: ServiceConfig): WorldGround {
  const schedule = new Schedule(loadReplayMatches(), cfg);
  // Deterministic in its inputs: building the prefix now or on the first read makes the same slots.
  schedule.visible(cfg.now());
  return { roster: new Roster(), schedule };
}

/**
 * Everything the service knows at an instant: the roster, the catalogue and the rolling
 * schedule of replayed real matches. Pure reads of the clock; no timers.
 */
export class World {
  readonly roster: Roster;
  readonly catalogue: Catalogue;
  readonly schedule: Schedule;
  readonly results: ResultsIndex;
  private readonly inputs = new Map<string, MatchModelInputs>();
  // The anchored model of each recording costs ~2 ms to solve: kept across starts (per seed).
  private readonly savedInputs: DiskMemo<MatchModelInputs>;

  constructor(
    readonly cfg: ServiceConfig,
    ground: WorldGround = worldGround(cfg),
  ) {
    this.results = new ResultsIndex();
    this.roster = ground.roster;
    this.catalogue = new Catalogue(this.results.catalogueRows());
    this.schedule = ground.schedule;
    this.savedInputs = new DiskMemo({
      name: `model-inputs-seed${cfg.seed}`,
      sources: ['results', 'slam_pbp'],
    });
  }

  /** Keeps what this start computed for the next one (the service calls it once it is up). */
  saveCaches(): void {
    this.savedInputs.save();
  }

  now(): number {
    return this.cfg.now();
  }

  /** The slot behind a match id, or undefined when never issued. */
  slot(id: number): Slot | undefined {
    return this.schedule.byId(id, this.now());
  }

  /**
   * Settles who plays each match on view, in the schedule's order, and counts those live. The roster
   * numbers teams and unlinked names in the order it first meets them, and a start has always met
   * them in this order (every match on view, as the port opens): the ids stay as they were.
   * Their models are worked out after the port opens, a few milliseconds at a time, by the coverage
   * rollup's build (server/routes/history/coverage/coverage-route.ts), before the start saves them.
   */
  settleOnView(now = this.now()): { live: number } {
    let live = 0;
    for (const slot of this.schedule.visible(now)) {
      this.facts(slot);
      if (statusAt(slot, now, this.cfg.speed).status === 'live') live++;
    }
    return { live };
  }

  /** Every match context the service shows now: completed, live and upcoming. */
  visible(now = this.now()): MatchContext[] {
    return this.schedule.visible(now).map((s) => this.context(s, now));
  }

  context(slot: Slot, now = this.now()): MatchContext {
    const st = statusAt(slot, now, this.cfg.speed);
    const facts = this.facts(slot);
    const hasMarket = trait(this.cfg.seed, slot.id, 'market', MARKET_SHARE);
    const inputs = this.modelInputsOf(slot);
    return {
      st,
      facts,
      inputs,
      track: modelTrack(slot.replay, inputs, hasMarket),
      hasMarket,
      hasAnalysis: trait(this.cfg.seed, slot.id, 'analysis', ANALYSIS_SHARE),
      seed: this.cfg.seed,
      speed: this.cfg.speed,
    };
  }

  /** Who, where and what a slot's real match is (cached per real match). */
  facts(slot: Slot): MatchFacts {
    return factsOf(
      slot.replay,
      this.roster,
      this.catalogue,
      (y, s) => this.results.slamDate(y, s),
      (ids, t, y) => this.results.preferActive(ids, t, y),
    );
  }

  matchView(ctx: MatchContext, tier: Tier, now = this.now()) {
    return matchView(ctx, now, tier);
  }

  private modelInputsOf(slot: Slot): MatchModelInputs {
    const m = slot.replay;
    const known = this.inputs.get(m.key);
    if (known) return known;
    let inputs = this.savedInputs.get(m.key);
    if (!inputs) {
      inputs = modelInputs(m, this.results.serveEstimate(m), this.results.rankPoints(m), this.cfg.seed);
      this.savedInputs.set(m.key, inputs);
    }
    this.inputs.set(m.key, inputs);
    return inputs;
  }
}
