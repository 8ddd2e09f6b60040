import type { Meeting } from './h2h-outcomes';

/** The meeting filters kept in the URL (`?surface=&level=&round=`); empty means any. */
export interface MeetingFilters {
  surface: string;
  level: string;
  round: string;
}

// The two halves name levels differently (archive `G`, `M`, `A`…; 2023 on `grand_slam`,
// `masters_1000`…), so both are read into one set of groups a fan knows.
const LEVEL_GROUP: Record<string, string> = {
  G: 'slam',
  grand_slam: 'slam',
  F: 'finals',
  tour_finals: 'finals',
  M: 'masters',
  PM: 'masters',
  masters_1000: 'masters',
  wta_1000: 'masters',
  A: 'tour',
  P: 'tour',
  I: 'tour',
  atp_500: 'tour',
  atp_250: 'tour',
  wta_500: 'tour',
  wta_250: 'tour',
  D: 'team',
  O: 'olympics',
  C: 'challenger',
  challenger: 'challenger',
  wta_125: 'challenger',
};
export const LEVEL_WORDS: Record<string, string> = {
  slam: 'Grand Slams',
  finals: 'Tour Finals',
  masters: 'Masters 1000 / WTA 1000',
  tour: 'Other tour events',
  olympics: 'Olympics',
  team: 'Davis Cup / Fed Cup',
  challenger: 'Challengers / WTA 125',
  other: 'Other levels',
};
const levelGroup = (level: string | null | undefined): string | null =>
  level ? (LEVEL_GROUP[level] ?? 'other') : null;

const ROUND_ORDER = ['F', 'SF', 'QF', 'R16', 'R32', 'R64', 'R128', 'RR', 'BR', 'ER'];
/** The meeting's round code: `round_code` where sent, else the archive's `round`, which is a code. */
export const roundOf = (m: Meeting): string | null => m.round_code ?? m.round ?? null;

const SURFACE_ORDER = ['hard', 'clay', 'grass', 'carpet'];

/** Reads the filters from the URL; unknown values are kept (they match nothing, and say so). */
export function readMeetingFilters(params: URLSearchParams): MeetingFilters {
  return {
    surface: params.get('surface') ?? '',
    level: params.get('level') ?? '',
    round: params.get('round') ?? '',
  };
}

export const hasMeetingFilter = (f: MeetingFilters): boolean =>
  f.surface !== '' || f.level !== '' || f.round !== '';

/** The meetings on the chosen surface, level and round. */
export function filterByMeeting(meetings: readonly Meeting[], f: MeetingFilters): Meeting[] {
  return meetings.filter(
    (m) =>
      (f.surface === '' || m.surface === f.surface) &&
      (f.level === '' || levelGroup(m.level) === f.level) &&
      (f.round === '' || roundOf(m) === f.round),
  );
}

const byOrder = (order: readonly string[]) => (a: string, b: string) => {
  const ia = order.indexOf(a);
  const ib = order.indexOf(b);
  return (ia < 0 ? order.length : ia) - (ib < 0 ? order.length : ib) || a.localeCompare(b);
};

/** The choices each filter offers: only values the pairing's meetings hold, in tennis order. */
export function meetingChoices(meetings: readonly Meeting[]) {
  const distinct = (values: (string | null | undefined)[]) => [
    ...new Set(values.filter((v): v is string => !!v)),
  ];
  return {
    surfaces: distinct(meetings.map((m) => m.surface)).sort(byOrder(SURFACE_ORDER)),
    levels: distinct(meetings.map((m) => levelGroup(m.level))).sort(byOrder(Object.keys(LEVEL_WORDS))),
    rounds: distinct(meetings.map(roundOf)).sort(byOrder(ROUND_ORDER)),
  };
}
