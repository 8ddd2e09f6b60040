import type { Match } from '../../../contract/match';
import type { DrawMatch, DrawSet, DrawStatus } from './draw-model';

// The live score holds games per set but not tiebreak points, so a live draw marks no superscript.
function setsOf(m: Match): DrawSet[] {
  const games = m.score?.games;
  if (!games) return [];
  const [a, b] = games;
  const n = Math.max(a?.length ?? 0, b?.length ?? 0);
  const sets: DrawSet[] = [];
  for (let i = 0; i < n; i++) {
    const ga = a?.[i];
    const gb = b?.[i];
    if (typeof ga === 'number' && typeof gb === 'number') sets.push({ games: [ga, gb], tiebreak: null });
  }
  return sets;
}

function statusOf(m: Match): DrawStatus {
  if (m.status === 'live') return 'live';
  if (m.status === 'upcoming') return 'upcoming';
  if (m.status !== 'completed') return 'other';
  if (m.outcome === 'retired' || m.event_status === 'Retired') return 'retired';
  if (m.outcome === 'walkover' || m.event_status === 'Walk Over') return 'walkover';
  if (m.outcome === 'default') return 'default';
  return 'completed';
}

/** A live-surface match (live, upcoming or completed) as a draw match, p1 on top until ordered. */
export function fromLive(m: Match): DrawMatch {
  const side = (p: Match['players']['p1']) => ({
    name: p.name,
    seed: null,
    entry: null,
    country: p.country ? p.country.toUpperCase() : null,
  });
  return {
    key: `m${m.id}`,
    round: m.round_code ?? '',
    sides: [side(m.players.p1), side(m.players.p2)],
    winner: m.status === 'completed' && (m.winner === 1 || m.winner === 2) ? ((m.winner - 1) as 0 | 1) : null,
    sets: setsOf(m),
    status: statusOf(m),
    href: `/matches/${m.id}`,
    scheduled: m.status === 'upcoming' ? m.scheduled_time : null,
  };
}
