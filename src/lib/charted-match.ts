/** One of a player's charted matches as the charting player read lists it (`matches`). */
export interface ChartedItem {
  id: number;
  date: string;
  opponent: string;
  tournament: string | null;
  round: string | null;
}

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** Reads the open `matches` array tolerantly: an item without an id, a date or an opponent is skipped. */
export function readChartedItems(value: unknown): ChartedItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    const r = typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
    const { charting_match_id: id, date, opponent } = r;
    if (!Number.isInteger(id) || typeof date !== 'string' || typeof opponent !== 'string') return [];
    const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
    return [
      {
        id: id as number,
        date: date.slice(0, 10),
        opponent,
        tournament: text(r.tournament),
        round: text(r.round),
      },
    ];
  });
}

const DAY = 86_400_000;
const dayOf = (d: string) => Date.parse(`${d.slice(0, 10)}T00:00:00Z`);

/** A result as the matcher needs it: the event's first day (or the match's own), its name and round. */
export interface ResultAt {
  date?: string | null;
  tournament?: string | null;
  round?: string | null;
}

/**
 * The charted match of a result: the same opponent within the result's event. An archive result is
 * dated by its event's first day and a charted match by its own day, so the window runs from the day
 * before the result's date to three weeks after. Back-to-back events can put two charted meetings
 * in one window, so the event's name and round then decide; still more than one gives no link
 * rather than a guess.
 */
export function chartedMatch(
  m: ResultAt,
  opponent: string,
  charted: readonly ChartedItem[],
): ChartedItem | null {
  if (!m.date) return null;
  const start = dayOf(m.date);
  if (Number.isNaN(start)) return null;
  const who = norm(opponent);
  const hits = charted.filter((c) => {
    const t = dayOf(c.date);
    return norm(c.opponent) === who && t >= start - DAY && t <= start + 21 * DAY;
  });
  if (hits.length === 1) return hits[0];
  const same = hits.filter(
    (c) => norm(c.tournament ?? '') === norm(m.tournament ?? '') && (c.round ?? '') === (m.round ?? ''),
  );
  return same.length === 1 ? same[0] : null;
}
