import { normName } from '../data/names';
import { loadCurrentRankings, loadPlayers, type PlayerRow, type RankingRow } from '../data/players';

/** A Player object as served (live-surface.md, Player). `stats` is added by the single-player read. */
export interface PlayerView {
  id: number;
  name: string;
  tour: string | null;
  country: string | null;
  ranking: number | null;
  ranking_points: number | null;
  ranking_movement: 'up' | 'down' | 'same' | null;
  hand: 'R' | 'L' | null;
  backhand: 1 | 2 | null;
  birthday: string | null;
  is_doubles_team: boolean;
  data_completeness: { known: number | null; of: number | null; missing: string[]; note?: string };
}

/** Ids of doubles teams and of slam players missing from the player files live in their own ranges. */
const TEAM_ID_BASE = 9_000_000;
/**
 * ATP and WTA player files reuse the same ids (200000-213704 on both tours), so served WTA ids are
 * shifted into their own range; ATP ids are served as the files give them.
 */
export const WTA_PLAYER_ID_OFFSET = 3_000_000;

/** The id the service serves for a player-file id on one tour. */
function servedPlayerId(tour: 'atp' | 'wta', fileId: number): number {
  return tour === 'wta' ? fileId + WTA_PLAYER_ID_OFFSET : fileId;
}
const UNLINKED_ID_BASE = 8_000_000;

const BIO_FIELDS = ['country', 'hand', 'backhand', 'birthday'] as const;

/**
 * The player roster: real players from data/players with the current official ranking, plus
 * the doubles teams and unlinked names the replayed slam matches need. A file player's view is
 * built the first time it is read (and kept, so a player is one object): the 136k views of the
 * files, ~90 MB, are never all held for a listing that shows a page of them.
 */
export class Roster {
  private readonly byId = new Map<number, PlayerView>();
  /** Served id → the player-file row behind it. */
  private readonly rows = new Map<number, PlayerRow>();
  private readonly byName = new Map<string, PlayerRow[]>();
  private readonly teams = new Map<string, PlayerView>();
  private readonly unlinked = new Map<string, PlayerView>();
  private readonly rank: Map<string, RankingRow>;
  private readonly previous: Map<string, number>;
  /** Ranked players first (by rank), then the rest by name: the order of GET /players (built on first listing). */
  private order: { rows: PlayerRow[]; names: string[] } | null = null;

  constructor() {
    const { current, previous } = loadCurrentRankings();
    this.rank = new Map(current.map((r) => [`${r.tour}:${r.playerId}`, r]));
    this.previous = previous;
    for (const row of loadPlayers()) {
      this.rows.set(servedPlayerId(row.tour, row.id), row);
      const key = normName(row.name);
      const list = this.byName.get(key);
      if (list) list.push(row);
      else this.byName.set(key, [row]);
    }
  }

  get(id: number): PlayerView | undefined {
    const known = this.byId.get(id);
    if (known) return known;
    const row = this.rows.get(id);
    return row && this.viewOf(id, row);
  }

  /** The roster player behind a player-file id of one tour. */
  byFileId(tour: 'atp' | 'wta', fileId: number): PlayerView | undefined {
    return this.get(servedPlayerId(tour, fileId));
  }

  /**
   * The served id of a player-file id of one tour, if the roster holds that person: what a listing
   * of thousands of ids needs, without making (and keeping) a player view for each.
   */
  servedIdOf(tour: 'atp' | 'wta', fileId: number): number | undefined {
    const id = servedPlayerId(tour, fileId);
    return this.rows.has(id) ? id : undefined;
  }

  /** The player-file id (and tour) behind a served id; undefined for teams and unlinked names. */
  fileIdOf(id: number): { tour: 'atp' | 'wta'; id: number } | undefined {
    const row = this.rows.get(id);
    return row && { tour: row.tour, id: row.id };
  }

  /** Finds the real player behind a name from a slam file; `prefer` breaks ties between namesakes. */
  link(
    name: string,
    tour: 'atp' | 'wta' | null,
    country: string | null,
    prefer?: (ids: number[], tour: 'atp' | 'wta') => number | undefined,
  ) {
    const rows = (this.byName.get(normName(name)) ?? []).filter((r) => !tour || r.tour === tour);
    if (rows.length === 1) return this.byFileId(rows[0].tour, rows[0].id);
    if (rows.length > 1) {
      const byCountry = country ? rows.filter((r) => r.country === country) : rows;
      const pool = byCountry.length > 0 ? byCountry : rows;
      const chosen =
        pool.find(
          (r) =>
            r.id ===
            prefer?.(
              pool.map((x) => x.id),
              pool[0].tour,
            ),
        ) ?? pool[0];
      return this.byFileId(chosen.tour, chosen.id);
    }
    return undefined;
  }

