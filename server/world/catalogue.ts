import type { Surface, TIER_SOURCES, Tier, Tour } from '../../contract/common';
import { SURFACES as SURFACE_LIST } from '../../contract/vocabularies';
import { normName } from '../data/names';
import { hash32 } from '../engine/rng';
import { type DrawOf, drawName } from './draw-names';
import { CURATED_VENUES, levelFacts, type TournamentCategory } from './tournament-levels';

export type EventType = 'singles' | 'doubles' | 'mixed';

/** A Tournament object as served (live-surface.md, Tournament). */
export interface TournamentView {
  id: string;
  name: string | null;
  tour: Tour | null;
  surface: Surface | null;
  indoor: boolean;
  city: string | null;
  country: string | null;
  category: TournamentCategory | null;
  tier: Tier | null;
  tier_source: (typeof TIER_SOURCES)[number] | null;
  /** Additive: the event type the id stands for (the `draw` filter reads it). */
  event_type: EventType;
  /** Additive: the newest season the data holds for this tournament. */
  latest_season: number;
}

/** One results row, as far as the catalogue cares. */
export interface CatalogueInput {
  file: 'atp' | 'wta';
  level: string;
  name: string;
  surface: string | null;
  season: number;
}

const SURFACES = new Set<string>(SURFACE_LIST);

/**
 * The tournament catalogue built from the real results files: one stable id per tournament
 * name and event type, its tier and surface read from the newest season that lists it. A name held
 * by several draws is shown with whose draw it is (draw-names.ts); the names are settled once the
 * files are read, and a draw registered later (a slam's doubles) never renames one already shown.
 */
export class Catalogue {
  private readonly byId = new Map<string, TournamentView>();
  private readonly byKey = new Map<string, TournamentView>();
  /** The draws behind each name as the files spell it (normalised), by catalogue key. */
  private readonly draws = new Map<string, Map<string, DrawOf>>();
  private settled = false;
  /** Moves on every add, so a copy in name order can be kept until it does (tournament-order.ts). */
  version = 0;

  constructor(rows: Iterable<CatalogueInput>) {
    for (const r of rows) this.add(r.file, r.level, r.name, r.surface, r.season, 'singles');
    for (const [key, view] of this.byKey) view.name = this.shownName(view.name ?? '', key);
    this.settled = true;
  }

  /** Registers a tournament edition; the newest season decides tier and surface. */
  add(
    file: 'atp' | 'wta' | null,
    level: string,
    name: string,
    surface: string | null,
    season: number,
    event: EventType,
  ) {
    const facts = file ? levelFacts(file, level) : { tour: null, tier: null, category: null };
    const tour = event === 'mixed' ? null : facts.tour;
    const key = `${tour}|${event}|${normName(name)}`;
    const known = this.byKey.get(key);
    const sameName = this.draws.get(normName(name)) ?? new Map<string, DrawOf>();
    sameName.set(key, { file, event, tour });
    this.draws.set(normName(name), sameName);
    if (known && known.latest_season > season) return known;
    this.version++;
    const venue = CURATED_VENUES[normName(name)];
    const s = surface?.toLowerCase() ?? null;
    const view: TournamentView = {
      id: known?.id ?? this.freshId(key),
      // Settled names stay: a newer season keeps its view's name, a later draw is named at once.
      name: known ? known.name : this.settled ? this.shownName(name, key) : name,
      tour,
      surface: venue?.surface ?? (s && SURFACES.has(s) ? (s as Surface) : null),
      indoor: false,
      city: venue?.city ?? null,
      country: venue?.country ?? null,
      category: facts.category,
      tier: facts.tier,
      tier_source: facts.tier ? 'calendar' : null,
      event_type: event,
      latest_season: season,
    };
    this.byKey.set(key, view);
    this.byId.set(view.id, view);
    return view;
  }

  private shownName(name: string, key: string): string {
    const sameName = this.draws.get(normName(name));
    const mine = sameName?.get(key);
    if (!sameName || !mine) return name;
    const others = [...sameName].filter(([k]) => k !== key).map(([, d]) => d);
    return drawName(name, mine, others);
  }

  get(id: string): TournamentView | undefined {
    return this.byId.get(id);
  }

  find(tour: string | null, event: EventType, name: string): TournamentView | undefined {
    return this.byKey.get(`${tour}|${event}|${normName(name)}`);
  }

  /** Every tournament in name order. */
  all(): TournamentView[] {
    return [...this.byId.values()].sort(
      (a, b) => (a.name ?? '').localeCompare(b.name ?? '') || a.id.localeCompare(b.id),
    );
  }

  /** Ids are digit strings derived from the key, so they survive a rebuild with more data. */
  private freshId(key: string): string {
    let n = 100_000 + (hash32('tournament', key) % 900_000);
    while (this.byId.has(String(n))) n = n === 999_999 ? 100_000 : n + 1;
    return String(n);
  }
}
