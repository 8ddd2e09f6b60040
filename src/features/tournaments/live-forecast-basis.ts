import { dayText } from '../../lib/day-text';

interface Basis {
  year: number;
  /** The newest week any rating read took effect, `YYYY-MM-DD`; null before the reads answer. */
  eloDate: string | null;
  /** The event's surface name ("Hard"); null or carpet rate on overall Elo alone. */
  surface: string | null;
  /** The service's match model is refused at this plan. */
  noModel: boolean;
}

/** What the current edition's forecast is worked out from, in plain sentences (no contract prose). */
export function liveForecastBasis({ year, eloDate, surface, noModel }: Basis): string {
  const ground = surface && surface.toLowerCase() !== 'carpet' ? surface.toLowerCase() : null;
  const elo = [
    eloDate ? `rated in the week of ${dayText(eloDate)}` : null,
    ground ? `the mean of overall and ${ground}-court Elo` : null,
  ].filter(Boolean);
  return [
    `This edition replays the ${year} event.`,
    `Each player’s chance to reach each round is worked out exactly over the ${year} draw from Elo as it stood when that event began${elo.length ? ` (${elo.join(', ')})` : ''}, a match won at 1 ÷ (1 + 10^(rating gap ÷ 400)).`,
    noModel
      ? 'The service’s match model is not available at this plan, so every chance here is from Elo.'
      : 'A match whose two players are known takes the service’s match model’s chance instead where it has one (counted below).',
    'A match this replay has already decided counts as played: its winner goes through.',
  ].join(' ');
}
