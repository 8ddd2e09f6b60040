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

  constructor(readonly cfg: ServiceConfig) {
    this.results = new ResultsIndex();
    this.roster = new Roster();
    this.catalogue = new Catalogue(this.results.catalogueRows());
    this.schedule = new Schedule(loadReplayMatches(), cfg);
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
