import { parseCsv } from '../../lib/parse-csv';

export type RecordTour = 'atp' | 'wta';

/** One main-draw result at tour level, as much of it as the records need (held per season). */
export interface RecordMatch {
  /** The archive's own id: the evidence link. */
  id: number;
  tour: RecordTour;
  level: string;
  tournament: string;
  /** Tournament start date, `YYYY-MM-DD`. */
  date: string;
  round: string;
  winnerId: number | null;
  winnerName: string;
  /** Years at the event's start, to a tenth, as the results files give it; null where unknown. */
  winnerAge: number | null;
  loserId: number | null;
  loserName: string;
  walkover: boolean;
}

/**
 * Levels the tours' own calendars hold: Grand Slams, season finals, Masters/Premier/Tier events and
 * other tour events, team ties, Olympics and (WTA files) events marked as exhibitions. Challengers,
 * ITF circuits and juniors are not tour level and are not kept.
 */
const TOUR_LEVELS: Record<RecordTour, ReadonlySet<string>> = {
  atp: new Set(['G', 'M', 'A', 'F', 'D']),
  wta: new Set(['G', 'PM', 'P', 'I', 'T1', 'T2', 'T3', 'T4', 'T5', 'F', 'W', 'O', 'D', 'E']),
};

const num = (s: string | undefined) => {
  if (s === undefined || s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

/** The kept rows of one season's `kind=archive` package CSV (columns found by header name). */
export function recordMatchesFromCsv(text: string): RecordMatch[] {
  const [header, ...rows] = parseCsv(text);
  const at = (name: string) => header?.indexOf(name) ?? -1;
  const c = {
    id: at('archive_match_id'),
    tour: at('tour'),
    level: at('level'),
    tournament: at('tournament'),
    date: at('event_date'),
    round: at('round'),
    outcome: at('outcome'),
    wId: at('winner_player_id'),
    wName: at('winner_name'),
    wAge: at('winner_age'),
    lId: at('loser_player_id'),
    lName: at('loser_name'),
  };
  if (c.id < 0 || c.tour < 0 || c.level < 0 || c.round < 0 || c.wName < 0)
    throw new Error('The archive package lacks the columns the records need.');
  const out: RecordMatch[] = [];
  for (const r of rows) {
    const tour = r[c.tour] as RecordTour;
    const round = r[c.round] ?? '';
    if (!TOUR_LEVELS[tour]?.has(r[c.level]) || round === '' || /^Q\d/.test(round)) continue;
    out.push({
      id: Number(r[c.id]),
      tour,
      level: r[c.level],
      tournament: r[c.tournament] ?? '',
      date: r[c.date] ?? '',
      round,
      winnerId: num(r[c.wId]),
      winnerName: r[c.wName] ?? '',
      winnerAge: num(r[c.wAge]),
      loserId: num(r[c.lId]),
      loserName: r[c.lName] ?? '',
      walkover: r[c.outcome] === 'walkover',
    });
  }
  return out;
}
