import type { Ladder } from '../../lib/elo-years/elo-year';
import type { RecordTour } from './record-match';

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The archive's finals for a player (Grand Slam finals with `slams`): the matches behind a count. */
export const finalsLink = (tour: RecordTour, name: string, slams = false) =>
  `/archive?${q({ tour, name, round: 'F', ...(slams ? { level: 'G' } : {}) })}`;

export const matchLink = (id: number) => `/archive/matches/${id}`;

/** A player's weekly ranking career, read from the same held months. */
export const careerLink = (tour: RecordTour, id: number, name: string) =>
  `/rankings?${q({ system: tour, career: String(id), career_name: name })}`;

/** The published list of a date. */
export const listLink = (tour: RecordTour, date: string) => `/rankings?${q({ system: tour, as_of: date })}`;

/** The Elo ladder as of a date. */
export const eloLadderLink = (tour: RecordTour, ladder: Ladder, date: string) =>
  `/rankings?${q({ tab: 'elo', tour, ...(ladder === 'overall' ? {} : { surface: ladder }), as_of: date })}`;
