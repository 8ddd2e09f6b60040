import type { RecordMatch } from './record-match';

/** What counts beyond the tours' regular events: the two choices the tours and the files differ on. */
export interface CountRule {
  /** The ATP and WTA list an Olympic singles gold among a player's titles. */
  olympics: boolean;
  /** Events the results files mark as exhibitions (1970s–80s women's events, some of which the WTA counts). */
  exhibitions: boolean;
}

export const TOURS_RULE: CountRule = { olympics: true, exhibitions: false };

/** Team ties (Davis Cup, Fed/BJK Cup, Wightman Cup): no individual title. */
const isTeamTie = (m: RecordMatch) => m.level === 'D';

/** The ATP files file the Olympics under other tour events; the WTA files give them their own level. */
const isOlympics = (m: RecordMatch) => m.level === 'O' || /olympics/i.test(m.tournament);

const isExhibition = (m: RecordMatch) => m.level === 'E';

/** A match played at an event the rule counts (team ties included: they count as matches, never titles). */
export function countsAsMatch(m: RecordMatch, rule: CountRule): boolean {
  if (isOlympics(m)) return rule.olympics;
  if (isExhibition(m)) return rule.exhibitions;
  return true;
}

/** A final the rule counts as a title or final reached (team ties excluded). */
export const countsAsFinal = (m: RecordMatch, rule: CountRule) =>
  m.round === 'F' && !isTeamTie(m) && countsAsMatch(m, rule);
