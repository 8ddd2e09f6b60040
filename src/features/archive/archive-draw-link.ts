import type { ArchiveMatch } from '../../../contract/archive';
import type { Tournament } from '../../../contract/tournament';

/** A name compared loosely: no accents, case or punctuation. */
const norm = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The tournaments Draw tab of an archive result's edition, or null when no catalogue tournament of
 * the result's tour carries its name. The archive names events as they were played ("Wimbledon",
 * "Us Open"); the catalogue's current names are matched loosely, exact names first.
 */
export function archiveDrawHref(m: ArchiveMatch, tournaments: readonly Tournament[]): string | null {
  const name = norm(m.tournament);
  const year = m.event_date ? Number(m.event_date.slice(0, 4)) : Number.NaN;
  if (name === '' || !Number.isInteger(year)) return null;
  // The archive holds singles; the catalogue splits a slam into "Wimbledon — Men's Singles" and
  // its doubles, so the event's name is the part before the dash and doubles never match.
  const sameTour = tournaments.filter(
    (t) =>
      (!m.tour || t.tour === m.tour) &&
      (t as Record<string, unknown>).event_type !== 'doubles' &&
      !/doubles/i.test(t.name ?? ''),
  );
  const base = (t: Tournament) => norm((t.name ?? '').split(' — ')[0]);
  const exact = sameTour.find((t) => base(t) === name);
  const loose =
    exact ??
    sameTour.find((t) => {
      const n = base(t);
      return n !== '' && (n.includes(name) || name.includes(n));
    });
  if (!loose) return null;
  return `/tournaments/${encodeURIComponent(String(loose.id))}?tab=draw&edition=${year}`;
}
