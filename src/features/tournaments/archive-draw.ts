import type { ArchiveMatch } from '../../../contract/archive';
import type { DrawMatch, DrawSet, DrawSide, DrawStatus } from './draw-model';

/** A published final score ("6-4 7-6(5) RET", "W/O") as sets, winner first, and how it ended. */
export function parseArchiveScore(score: string | null): { sets: DrawSet[]; status: DrawStatus } {
  if (!score) return { sets: [], status: 'other' };
  const text = score.trim().toUpperCase();
  if (/^(W\/O|WO|WALKOVER)$/.test(text)) return { sets: [], status: 'walkover' };
  const sets: DrawSet[] = [];
  let status: DrawStatus = 'completed';
  for (const part of text.split(/\s+/)) {
    const set = /^(\d+)-(\d+)(?:\((\d+)\))?$/.exec(part);
    if (set) sets.push({ games: [Number(set[1]), Number(set[2])], tiebreak: set[3] ? Number(set[3]) : null });
    else if (/^(RET|RET\.|RETIRED)$/.test(part)) status = 'retired';
    else if (/^(DEF|DEF\.|DEFAULT)$/.test(part)) status = 'default';
    else if (part === 'W/O') status = 'walkover';
    else status = status === 'completed' ? 'other' : status;
  }
  return { sets, status };
}

const side = (p: ArchiveMatch['winner']): DrawSide => ({
  name: p.name ?? null,
  seed: p.seed ?? null,
  entry: typeof p.entry === 'string' && p.entry !== '' ? p.entry : null,
  country: typeof p.country === 'string' ? p.country.toUpperCase() : null,
});

/** An archive result as a draw match: winner first (orderDraw turns it the printed way up). */
export function fromArchive(m: ArchiveMatch): DrawMatch {
  const { sets, status } = parseArchiveScore(m.score);
  return {
    key: `a${m.id}`,
    round: m.round ?? '',
    sides: [side(m.winner), side(m.loser)],
    winner: 0,
    sets,
    status,
    href: `/archive/matches/${m.id}`,
    scheduled: null,
  };
}
