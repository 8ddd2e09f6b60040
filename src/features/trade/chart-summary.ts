import { formatProbability } from '../../lib/probability';
import type { MatchSeries } from './price-series';

const pp = (delta: number) => {
  const v = Number((delta * 100).toFixed(0));
  return v === 0 ? 'no change' : `${v > 0 ? '+' : '−'}${Math.abs(v)} pp`;
};

/**
 * The chart in words, for screen readers and hover: where each line ends and how far it moved over
 * what the chart shows ("Alcaraz to win: model 62% (+3 pp over the last 20 points), market 60% (…)").
 */
export function chartSummary(s: MatchSeries, player: string): string {
  const parts: string[] = [];
  const model = s.model;
  if (model.length > 0) {
    const last = model[model.length - 1].p;
    const span = model.length > 1 ? ` (${pp(last - model[0].p)} over the last ${model.length} points)` : '';
    parts.push(`model ${formatProbability(last)}${span}`);
  }
  const market = s.market;
  if (market.length > 0) {
    const last = market[market.length - 1].mid;
    const span =
      market.length > 1 ? ` (${pp(last - market[0].mid)} over the last ${market.length} prices)` : '';
    parts.push(`market ${formatProbability(last)}${span}`);
  }
  if (parts.length === 0) return `${player} to win: no prices yet`;
  return `${player} to win: ${parts.join(', ')}`;
}