  /** A player the files do not hold: served with the name only, every unknown field null. */
  unlinkedPlayer(name: string, tour: 'atp' | 'wta' | null, country: string | null): PlayerView {
    const key = `${tour}:${normName(name)}`;
    const known = this.unlinked.get(key);
    if (known) return known;
    const view: PlayerView = {
      id: UNLINKED_ID_BASE + this.unlinked.size,
      name,
      tour,
      country,
      ranking: null,
      ranking_points: null,
      ranking_movement: null,
      hand: null,
      backhand: null,
      birthday: null,
      is_doubles_team: false,
      data_completeness: completeness({ country, hand: null, backhand: null, birthday: null }),
    };
    this.unlinked.set(key, view);
    this.byId.set(view.id, view);
    return view;
  }

  /** The doubles team of two players, one stable record per pair. */
  team(a: PlayerView, b: PlayerView, tour: string | null): PlayerView {
    const key = [a.id, b.id].sort((x, y) => x - y).join('+');
    const known = this.teams.get(key);
    if (known) return known;
    const view: PlayerView = {
      id: TEAM_ID_BASE + this.teams.size,
      name: `${a.name} / ${b.name}`,
      tour: tour ? tour.toUpperCase() : null,
      country: null,
      ranking: null,
      ranking_points: null,
      ranking_movement: null,
      hand: null,
      backhand: null,
      birthday: null,
      is_doubles_team: true,
      data_completeness: {
        known: null,
        of: null,
        missing: [],
        note: 'A doubles team: per-player biography does not apply.',
      },
    };
    this.teams.set(key, view);
    this.byId.set(view.id, view);
    return view;
  }

  /** Case- and accent-insensitive substring search over names, in roster order: one page and the count. */
  search(fragment: string, limit: number, offset: number): { data: PlayerView[]; count: number } {
    const q = normName(fragment);
    const { rows, names } = this.ordered();
    const hits: PlayerRow[] = q === '' ? rows : rows.filter((_, i) => names[i].includes(q));
    const data = hits
      .slice(offset, offset + limit)
      .map((r) => this.get(servedPlayerId(r.tour, r.id)) as PlayerView);
    return { data, count: hits.length };
  }

  private ordered(): { rows: PlayerRow[]; names: string[] } {
    if (this.order) return this.order;
    const rankOf = (r: PlayerRow) => this.rank.get(`${r.tour}:${r.id}`)?.rank ?? Number.MAX_SAFE_INTEGER;
    const rows = [...this.rows.values()].sort(
      (a, b) => rankOf(a) - rankOf(b) || a.name.localeCompare(b.name),
    );
    this.order = { rows, names: rows.map((r) => normName(r.name)) };
    return this.order;
  }

  /** The served view of a file player, built once. */
  private viewOf(id: number, row: PlayerRow): PlayerView {
    const r = this.rank.get(`${row.tour}:${row.id}`);
    const prev = this.previous.get(`${row.tour}:${row.id}`);
    const view: PlayerView = {
      id,
      name: row.name,
      tour: row.tour,
      country: row.country,
      ranking: r?.rank ?? null,
      ranking_points: r?.points ?? null,
      ranking_movement:
        r && prev !== undefined ? (r.rank < prev ? 'up' : r.rank > prev ? 'down' : 'same') : null,
      hand: row.hand,
      backhand: null,
      birthday: row.birthday,
      is_doubles_team: false,
      data_completeness: completeness({
        country: row.country,
        hand: row.hand,
        backhand: null,
        birthday: row.birthday,
      }),
    };
    this.byId.set(id, view);
    return view;
  }
}

function completeness(fields: Record<(typeof BIO_FIELDS)[number], unknown>): PlayerView['data_completeness'] {
  const missing = BIO_FIELDS.filter((f) => fields[f] === null || fields[f] === undefined);
  return { known: BIO_FIELDS.length - missing.length, of: BIO_FIELDS.length, missing: [...missing] };
}
