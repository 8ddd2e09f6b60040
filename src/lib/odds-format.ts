import { formatProbability } from './probability';

/** How a trader reads a price: the four conventions of the world's exchanges and books. */
export type OddsFormat = 'probability' | 'decimal' | 'fractional' | 'american';

export const ODDS_FORMATS: readonly { value: OddsFormat; label: string; example: string }[] = [
  { value: 'probability', label: 'Probability', example: '62%' },
  { value: 'decimal', label: 'Decimal', example: '1.61' },
  { value: 'fractional', label: 'Fractional', example: '8/13' },
  { value: 'american', label: 'American', example: '−163' },
];

export function isOddsFormat(value: unknown): value is OddsFormat {
  return ODDS_FORMATS.some((f) => f.value === value);
}

function usable(p: number | null | undefined): p is number {
  return typeof p === 'number' && Number.isFinite(p) && p > 0 && p < 1;
}

/**
 * Decimal odds at the precision exchanges quote them (Betfair's ladder: hundredths below 4,
 * tenths below 20, whole numbers above). Null where the price is missing or a certainty.
 */
export function decimalOdds(p: number | null | undefined): string | null {
  if (!usable(p)) return null;
  const d = 1 / p;
  if (d < 4) return d.toFixed(2);
  if (d < 20) return d.toFixed(1);
  return Math.round(d).toString();
}

/** The fractions bookmakers use, so 1/p − 1 reads "8/13" rather than "0.615". */
const FRACTIONS: readonly [number, number][] = [
  [1, 100],
  [1, 50],
  [1, 33],
  [1, 25],
  [1, 20],
  [1, 16],
  [1, 14],
  [1, 12],
  [1, 10],
  [1, 9],
  [1, 8],
  [1, 7],
  [1, 6],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [1, 1],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [6, 4],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [9, 4],
  [5, 2],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [9, 1],
  [10, 1],
  [11, 1],
  [12, 1],
  [14, 1],
  [16, 1],
  [20, 1],
  [25, 1],
  [33, 1],
  [40, 1],
  [50, 1],
  [66, 1],
  [100, 1],
];

/** Fractional odds: the nearest bookmaker fraction to 1/p − 1 ("Evens" for 1/1). */
export function fractionalOdds(p: number | null | undefined): string | null {
  if (!usable(p)) return null;
  const target = 1 / p - 1;
  let best = FRACTIONS[0]!;
  for (const f of FRACTIONS) {
    // Compare on a log scale: 1/100 against 1/50 matters as much as 50/1 against 100/1.
    if (Math.abs(Math.log(f[0] / f[1] / target)) < Math.abs(Math.log(best[0] / best[1] / target))) best = f;
  }
  return best[0] === best[1] ? 'Evens' : `${best[0]}/${best[1]}`;
}

/** American (moneyline) odds: −163 for a favourite, +240 for an outsider. */
export function americanOdds(p: number | null | undefined): string | null {
  if (!usable(p)) return null;
  if (p >= 0.5) return `−${Math.round((p / (1 - p)) * 100)}`;
  return `+${Math.round(((1 - p) / p) * 100)}`;
}

/** A probability shown in the user's chosen format; null when absent (shown as absent, never 0). */
export function formatOdds(p: number | null | undefined, format: OddsFormat, decimals = 0): string | null {
  switch (format) {
    case 'probability':
      return formatProbability(p, decimals);
    case 'decimal':
      return decimalOdds(p);
    case 'fractional':
      return fractionalOdds(p);
    case 'american':
      return americanOdds(p);
  }
}

/**
 * Edge = model − market, in percentage points, signed ("+2.3 pp", "−0.4 pp"). Null when either side
 * is missing. A difference that rounds to zero reads "0.0 pp", never "−0.0".
 */
export function formatEdge(
  model: number | null | undefined,
  market: number | null | undefined,
): string | null {
  if (typeof model !== 'number' || typeof market !== 'number') return null;
  if (!Number.isFinite(model) || !Number.isFinite(market)) return null;
  const pp = Number(((model - market) * 100).toFixed(1));
  if (pp === 0) return '0.0 pp';
  return `${pp > 0 ? '+' : '−'}${Math.abs(pp).toFixed(1)} pp`;
}

/** The one-line explanation of edge shown on hover wherever an edge is shown. */
export const EDGE_EXPLANATION =
  'Edge: the model’s win probability minus the market’s mid price, in percentage points. Positive means the model rates the player higher than the market does.';
