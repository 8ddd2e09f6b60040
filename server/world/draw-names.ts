import type { EventType } from './catalogue';

/** What sets one catalogue entry's draw apart from another of the same name. */
export interface DrawOf {
  /** The results file family the entry came from: men's (atp) or women's (wta); null for mixed. */
  file: 'atp' | 'wta' | null;
  event: EventType;
  tour: string | null;
}

const TOUR_LABELS: Record<string, string> = { challenger: 'Challenger', itf: 'ITF' };

/** "Men's Singles", "Women's Doubles", "Mixed Doubles". */
function drawLabel(d: DrawOf): string {
  if (d.event === 'mixed') return 'Mixed Doubles';
  return `${d.file === 'wta' ? "Women's" : "Men's"} ${d.event === 'singles' ? 'Singles' : 'Doubles'}`;
}

/**
 * The name a tournament is shown under. A name the catalogue holds for one draw only is shown as the
 * files spell it; a name several draws share (Wimbledon's five events, an ATP and a WTA event of one
 * city) says whose draw it is, and the tour too where that alone tells two apart.
 */
export function drawName(name: string, mine: DrawOf, others: readonly DrawOf[]): string {
  if (others.length === 0) return name;
  const label = drawLabel(mine);
  const tour = mine.tour ? TOUR_LABELS[mine.tour] : undefined;
  const sameLabel = others.some((o) => drawLabel(o) === label);
  return sameLabel && tour ? `${name} — ${label} (${tour})` : `${name} — ${label}`;
}
