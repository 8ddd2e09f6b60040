import { useSearchParams } from 'react-router-dom';
import { ELO_SURFACES } from '../../../contract/rankings';

/** Rows per table page (the service's default `limit`). */
export const PAGE_SIZE = 50;

export type RankingsTab = 'official' | 'elo' | 'compare';
export type EloSurface = (typeof ELO_SURFACES)[number];
export type EloTour = 'atp' | 'wta';

/** Systems with a listing (`utr` has none), in the order the picker offers them. */
export const LISTED_SYSTEMS = [
  { key: 'atp', label: 'ATP singles' },
  { key: 'wta', label: 'WTA singles' },
  { key: 'atp_doubles', label: 'ATP doubles' },
  { key: 'wta_doubles', label: 'WTA doubles' },
  { key: 'itf_mt', label: 'ITF men' },
  { key: 'itf_wt', label: 'ITF women' },
  { key: 'itf_jt', label: 'ITF juniors' },
] as const;
type ListedSystem = (typeof LISTED_SYSTEMS)[number]['key'];

export interface RankingsUrl {
  tab: RankingsTab;
  system: ListedSystem;
  tour: EloTour;
  surface: EloSurface;
  /** `YYYY-MM-DD`, or null for the latest record. */
  asOf: string | null;
  /** 1-based. */
  page: number;
  /** Roster id of the player whose Elo history is drawn. */
  player: number | null;
  /** Official ATP/WTA: the ranking files' id of the player whose weekly career is drawn, and their name. */
  career: number | null;
  careerName: string | null;
  /** Elo listing: played within this many weeks (the service's `activity_weeks`, default 52). */
  activeWeeks: (typeof ACTIVE_WEEKS)[number];
  /** Compare: up to four players of `tour` by the ranking files' id, with their names, and the x axis. */
  compare: { id: number; name: string }[];
  axis: CompareAxis;
}

export type CompareAxis = 'date' | 'age';
/** Careers drawn together at most: more lines than this cannot be told apart. */
export const MAX_COMPARED = 4;

/** `players=1,2` and `names=A|B`, pairwise; a pair with no id or no name is dropped. */
function readCompared(params: URLSearchParams): { id: number; name: string }[] {
  const ids = (params.get('players') ?? '').split(',').map((v) => positiveInt(v));
  const names = (params.get('names') ?? '').split('|');
  const out: { id: number; name: string }[] = [];
  ids.forEach((id, i) => {
    const name = names[i]?.trim().slice(0, 100);
    if (id !== null && name && !out.some((p) => p.id === id)) out.push({ id, name });
  });
  return out.slice(0, MAX_COMPARED);
}

/** The URL values for a compared set (null when empty, so the keys leave the URL). */
export function comparedParams(players: readonly { id: number; name: string }[]) {
  return players.length === 0
    ? { players: null, names: null }
    : { players: players.map((p) => p.id).join(','), names: players.map((p) => p.name).join('|') };
}

/** The activity windows offered for an Elo ladder; 52 weeks is the service's default. */
export const ACTIVE_WEEKS = [4, 13, 26, 52, 104] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(raw: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(raw as T) ? (raw as T) : fallback;

const positiveInt = (raw: string | null): number | null => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/** Reads the page's state from the URL; a hand-edited bad value falls back to the default, never a 400. */
function readRankingsUrl(params: URLSearchParams): RankingsUrl {
  const asOf = params.get('as_of');
  return {
    tab: oneOf(params.get('tab'), ['official', 'elo', 'compare'] as const, 'official'),
    system: oneOf(
      params.get('system'),
      LISTED_SYSTEMS.map((s) => s.key),
      'atp',
    ),
    tour: oneOf(params.get('tour'), ['atp', 'wta'] as const, 'atp'),
    surface: oneOf(params.get('surface'), ELO_SURFACES, 'overall'),
    asOf: asOf && DATE.test(asOf) ? asOf : null,
    page: positiveInt(params.get('page')) ?? 1,
    player: positiveInt(params.get('player')),
    career: positiveInt(params.get('career')),
    careerName: params.get('career_name')?.slice(0, 100) || null,
    activeWeeks: (ACTIVE_WEEKS as readonly number[]).includes(Number(params.get('active')))
      ? (Number(params.get('active')) as (typeof ACTIVE_WEEKS)[number])
      : 52,
    compare: readCompared(params),
    axis: params.get('axis') === 'age' ? 'age' : 'date',
  };
}

type Change = Partial<
  Record<
    | 'tab'
    | 'system'
    | 'tour'
    | 'surface'
    | 'as_of'
    | 'page'
    | 'player'
    | 'career'
    | 'career_name'
    | 'active'
    | 'players'
    | 'names'
    | 'axis',
    string | null
  >
>;

/** The URL state and one way to change it; a change of table resets its page and chosen player. */
export function useRankingsUrl() {
  const [params, setParams] = useSearchParams();
  const state = readRankingsUrl(params);
  const update = (change: Change) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      const keys = Object.keys(change);
      // Another table (tab, system, tour, ladder or date) has other rows: page 1, nobody chosen. A
      // weekly career is the whole career, whatever the table's date: only another system closes it.
      if (
        keys.some((k) => !['page', 'player', 'career', 'career_name', 'players', 'names', 'axis'].includes(k))
      ) {
        next.delete('page');
        next.delete('player');
      }
      if (keys.some((k) => k === 'tab' || k === 'system')) {
        next.delete('career');
        next.delete('career_name');
      }
      for (const [k, v] of Object.entries(change)) {
        if (v === null || v === undefined) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });
  return [state, update] as const;
}
