import type { MatchDetail } from '../../../../contract/match';
import { finishLabel } from '../../../lib/finish-label';
import { surfaceWords, tourWords } from '../../../lib/vocabulary';

// The Summary tab's words for a match's facts, from the match read alone (FREE): pure, so the odd
// values (an unknown format or status, nulls) are tested without rendering.

/** A fact to show: its words, and the raw value on hover when the value is one Courtside does not know. */
export interface Fact {
  text: string;
  raw?: string;
}

const FORMATS: Record<string, string> = { BO3: 'Best of 3 sets', BO5: 'Best of 5 sets' };
const DRAWS: Record<string, string> = { singles: 'Singles', doubles: 'Doubles' };
const INTERRUPTIONS: Record<string, string> = {
  Interrupted: 'Interrupted',
  Postponed: 'Postponed',
  Cancelled: 'Cancelled',
};

const unknown = (raw: string): Fact => ({ text: 'unknown', raw });

/** Where the match stands, as a fan reads it: "Live", "Interrupted", "Finished (Ret.)", "Upcoming". */
export function statusFact(match: Pick<MatchDetail, 'status' | 'event_status' | 'outcome'>): Fact {
  const event = match.event_status;
  switch (match.status) {
    case 'live':
      return event && INTERRUPTIONS[event] ? { text: INTERRUPTIONS[event] } : { text: 'Live' };
    case 'upcoming':
      return event && INTERRUPTIONS[event] ? { text: INTERRUPTIONS[event] } : { text: 'Upcoming' };
    case 'cancelled':
      return { text: 'Cancelled' };
    case 'completed': {
      const finish = finishLabel(match);
      if (finish.short === 'unknown') return { text: 'Finished, ending unknown', raw: match.outcome ?? '' };
      return { text: finish.short === 'Fin.' ? finish.words : `${finish.words} (${finish.short})` };
    }
    default:
      return unknown(match.status);
  }
}

/** "Best of 3 sets"; null when the match states no format. */
export function formatFact(format: string | null): Fact | null {
  if (format === null) return null;
  return FORMATS[format] ? { text: FORMATS[format] } : unknown(format);
}

/** "Singles" / "Doubles" (from `draw`, else `is_doubles`). */
export function drawFact(match: Pick<MatchDetail, 'draw' | 'is_doubles'>): Fact {
  if (match.draw === null) return { text: match.is_doubles ? 'Doubles' : 'Singles' };
  return DRAWS[match.draw] ? { text: DRAWS[match.draw] } : unknown(match.draw);
}

/** "Hard, indoor"; null when no source states the surface. */
export function surfaceFact(match: Pick<MatchDetail, 'surface' | 'indoor'>): Fact | null {
  const surface = surfaceWords(match.surface);
  if (surface === null) return null;
  const text = `${surface.text}, ${match.indoor ? 'indoor' : 'outdoor'}`;
  return surface.raw === null ? { text } : { text, raw: surface.raw };
}

/** "Australian Open · ATP"; the tour only when stated. */
export function eventFact(match: Pick<MatchDetail, 'tournament' | 'tour'>): Fact {
  const tour = tourWords(match.tour);
  if (!tour) return { text: match.tournament };
  const text = `${match.tournament} · ${tour.text}`;
  return tour.raw === null ? { text } : { text, raw: tour.raw };
}

/** "Quarter-final, qualifying" style: the round as sent, marked when it is a qualifying round. */
export function roundFact(match: Pick<MatchDetail, 'round' | 'is_qualifying'>): Fact | null {
  if (!match.round) return null;
  return { text: match.is_qualifying ? `${match.round} (qualifying)` : match.round };
}
