import { parseCsv } from '../parse-csv';
/** The tours whose Elo the packages carry. */
export type EloTour = 'atp' | 'wta';

export const LADDERS = ['overall', 'hard', 'clay', 'grass'] as const;
export type Ladder = (typeof LADDERS)[number];

/** The ladder matches a rating needs to count as a peak: the service's own qualification default. */
export const PEAK_MIN_MATCHES = 20;

export interface EloPeak {
  tour: EloTour;
  ladder: Ladder;
  /** The ranking files' id (`archive_player_id`). */
  id: number;
  name: string;
  rating: number;
  /** The week the peak took effect. */
  date: string;
}

/** One year's peaks: each player's highest qualified rating per ladder within the year. */
export interface EloYear {
  year: string;
  peaks: EloPeak[];
}

/** One year's `kind=elo` package CSV reduced to each player's highest qualified rating per ladder. */
export function eloYearFromCsv(year: string, text: string): EloYear {
  const [header, ...rows] = parseCsv(text);
  const at = (n: string) => header?.indexOf(n) ?? -1;
  const [cTour, cSurface, cDate, cId, cName, cRating, cMatches] = [
    'tour',
    'surface',
    'effective_date',
    'archive_player_id',
    'player_name',
    'rating',
    'matches',
  ].map(at);
  if ([cTour, cSurface, cDate, cId, cRating, cMatches].some((i) => i < 0))
    throw new Error('The Elo package lacks the columns the peaks need.');
  const best = new Map<string, EloPeak>();
  for (const r of rows) {
    const rating = Number(r[cRating]);
    if (r[cRating] === '' || !Number.isFinite(rating) || !(Number(r[cMatches]) >= PEAK_MIN_MATCHES)) continue;
    const ladder = r[cSurface] as Ladder;
    const tour = r[cTour] as EloTour;
    if (!LADDERS.includes(ladder) || (tour !== 'atp' && tour !== 'wta')) continue;
    const id = Number(r[cId]);
    const k = `${tour}|${ladder}|${id}`;
    const held = best.get(k);
    // The first week at the year's top stands: a later equal rating is not a new peak.
    if (held && held.rating >= rating) continue;
    best.set(k, { tour, ladder, id, name: r[cName] ?? '', rating, date: r[cDate] });
  }
  return { year, peaks: [...best.values()] };
}

/** Each player's career peak on the tour's ladder over the years given, highest first. */
export function peakLeaders(years: Iterable<EloYear>, tour: EloTour, ladder: Ladder): EloPeak[] {
  const best = new Map<number, EloPeak>();
  for (const y of years)
    for (const p of y.peaks) {
      if (p.tour !== tour || p.ladder !== ladder) continue;
      const held = best.get(p.id);
      if (!held || p.rating > held.rating || (p.rating === held.rating && p.date < held.date))
        best.set(p.id, p);
    }
  return [...best.values()].sort((a, b) => b.rating - a.rating || a.date.localeCompare(b.date));
}
